import { AppError } from '@portal/contracts/errors';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { encryptField } from '../../../lib/encrypt-field.ts';
import { errorText } from '../../../lib/error-text.ts';
import { checkRequired, type Problem } from '../../../lib/form-rules.ts';
import { useSystemInfo } from '../../../lib/system-info.tsx';
import { isFlagOn } from '../../../lib/whitelabel.ts';
import { type LoginSite, login } from '../api/login.ts';
import { loginWithCode } from '../api/login-code.ts';
import { sendLoginSms } from '../api/send-login-sms.ts';
import { closeAccountDialog, type LoginNotice } from '../model/account-dialog-store.ts';
import { AGENT_SITE_PATH, type AgentSiteState } from '../model/agent-site.ts';
import { completeLogin, type TwoFactorChallenge } from '../model/complete-login.ts';
import { countdownEnd } from '../model/countdown.ts';
import { needsCaptcha } from '../model/needs-captcha.ts';
import { applyRememberMe, hasRemembered, readRemembered } from '../model/remember-me.ts';
import styles from './account.module.css';
import { CaptchaField, type CaptchaState } from './captcha-field.tsx';
import { CheckboxField, FormError, FormNotice, PasswordField, TextField } from './fields.tsx';
import { ModeSwitch } from './mode-switch.tsx';
import { PhoneCodeFields, usePhoneCode } from './phone-code-fields.tsx';
import { SocialButtons } from './social-buttons.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';
import { useAccountForm } from './use-account-form.ts';

type Props = {
  notice?: LoginNotice | undefined;
  onSignedIn: () => void;
  onForgotPassword: () => void;
  /** The site to log in to (spec 6); the agent site offers no social sign-in. Member by default. */
  site?: LoginSite;
  /** An account name to start with instead of the remembered one (e.g. carried to the agent site). */
  initialUsername?: string | undefined;
};

type Mode = 'username' | 'sms';

/** Once a failed login asked for the captcha, it stays until a login succeeds (this page view). */
let captchaAsked = false;

const refusedBy = (error: unknown, code: string) => error instanceof AppError && error.code === code;

/**
 * The login form (spec 4 "Login"): username and password, or mobile number and SMS code when
 * MOBILEVERCODELOGIN3 is on; the captcha appears after a failed login that asks for it; then the
 * two-factor step or the forced password change when the server requires them. The same form
 * serves the member site and the agent site (spec 6); a pure agent refused on the member site is
 * offered the agent login, with the account name it typed.
 */
export function LoginPanel({
  notice,
  onSignedIn,
  onForgotPassword,
  site = 'member',
  initialUsername,
}: Props) {
  const { t } = useTranslation();
  const { whitelabel } = useSystemInfo();
  const queryClient = useQueryClient();
  const smsEnabled = isFlagOn(whitelabel, 'MOBILEVERCODELOGIN3');
  const [remembered] = useState(readRemembered);
  const [mode, setMode] = useState<Mode>(
    smsEnabled && remembered.mobileNum && !remembered.username ? 'sms' : 'username',
  );
  const [username, setUsername] = useState(initialUsername ?? remembered.username ?? '');
  const [password, setPassword] = useState('');
  const form = useAccountForm();
  const phone = usePhoneCode(form, remembered);
  const [remember, setRemember] = useState(hasRemembered(remembered));
  const [captchaShown, setCaptchaShown] = useState(captchaAsked);
  const [captcha, setCaptcha] = useState<CaptchaState>({ captchaId: null, answer: '' });
  const [captchaRound, setCaptchaRound] = useState(0);
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const typedPassword = useRef<string | null>(null);
  /** The member site refused a pure agent: the agent login is offered, with the name typed. */
  const [agentRefused, setAgentRefused] = useState(false);

  const finish = (outcome: ReturnType<typeof completeLogin>) => {
    if (outcome.kind === 'twoFactor') setChallenge(outcome.challenge);
    else if (outcome.kind === 'signedIn') onSignedIn();
    // mustChangePassword: the change-password modal has replaced this one.
  };

  const submit = form.handleSubmit({
    check: (): Record<string, Problem | null> =>
      mode === 'username'
        ? {
            username: checkRequired(username),
            password: checkRequired(password),
            captcha: captchaShown ? checkRequired(captcha.answer) : null,
          }
        : { mobileNum: phone.checkMobile(), code: checkRequired(phone.code) },
    send: async () => {
      if (mode === 'username') {
        const name = username.trim();
        const value = await login(
          {
            username: name,
            password: await encryptField(password),
            ...(captchaShown && captcha.captchaId
              ? { captchaId: captcha.captchaId, captcha: captcha.answer.trim() }
              : {}),
          },
          site,
        );
        applyRememberMe(remember, { username: name });
        captchaAsked = false;
        typedPassword.current = password;
        finish(completeLogin(value, queryClient, password, site));
      } else {
        const value = await loginWithCode({ ...phone.phone(), verificationCode: phone.code.trim() }, site);
        applyRememberMe(remember, phone.phone());
        finish(completeLogin(value, queryClient, null, site));
      }
    },
    failed: (error) => {
      // Spec 6 / spec 8: 'Non-agents cannot log in' on the agent site.
      form.setFormError(
        site === 'agent' && refusedBy(error, 'NOT_AGENT')
          ? t('account.errors.notAgentLogin')
          : errorText(error, t),
      );
      setAgentRefused(site === 'member' && refusedBy(error, 'NOT_MEMBER'));
      if (mode === 'username' && needsCaptcha(error)) {
        // Spec 8: the captcha input appears and a (new) image loads.
        captchaAsked = true;
        setCaptchaShown(true);
        setCaptchaRound((round) => round + 1);
      }
    },
  });

  const switchMode = (next: Mode) => {
    setMode(next);
    form.reset();
  };

  const sendCode = phone.sendWith(
    async (number) => {
      const sent = await sendLoginSms(number);
      return countdownEnd(Date.now(), sent.expiredMinutes);
    },
    (error) => {
      const retry = (error as { value?: { retryAfterSeconds?: number } }).value?.retryAfterSeconds;
      return typeof retry === 'number' ? Date.now() + retry * 1000 : null;
    },
  );

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onBack={() => setChallenge(null)}
        onResult={(value) => finish(completeLogin(value, queryClient, typedPassword.current, site))}
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
        <ModeSwitch
          legend={t('account.loginWith')}
          options={[
            { mode: 'username', label: t('account.byUsername') },
            { mode: 'sms', label: t('account.bySms') },
          ]}
          value={mode}
          onChange={switchMode}
        />
      ) : null}
      <form ref={form.formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {mode === 'username' ? (
          <>
            <TextField
              label={t('account.username')}
              value={username}
              onValueChange={setUsername}
              error={form.errorOf('username')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
            />
            <PasswordField
              label={t('account.password')}
              value={password}
              onValueChange={setPassword}
              error={form.errorOf('password')}
              autoComplete="current-password"
            />
            {captchaShown ? (
              <CaptchaField
                value={captcha}
                onChange={setCaptcha}
                error={form.errorOf('captcha')}
                refreshKey={captchaRound}
              />
            ) : null}
          </>
        ) : (
          <PhoneCodeFields
            value={phone}
            mobileError={form.errorOf('mobileNum')}
            codeError={form.errorOf('code')}
            onSend={sendCode}
          />
        )}
        <div className={styles.row}>
          <CheckboxField label={t('account.rememberMe')} checked={remember} onCheckedChange={setRemember} />
          <button type="button" className={styles.linkButton} onClick={onForgotPassword}>
            {t('account.forgotPassword')}
          </button>
        </div>
        <FormError text={form.formError} />
        {agentRefused && form.formError ? (
          <p className={styles.siteSwitch}>
            {t('account.agentSite.isAgent')}{' '}
            <Link
              to={AGENT_SITE_PATH}
              state={(mode === 'username' ? { username: username.trim() } : {}) satisfies AgentSiteState}
              className={styles.siteSwitchLink}
              onClick={closeAccountDialog}
            >
              {t('account.agentSite.link')}
            </Link>
          </p>
        ) : null}
        <Button type="submit" variant="primary" className={styles.submit} disabled={form.busy}>
          {form.busy ? t('account.loggingIn') : t('account.logIn')}
        </Button>
      </form>
      {site === 'member' ? <SocialButtons /> : null}
    </div>
  );
}
