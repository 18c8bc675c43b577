import { checkRule } from '@portal/contracts/validation';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AlertDialog } from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useSystemInfo } from '../../../lib/system-info.tsx';
import { isFlagOn } from '../../../lib/whitelabel.ts';
import { forgotByEmail } from '../api/forgot-by-email.ts';
import { resetByPhone } from '../api/reset-by-phone.ts';
import { sendForgotSms } from '../api/send-forgot-sms.ts';
import { closeAccountDialog, openAccountDialog } from '../model/account-dialog-store.ts';
import { completeLogin } from '../model/complete-login.ts';
import { defaultCountry } from '../model/countries.ts';
import { encryptField } from '../model/encrypt-field.ts';
import { errorText, fieldIssues } from '../model/error-text.ts';
import { checkMobile, checkNewPassword, checkRequired, type Problem, ruleFor } from '../model/form-rules.ts';
import { useProblemText } from '../model/use-problem-text.ts';
import styles from './account.module.css';
import { CountryCodeField } from './country-code-field.tsx';
import { FormError, focusFirstInvalid, PasswordField, TextField } from './fields.tsx';
import { SmsCodeField } from './sms-code-field.tsx';

type Mode = 'email' | 'mobileNum';

/** Forgot password (spec 4): a reset link by email, or a code by SMS that also signs the member in. */
export function ForgotPasswordModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { whitelabel, register: settings } = useSystemInfo();
  const { text } = useProblemText();
  const mobileEnabled = isFlagOn(whitelabel, 'MOBILENUMREG3');
  const [mode, setMode] = useState<Mode>('email');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [countryCode, setCountryCode] = useState(defaultCountry(settings.defaultCountryDialingCode));
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<Record<string, Problem | null>>({});
  const [serverIssues, setServerIssues] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const errorOf = (field: string) => text(problems[field]) ?? serverIssues[field] ?? null;
  const backToLogin = () => openAccountDialog({ kind: 'auth', tab: 'login' });

  const sendCode = async (): Promise<number | null> => {
    const problem = checkMobile(settings, countryCode, mobileNum.trim());
    setProblems((current) => ({ ...current, mobileNum: problem }));
    if (problem) return null;
    setFormError(null);
    try {
      // The reset code's countdown runs until the server's expiration time (spec 4).
      const result = await sendForgotSms({ countryDialingCode: countryCode, mobileNum: mobileNum.trim() });
      return result.expirationTime;
    } catch (error) {
      setFormError(errorText(error, t));
      return null;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    setServerIssues({});
    let found: Record<string, Problem | null>;
    if (mode === 'email') {
      found = {
        username: checkRule(ruleFor(settings, 'username', true), username.trim()),
        email: checkRule(ruleFor(settings, 'email', true), email.trim()),
      };
    } else {
      const passwords = checkNewPassword(settings, password, confirm);
      found = {
        mobileNum: checkMobile(settings, countryCode, mobileNum.trim()),
        verificationCode: checkRequired(code),
        newPassword: passwords.password,
        confirmNewPassword: passwords.confirm,
      };
    }
    setProblems(found);
    if (Object.values(found).some(Boolean)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    try {
      if (mode === 'email') {
        await forgotByEmail({ username: username.trim(), email: email.trim() });
        setSent(true);
      } else {
        const value = await resetByPhone({
          countryDialingCode: countryCode,
          mobileNum: mobileNum.trim(),
          verificationCode: code.trim(),
          newPassword: await encryptField(password),
          confirmNewPassword: await encryptField(confirm),
        });
        // Spec 4: after a phone reset the member is signed in and sent home.
        const outcome = completeLogin(value, queryClient);
        if (outcome.kind === 'signedIn') {
          closeAccountDialog();
          navigate('/');
        }
      }
    } catch (error) {
      const issues = fieldIssues(error);
      setServerIssues(issues);
      if (Object.keys(issues).length === 0) setFormError(errorText(error, t));
      else focusFirstInvalid(formRef.current);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal name="forgotPasswordModal" title={t('account.forgot.title')} onClose={closeAccountDialog}>
      {mobileEnabled ? (
        <fieldset className={styles.switch}>
          <legend className="visually-hidden">{t('account.forgot.how')}</legend>
          {(['email', 'mobileNum'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={mode === value}
              className={styles.switchButton}
              onClick={() => {
                setMode(value);
                setProblems({});
                setServerIssues({});
                setFormError(null);
              }}
            >
              {value === 'email' ? t('account.forgot.byEmail') : t('account.forgot.byMobile')}
            </button>
          ))}
        </fieldset>
      ) : null}
      <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {mode === 'email' ? (
          <>
            <p className={styles.stepText}>{t('account.forgot.emailText')}</p>
            <TextField
              label={t('account.fields.username')}
              value={username}
              onValueChange={setUsername}
              error={errorOf('username')}
              autoComplete="username"
              autoCapitalize="none"
            />
            <TextField
              label={t('account.fields.email')}
              type="email"
              value={email}
              onValueChange={setEmail}
              error={errorOf('email')}
              autoComplete="email"
            />
          </>
        ) : (
          <>
            <div className={styles.phoneRow}>
              <CountryCodeField value={countryCode} onChange={setCountryCode} />
              <TextField
                label={t('account.mobileNum')}
                value={mobileNum}
                onValueChange={setMobileNum}
                error={errorOf('mobileNum')}
                inputMode="numeric"
                autoComplete="tel-national"
              />
            </div>
            <SmsCodeField
              value={code}
              onValueChange={setCode}
              error={errorOf('verificationCode')}
              onSend={sendCode}
            />
            <PasswordField
              label={t('account.newPassword')}
              value={password}
              onValueChange={setPassword}
              error={errorOf('newPassword')}
              autoComplete="new-password"
            />
            <PasswordField
              label={t('account.confirmNewPassword')}
              value={confirm}
              onValueChange={setConfirm}
              error={errorOf('confirmNewPassword')}
              autoComplete="new-password"
            />
          </>
        )}
        <FormError text={formError} />
        <Button type="submit" variant="primary" className={styles.submit} disabled={busy}>
          {mode === 'email' ? t('account.forgot.sendLink') : t('account.forgot.resetAndLogIn')}
        </Button>
        <Button variant="ghost" onClick={backToLogin}>
          {t('account.backToLogIn')}
        </Button>
      </form>
      {sent ? (
        <AlertDialog
          title={t('account.forgot.sentTitle')}
          text={t('account.forgot.sent')}
          confirmLabel={t('account.ok')}
          onConfirm={backToLogin}
        />
      ) : null}
    </Modal>
  );
}
