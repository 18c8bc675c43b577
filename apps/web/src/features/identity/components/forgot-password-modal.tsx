import { checkRule } from '@portal/contracts/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AlertDialog } from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { checkRequired, type Problem, ruleFor } from '../../../lib/form-rules.ts';
import { useSystemInfo } from '../../../lib/system-info.tsx';
import { isFlagOn } from '../../../lib/whitelabel.ts';
import { forgotByEmail } from '../api/forgot-by-email.ts';
import type { LoginSite } from '../api/login.ts';
import { resetByPhone } from '../api/reset-by-phone.ts';
import { sendForgotSms } from '../api/send-forgot-sms.ts';
import { closeAccountDialog, openAccountDialog } from '../model/account-dialog-store.ts';
import { AGENT_SITE_PATH } from '../model/agent-site.ts';
import { completeLogin } from '../model/complete-login.ts';
import styles from './account.module.css';
import { FormError, TextField } from './fields.tsx';
import { ModeSwitch } from './mode-switch.tsx';
import { NewPasswordFields, useNewPassword } from './new-password-fields.tsx';
import { PhoneCodeFields, usePhoneCode } from './phone-code-fields.tsx';
import { useAccountForm } from './use-account-form.ts';

type Mode = 'email' | 'mobileNum';

/**
 * Forgot password (spec 4): a reset link by email, or a code by SMS that also signs the member in,
 * on the site the dialog was opened from (an agent resets from the agent site).
 */
export function ForgotPasswordModal({ site }: { site: LoginSite }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { whitelabel, register: settings } = useSystemInfo();
  const mobileEnabled = isFlagOn(whitelabel, 'MOBILENUMREG3');
  const [mode, setMode] = useState<Mode>('email');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const form = useAccountForm();
  const phone = usePhoneCode(form);
  const newPassword = useNewPassword();
  const [sent, setSent] = useState(false);

  // The agent site's login is the page under the dialog; the member site's is the login popup.
  const backToLogin = () =>
    site === 'agent' ? closeAccountDialog() : openAccountDialog({ kind: 'auth', tab: 'login' });
  const switchMode = (next: Mode) => {
    setMode(next);
    form.reset();
  };

  const sendCode = phone.sendWith(async (number) => {
    // The reset code's countdown runs until the server's expiration time (spec 4).
    const result = await sendForgotSms(number);
    return result.expirationTime;
  });

  const submit = form.handleSubmit({
    check: (): Record<string, Problem | null> =>
      mode === 'email'
        ? {
            username: checkRule(ruleFor(settings, 'username', true), username.trim()),
            email: checkRule(ruleFor(settings, 'email', true), email.trim()),
          }
        : {
            mobileNum: phone.checkMobile(),
            verificationCode: checkRequired(phone.code),
            ...newPassword.check(),
          },
    send: async () => {
      if (mode === 'email') {
        await forgotByEmail({ username: username.trim(), email: email.trim() });
        setSent(true);
      } else {
        const value = await resetByPhone({
          ...phone.phone(),
          verificationCode: phone.code.trim(),
          ...(await newPassword.encrypted()),
          site,
        });
        // Spec 4: after a phone reset the member is signed in and sent home (an agent to the
        // agent site, which sends it on to its centre).
        const outcome = completeLogin(value, queryClient, null, site);
        if (outcome.kind === 'signedIn') {
          closeAccountDialog();
          navigate(site === 'agent' ? AGENT_SITE_PATH : '/');
        }
      }
    },
  });

  return (
    <Modal name="forgotPasswordModal" title={t('account.forgot.title')} onClose={closeAccountDialog}>
      {mobileEnabled ? (
        <ModeSwitch
          legend={t('account.forgot.how')}
          options={[
            { mode: 'email', label: t('account.forgot.byEmail') },
            { mode: 'mobileNum', label: t('account.forgot.byMobile') },
          ]}
          value={mode}
          onChange={switchMode}
        />
      ) : null}
      <form ref={form.formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {mode === 'email' ? (
          <>
            <p className={styles.stepText}>{t('account.forgot.emailText')}</p>
            <TextField
              label={t('account.fields.username')}
              value={username}
              onValueChange={setUsername}
              error={form.errorOf('username')}
              autoComplete="username"
              autoCapitalize="none"
            />
            <TextField
              label={t('account.fields.email')}
              type="email"
              value={email}
              onValueChange={setEmail}
              error={form.errorOf('email')}
              autoComplete="email"
            />
          </>
        ) : (
          <>
            <PhoneCodeFields
              value={phone}
              mobileError={form.errorOf('mobileNum')}
              codeError={form.errorOf('verificationCode')}
              onSend={sendCode}
            />
            <NewPasswordFields value={newPassword} errorOf={form.errorOf} />
          </>
        )}
        <FormError text={form.formError} />
        <Button type="submit" variant="primary" className={styles.submit} disabled={form.busy}>
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
