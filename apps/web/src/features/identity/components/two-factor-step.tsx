import type { LoginValue, TwoFactorMethod } from '@portal/contracts/identity';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { sendTwoFactorCode } from '../api/send-two-factor-code.ts';
import { verifyTwoFactor } from '../api/verify-two-factor.ts';
import type { TwoFactorChallenge } from '../model/complete-login.ts';
import { countdownEnd } from '../model/countdown.ts';
import styles from './account.module.css';
import { FormError, FormNotice, focusFirstInvalid, TextField } from './fields.tsx';
import { SmsCodeField } from './sms-code-field.tsx';

type Props = { challenge: TwoFactorChallenge; onBack: () => void; onResult: (value: LoginValue) => void };

const sendable = (method: TwoFactorMethod): method is 'smsCode' | 'email' =>
  method === 'smsCode' || method === 'email';

/** The second factor asked for a login from an unknown address (spec 3, spec 6). */
export function TwoFactorStep({ challenge, onBack, onResult }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const [method, setMethod] = useState<TwoFactorMethod>(challenge.options[0] ?? 'smsCode');
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const hintFor = (m: TwoFactorMethod) =>
    m === 'smsCode' || m === 'mobileNum'
      ? challenge.maskedMobile
      : m === 'email'
        ? challenge.maskedEmail
        : null;

  const send = async (): Promise<number | null> => {
    if (!sendable(method)) return null;
    setFormError(null);
    try {
      const sent = await sendTwoFactorCode({ challengeId: challenge.challengeId, method });
      setSentTo(hintFor(method));
      return countdownEnd(Date.now(), sent.expiredMinutes);
    } catch (error) {
      setFormError(errorText(error, t));
      return null;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (answer.trim() === '') {
      setProblem(t('account.errors.required'));
      focusFirstInvalid(formRef.current);
      return;
    }
    setProblem(null);
    setFormError(null);
    setBusy(true);
    try {
      onResult(await verifyTwoFactor({ challengeId: challenge.challengeId, method, answer: answer.trim() }));
    } catch (error) {
      setFormError(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  const hint = hintFor(method);
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.stepTitle}>
        {t('account.twoFactor.title')}
      </h3>
      <p className={styles.stepText}>{t('account.twoFactor.text')}</p>
      <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className={styles.radioGroup}>
          <legend className={styles.label}>{t('account.twoFactor.method')}</legend>
          {challenge.options.map((option) => (
            <label key={option} className={styles.radio}>
              <input
                type="radio"
                name="two-factor-method"
                value={option}
                checked={method === option}
                onChange={() => {
                  setMethod(option);
                  setAnswer('');
                  setProblem(null);
                  setSentTo(null);
                }}
              />
              {t(`account.twoFactor.options.${option}`)}
            </label>
          ))}
        </fieldset>
        {sendable(method) ? (
          <SmsCodeField
            key={method}
            label={t(`account.twoFactor.answers.${method}`)}
            value={answer}
            onValueChange={setAnswer}
            error={problem}
            onSend={send}
          />
        ) : (
          <TextField
            key={method}
            label={t(`account.twoFactor.answers.${method}`)}
            value={answer}
            onValueChange={setAnswer}
            error={problem}
            hint={hint ? t('account.twoFactor.hint', { value: hint }) : undefined}
            autoComplete={method === 'totp' ? 'one-time-code' : 'off'}
            inputMode={method === 'bankAccountName' ? 'text' : 'numeric'}
          />
        )}
        <FormNotice text={sentTo ? t('account.twoFactor.sent', { value: sentTo }) : null} />
        <FormError text={formError} />
        <Button type="submit" variant="primary" className={styles.submit} disabled={busy}>
          {t('account.twoFactor.verify')}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          {t('account.twoFactor.back')}
        </Button>
      </form>
    </section>
  );
}
