import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { checkMobile } from '../../../lib/form-rules.ts';
import { useSystemInfo } from '../../../lib/system-info.tsx';
import { defaultCountry } from '../model/countries.ts';
import styles from './account.module.css';
import { CountryCodeField } from './country-code-field.tsx';
import { TextField } from './fields.tsx';
import { SmsCodeField } from './sms-code-field.tsx';
import type { AccountForm } from './use-account-form.ts';

type Initial = { countryDialingCode?: string | null; mobileNum?: string | null };
type Phone = { countryDialingCode: string; mobileNum: string };

/**
 * A mobile number (country code and national number) and the SMS code sent to it; the number's
 * problem and a refused send are shown through `form`.
 */
export function usePhoneCode(form: Pick<AccountForm, 'setProblems' | 'setFormError'>, initial: Initial = {}) {
  const { t } = useTranslation();
  const { register: settings } = useSystemInfo();
  const [countryCode, setCountryCode] = useState(
    initial.countryDialingCode ?? defaultCountry(settings.defaultCountryDialingCode),
  );
  const [mobileNum, setMobileNum] = useState(initial.mobileNum ?? '');
  const [code, setCode] = useState('');
  const phone = (): Phone => ({ countryDialingCode: countryCode, mobileNum: mobileNum.trim() });
  const checkMobileNum = () => checkMobile(settings, countryCode, mobileNum.trim());
  return {
    countryCode,
    setCountryCode,
    mobileNum,
    setMobileNum,
    code,
    setCode,
    /** The number as the API takes it. */
    phone,
    /** The merchant's mobile-number rule for the chosen country. */
    checkMobile: checkMobileNum,
    /**
     * The send button's handler: checks the number, then runs `request`, which resolves with the
     * time the countdown ends. A refusal is the form's error; `refusedUntil` may still start the
     * countdown (a server's "retry after").
     */
    sendWith:
      (
        request: (phone: Phone) => Promise<number | null>,
        refusedUntil: (error: unknown) => number | null = () => null,
      ) =>
      async (): Promise<number | null> => {
        const problem = checkMobileNum();
        form.setProblems((current) => ({ ...current, mobileNum: problem }));
        if (problem) return null;
        form.setFormError(null);
        try {
          return await request(phone());
        } catch (error) {
          form.setFormError(errorText(error, t));
          return refusedUntil(error);
        }
      },
  };
}

export type PhoneCode = ReturnType<typeof usePhoneCode>;

type Props = {
  value: PhoneCode;
  mobileError: string | null;
  codeError: string | null;
  /** Validates the number and sends a code; resolves with the time the countdown ends, or null. */
  onSend: () => Promise<number | null>;
};

/** Country code, mobile number and the SMS code with its send button (SMS login, reset by SMS). */
export function PhoneCodeFields({ value, mobileError, codeError, onSend }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.phoneRow}>
        <CountryCodeField value={value.countryCode} onChange={value.setCountryCode} />
        <TextField
          label={t('account.mobileNum')}
          value={value.mobileNum}
          onValueChange={value.setMobileNum}
          error={mobileError}
          inputMode="numeric"
          autoComplete="tel-national"
        />
      </div>
      <SmsCodeField value={value.code} onValueChange={value.setCode} error={codeError} onSend={onSend} />
    </>
  );
}
