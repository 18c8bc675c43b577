import { CAPTCHA_REFRESH_MIN_MS } from '@portal/contracts/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCaptcha } from '../api/get-captcha.ts';
import styles from './account.module.css';
import { TextField } from './fields.tsx';

export type CaptchaState = { captchaId: string | null; answer: string };

type Props = {
  value: CaptchaState;
  onChange: (value: CaptchaState) => void;
  error?: string | null | undefined;
  optional?: boolean;
  /** Changes when the server wants a new image (a wrong answer burns the old one). */
  refreshKey?: number;
};

/** The captcha input and its image; clicking the image loads a new one at most once per second (spec 9). */
export function CaptchaField({ value, onChange, error, optional, refreshKey = 0 }: Props) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const lastLoad = useRef(0);
  const latest = useRef(value);
  latest.current = value;

  const load = useCallback(
    async (force: boolean) => {
      const now = Date.now();
      if (!force && now - lastLoad.current < CAPTCHA_REFRESH_MIN_MS) return;
      lastLoad.current = now;
      try {
        const captcha = await getCaptcha();
        setImage(captcha.image);
        setFailed(false);
        onChange({ captchaId: captcha.captchaId, answer: '' });
      } catch {
        setFailed(true);
      }
    },
    [onChange],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey is the trigger for a new image.
  useEffect(() => {
    void load(true);
  }, [refreshKey]);

  return (
    <TextField
      label={t('account.captcha')}
      optional={optional}
      value={value.answer}
      onValueChange={(answer) => onChange({ ...latest.current, answer })}
      error={error ?? (failed ? t('account.captchaFailed') : null)}
      name="captcha"
      inputMode="numeric"
      autoComplete="off"
      maxLength={16}
      trailing={
        <button
          type="button"
          className={styles.captchaButton}
          onClick={() => void load(false)}
          aria-label={t('account.captchaRefresh')}
          title={t('account.captchaRefresh')}
        >
          {image ? <img src={image} alt="" width={100} height={40} /> : null}
        </button>
      }
    />
  );
}
