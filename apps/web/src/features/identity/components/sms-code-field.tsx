import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maySend } from '../model/countdown.ts';
import { useCountdown } from '../model/use-countdown.ts';
import styles from './account.module.css';
import { TextField } from './fields.tsx';

type Props = {
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null | undefined;
  /** Validates the number and sends a code; resolves with the time the countdown ends, or null when refused. */
  onSend: () => Promise<number | null>;
  label?: string;
};

/**
 * The verification-code input with its send button (spec 4 "SMS send"): after a send the button
 * is a disabled countdown, available again at zero; requests are refused while it runs and
 * throttled to one per second.
 */
export function SmsCodeField({ value, onValueChange, error, onSend, label }: Props) {
  const { t } = useTranslation();
  const { left, endsAt, startUntil } = useCountdown();
  const [sending, setSending] = useState(false);
  const lastSent = useRef(0);
  const send = async () => {
    const now = Date.now();
    if (sending || !maySend(endsAt, lastSent.current, now)) return;
    lastSent.current = now;
    setSending(true);
    try {
      const end = await onSend();
      if (end) startUntil(end);
    } finally {
      setSending(false);
    }
  };
  return (
    <TextField
      label={label ?? t('account.verificationCode')}
      value={value}
      onValueChange={onValueChange}
      error={error}
      name="verificationCode"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={255}
      trailing={
        <button
          type="button"
          className={styles.sendButton}
          onClick={() => void send()}
          disabled={left > 0 || sending}
          aria-live="polite"
        >
          {left > 0 ? t('account.resendIn', { seconds: left }) : t('account.sendCode')}
        </button>
      }
    />
  );
}
