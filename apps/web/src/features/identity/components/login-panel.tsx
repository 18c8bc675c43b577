import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useSystemInfo } from '../../../lib/system-info.tsx';
import { isFlagOn } from '../../../lib/whitelabel.ts';
import { login } from '../api/login.ts';
import { loginWithCode } from '../api/login-code.ts';
import { sendLoginSms } from '../api/send-login-sms.ts';
import type { LoginNotice } from '../model/account-dialog-store.ts';
import { completeLogin, type TwoFactorChallenge } from '../model/complete-login.ts';
import { countdownEnd } from '../model/countdown.ts';
import { defaultCountry } from '../model/countries.ts';
import { encryptField } from '../model/encrypt-field.ts';
import { errorText, needsCaptcha } from '../model/error-text.ts';
import { checkMobile, checkRequired, type Problem } from '../model/form-rules.ts';
import { applyRememberMe, hasRemembered, readRemembered } from '../model/remember-me.ts';
import { useProblemText } from '../model/use-problem-text.ts';
import styles from './account.module.css';
import { CaptchaField, type CaptchaState } from './captcha-field.tsx';
import { CountryCodeField } from './country-code-field.tsx';
import {
  CheckboxField,
  FormError,
  FormNotice,
  focusFirstInvalid,
  PasswordField,
  TextField,
} from './fields.tsx';
import { SmsCodeField } from './sms-code-field.tsx';
import { SocialButtons } from './social-buttons.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';

type Props = {
  notice?: LoginNotice | undefined;
  onSignedIn: () => void;
  onForgotPassword: () => void;
};

type Mode = 'username' | 'sms';

/** Once a failed login asked for the captcha, it stays until a login succeeds (this page view). */
let captchaAsked = false;

/**
 * The login form (spec 4 "Login"): username and password, or mobile number and SMS code when
 * MOBILEVERCODELOGIN3 is on; the captcha appears after a failed login that asks for it; then the
 * two-factor step or the forced password change when the server requires them.
 */
export function LoginPanel({ notice, onSignedIn, onForgotPassword }: Props) {
  const { t } = useTranslation();
  const { whitelabel, register: settings } = useSystemInfo();
  const queryClient = useQueryClient();
  const { text } = useProblemText();
  const smsEnabled = isFlagOn(whitelabel, 'MOBILEVERCODELOGIN3');
  const [remembered] = useState(readRemembered);
  const [mode, setMode] = useState<Mode>(
    smsEnabled && remembered.mobileNum && !remembered.username ? 'sms' : 'username',
  );
  const [username, setUsername] = useState(remembered.username ?? '');
  const [password, setPassword] = useState('');
  const [countryCode, setCountryCode] = useState(
    remembered.countryDialingCode ?? defaultCountry(settings.defaultCountryDialingCode),
  );
  const [mobileNum, setMobileNum] = useState(remembered.mobileNum ?? '');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(hasRemembered(remembered));
  const [captchaShown, setCaptchaShown] = useState(captchaAsked);
  const [captcha, setCaptcha] = useState<CaptchaState>({ captchaId: null, answer: '' });
  const [captchaRound, setCaptchaRound] = useState(0);
  const [problems, setProblems] = useState<Record<string, Problem | null>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const typedPassword = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const finish = (outcome: ReturnType<typeof completeLogin>) => {
    if (outcome.kind === 'twoFactor') setChallenge(outcome.challenge);
    else if (outcome.kind === 'signedIn') onSignedIn();
    // mustChangePassword: the change-password modal has replaced this one.
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const found: Record<string, Problem | null> =
      mode === 'username'
        ? {
            username: checkRequired(username),
            password: checkRequired(password),
            captcha: captchaShown ? checkRequired(captcha.answer) : null,
          }
        : { mobileNum: checkMobile(settings, countryCode, mobileNum.trim()), code: checkRequired(code) };
    setProblems(found);
    if (Object.values(found).some(Boolean)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    try {
      if (mode === 'username') {
        const name = username.trim();
        const value = await login({
          username: name,
          password: await encryptField(password),
          ...(captchaShown && captcha.captchaId
            ? { captchaId: captcha.captchaId, captcha: captcha.answer.trim() }
            : {}),
        });
        applyRememberMe(remember, { username: name });
        captchaAsked = false;
        typedPassword.current = password;
        finish(completeLogin(value, queryClient, password));
      } else {
        const value = await loginWithCode({
          countryDialingCode: countryCode,
          mobileNum: mobileNum.trim(),
          verificationCode: code.trim(),
        });
        applyRememberMe(remember, { countryDialingCode: countryCode, mobileNum: mobileNum.trim() });
        finish(completeLogin(value, queryClient));
      }
    } catch (error) {
      setFormError(errorText(error, t));
      if (mode === 'username' && needsCaptcha(error)) {
        // Spec 8: the captcha input appears and a (new) image loads.
        captchaAsked = true;
        setCaptchaShown(true);
        setCaptchaRound((round) => round + 1);
      }
    } finally {
      setBusy(false);
    }
  };

  const sendCode = async (): Promise<number | null> => {
    const problem = checkMobile(settings, countryCode, mobileNum.trim());
    setProblems((current) => ({ ...current, mobileNum: problem }));
    if (problem) return null;
    setFormError(null);
    try {
      const sent = await sendLoginSms({ countryDialingCode: countryCode, mobileNum: mobileNum.trim() });
      return countdownEnd(Date.now(), sent.expiredMinutes);
    } catch (error) {
      setFormError(errorText(error, t));
      const retry = (error as { value?: { retryAfterSeconds?: number } }).value?.retryAfterSeconds;
      return typeof retry === 'number' ? Date.now() + retry * 1000 : null;
    }
  };

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onBack={() => setChallenge(null)}
        onResult={(value) => finish(completeLogin(value, queryClient, typedPassword.current))}
      />
    );
  }

  const noticeText =
    notice === 'pleaseLogIn'
      ? t('account.pleaseLogIn')
      : notice === 'passwordChanged'
        ? t('account.passwordChangedLogIn')
        : notice === 'passwordReset'
          ? t('account.passwordResetLogIn')
          : null;

  return (
    <div className={styles.panel}>
      {notice === 'pleaseLogIn' ? <FormError text={noticeText} /> : <FormNotice text={noticeText} />}
      {smsEnabled ? (
        <fieldset className={styles.switch}>
          <legend className="visually-hidden">{t('account.loginWith')}</legend>
          {(['username', 'sms'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={mode === value}
              className={styles.switchButton}
              onClick={() => {
                setMode(value);
                setProblems({});
                setFormError(null);
              }}
            >
              {value === 'username' ? t('account.byUsername') : t('account.bySms')}
            </button>
          ))}
        </fieldset>
      ) : null}
      <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {mode === 'username' ? (
          <>
            <TextField
              label={t('account.username')}
              value={username}
              onValueChange={setUsername}
              error={text(problems.username)}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
            />
            <PasswordField
              label={t('account.password')}
              value={password}
              onValueChange={setPassword}
              error={text(problems.password)}
              autoComplete="current-password"
            />
            {captchaShown ? (
              <CaptchaField
                value={captcha}
                onChange={setCaptcha}
                error={text(problems.captcha)}
                refreshKey={captchaRound}
              />
            ) : null}
          </>
        ) : (
          <>
            <div className={styles.phoneRow}>
              <CountryCodeField value={countryCode} onChange={setCountryCode} />
              <TextField
                label={t('account.mobileNum')}
                value={mobileNum}
                onValueChange={setMobileNum}
                error={text(problems.mobileNum)}
                inputMode="numeric"
                autoComplete="tel-national"
              />
            </div>
            <SmsCodeField
              value={code}
              onValueChange={setCode}
              error={text(problems.code)}
              onSend={sendCode}
            />
          </>
        )}
        <div className={styles.row}>
          <CheckboxField label={t('account.rememberMe')} checked={remember} onCheckedChange={setRemember} />
          <button type="button" className={styles.linkButton} onClick={onForgotPassword}>
            {t('account.forgotPassword')}
          </button>
        </div>
        <FormError text={formError} />
        <Button type="submit" variant="primary" className={styles.submit} disabled={busy}>
          {busy ? t('account.loggingIn') : t('account.logIn')}
        </Button>
      </form>
      <SocialButtons />
    </div>
  );
}
