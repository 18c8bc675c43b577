import { AppError } from '@portal/contracts/errors';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AlertDialog } from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { encryptField } from '../../../lib/encrypt-field.ts';
import { errorText, fieldIssues } from '../../../lib/error-text.ts';
import { checkMobile, ruleFor, ruleHint } from '../../../lib/form-rules.ts';
import { useSystemInfo } from '../../../lib/system-info.tsx';
import { useProblemText } from '../../../lib/use-problem-text.ts';
import { isFlagOn } from '../../../lib/whitelabel.ts';
import { HelpTopicLink } from '../../help/components/help-topic-link.tsx';
import { checkAffiliate } from '../api/check-affiliate.ts';
import { memberInfoQuery } from '../api/get-member-info.ts';
import { type RegisterRequest, register } from '../api/register.ts';
import { registerMobile } from '../api/register-mobile.ts';
import { sendRegisterSms } from '../api/send-register-sms.ts';
import { closeAccountDialog, openAccountDialog } from '../model/account-dialog-store.ts';
import { completeLogin } from '../model/complete-login.ts';
import { countdownEnd } from '../model/countdown.ts';
import { defaultCountry } from '../model/countries.ts';
import {
  describeRegistrationProblem,
  type ExtraField,
  type RegistrationField,
  type RegistrationValues,
  registrationShape,
  validateRegistration,
} from '../model/registration-rules.ts';
import styles from './account.module.css';
import { CaptchaField, type CaptchaState } from './captcha-field.tsx';
import { CountryCodeField } from './country-code-field.tsx';
import { CheckboxField, FormError, focusFirstInvalid, PasswordField, TextField } from './fields.tsx';
import { ModeSwitch } from './mode-switch.tsx';
import { SmsCodeField } from './sms-code-field.tsx';

type Mode = 'username' | 'mobile';
type Warning = { title: string; text: string } | null;

const queryParam = (name: string) =>
  new URLSearchParams(window.location.search).get(name)?.trim() || undefined;

const extraInput: Record<ExtraField, { autoComplete: string; inputMode?: 'numeric' | 'email' | 'text' }> = {
  payeeName: { autoComplete: 'name' },
  email: { autoComplete: 'email', inputMode: 'email' },
  paymentPassword: { autoComplete: 'new-password', inputMode: 'numeric' },
  qqNum: { autoComplete: 'off', inputMode: 'numeric' },
  line: { autoComplete: 'off' },
  whatsapp: { autoComplete: 'off', inputMode: 'numeric' },
  zalo: { autoComplete: 'off', inputMode: 'numeric' },
  facebook: { autoComplete: 'off' },
  wechat: { autoComplete: 'off' },
  idNumber: { autoComplete: 'off', inputMode: 'numeric' },
};

/**
 * The registration form of spec 2 and 5, on the /register page and in the popup: every field the
 * merchant's rules enable, checked with the shared engine, then spec 4's flow (affiliate check,
 * register, session, member info, home, success modal).
 */
export function RegisterForm({ onLogIn }: { onLogIn: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { whitelabel, register: settings } = useSystemInfo();
  const { text, texts } = useProblemText(describeRegistrationProblem);
  const usernameMode = isFlagOn(whitelabel, 'USERNAMEREG3');
  const mobileMode = isFlagOn(whitelabel, 'MOBILENUMREG3');
  const [mode, setMode] = useState<Mode>(usernameMode || !mobileMode ? 'username' : 'mobile');
  const shape = registrationShape(settings, mode, isFlagOn(whitelabel, 'MOBILENUMPASSREG3'));
  const [values, setValues] = useState<RegistrationValues>(() => ({
    username: '',
    password: '',
    confirmPassword: '',
    countryDialingCode: defaultCountry(settings.defaultCountryDialingCode),
    mobileNum: '',
    verificationCode: '',
    affiliateCode: queryParam('affiliateCode') ?? '',
    birthday: '',
    captcha: '',
    agreeAge: false,
    agreeTerms: false,
    payeeName: '',
    email: '',
    paymentPassword: '',
    qqNum: '',
    line: '',
    whatsapp: '',
    zalo: '',
    facebook: '',
    wechat: '',
    idNumber: '',
  }));
  const [captcha, setCaptcha] = useState<CaptchaState>({ captchaId: null, answer: '' });
  const [captchaRound, setCaptchaRound] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<RegistrationField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [warning, setWarning] = useState<Warning>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set =
    <F extends RegistrationField>(field: F) =>
    (value: RegistrationValues[F]) =>
      setValues((current) => ({ ...current, [field]: value }));
  const all = { ...values, captcha: captcha.answer };

  const showErrors = (found: Partial<Record<RegistrationField, string>>) => {
    setErrors(found);
    focusFirstInvalid(formRef.current);
  };

  const sendCode = async (): Promise<number | null> => {
    const problem = checkMobile(settings, values.countryDialingCode, values.mobileNum.trim());
    setErrors((current) => ({ ...current, mobileNum: text(problem) ?? undefined }));
    if (problem) return null;
    try {
      const sent = await sendRegisterSms({
        countryDialingCode: values.countryDialingCode,
        mobileNum: values.mobileNum.trim(),
        regType: mode,
      });
      return countdownEnd(Date.now(), sent.expiredMinutes);
    } catch (error) {
      // Spec 8: a failed send is a warning dialog with the server's message.
      setWarning({ title: t('account.smsFailedTitle'), text: errorText(error, t) });
      const retry =
        error instanceof AppError
          ? (error.value as { retryAfterSeconds?: unknown })?.retryAfterSeconds
          : null;
      return typeof retry === 'number' ? Date.now() + retry * 1000 : null;
    }
  };

  const body = async (): Promise<RegisterRequest> => {
    const trimmed = (value: string) => value.trim() || undefined;
    const request: RegisterRequest = {
      agreeAge: true,
      agreeTerms: true,
      domain: window.location.host,
      registerUrl: window.location.href,
      referralCode: queryParam('referralCode'),
    };
    if (shape.username) request.username = values.username.trim();
    if (shape.password) {
      request.password = await encryptField(values.password);
      request.confirmPassword = await encryptField(values.confirmPassword);
    }
    if (shape.mobile && values.mobileNum.trim()) {
      request.mobileNum = values.mobileNum.trim();
      request.countryDialingCode = values.countryDialingCode;
    }
    if (shape.sms) request.verificationCode = values.verificationCode.trim();
    for (const field of shape.extras) {
      const value = trimmed(values[field]);
      if (value) request[field] = field === 'paymentPassword' ? await encryptField(values[field]) : value;
    }
    if (shape.affiliate) request.affiliateCode = trimmed(values.affiliateCode);
    if (shape.birthday) request.birthday = values.birthday;
    if (shape.captcha && captcha.captchaId && captcha.answer.trim()) {
      request.captchaId = captcha.captchaId;
      request.captcha = captcha.answer.trim();
    }
    return request;
  };

  const failed = (error: unknown) => {
    if (error instanceof AppError && error.code === 'INVITATION_CODE_ERROR') {
      setWarning({ title: t('account.warning'), text: t('account.errors.invitationCode') });
      setErrors({ affiliateCode: t('account.errors.invitationCode') });
      return;
    }
    const issues = fieldIssues(error) as Partial<Record<RegistrationField, string>>;
    const byCode: Partial<Record<RegistrationField, string>> =
      error instanceof AppError
        ? error.code === 'USERNAME_TAKEN'
          ? { username: errorText(error, t) }
          : error.code === 'MOBILE_TAKEN'
            ? { mobileNum: errorText(error, t) }
            : error.code === 'AGE_RESTRICTED'
              ? { birthday: errorText(error, t) }
              : error.code === 'CAPTCHA_INVALID'
                ? { captcha: errorText(error, t) }
                : error.code.startsWith('VERIFICATION_CODE')
                  ? { verificationCode: errorText(error, t) }
                  : {}
        : {};
    const found = { ...issues, ...byCode };
    const shown = Object.keys(found).filter((field) => formRef.current?.querySelector(`[name="${field}"]`));
    if (error instanceof AppError && error.code === 'CAPTCHA_INVALID') setCaptchaRound((round) => round + 1);
    if (shown.length > 0) showErrors(found);
    else setFormError(errorText(error, t));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const problems = validateRegistration(settings, shape, all, new Date());
    const found = texts(problems);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const affiliate = values.affiliateCode.trim();
      if (shape.affiliate && affiliate) await checkAffiliate(affiliate, window.location.host);
      const request = await body();
      const value = mode === 'mobile' ? await registerMobile(request) : await register(request);
      completeLogin(value, queryClient);
      const member = await queryClient.fetchQuery(memberInfoQuery()).catch(() => value.member);
      closeAccountDialog();
      navigate('/');
      openAccountDialog({
        kind: 'registered',
        mobileAccount: mode === 'mobile' ? (member?.account ?? null) : null,
      });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const label = (field: RegistrationField) => t(`account.fields.${field}`);
  const fieldProps = (field: RegistrationField & keyof RegistrationValues) => ({
    name: field,
    label: label(field),
    value: values[field] as string,
    onValueChange: set(field) as (value: string) => void,
    error: errors[field],
  });

  return (
    <div className={styles.panel}>
      {usernameMode && mobileMode ? (
        <ModeSwitch
          legend={t('account.registerWith')}
          options={[
            { mode: 'username', label: t('account.withUsername') },
            { mode: 'mobile', label: t('account.withMobile') },
          ]}
          value={mode}
          onChange={(value) => {
            setMode(value);
            setErrors({});
            setFormError(null);
          }}
        />
      ) : null}
      <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {shape.username ? (
          <TextField
            {...fieldProps('username')}
            hint={text(ruleHint(ruleFor(settings, 'username', true)))}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
        ) : null}
        {shape.mobile ? (
          <div className={styles.phoneRow}>
            <CountryCodeField value={values.countryDialingCode} onChange={set('countryDialingCode')} />
            <TextField
              {...fieldProps('mobileNum')}
              optional={!shape.mobileRequired}
              inputMode="numeric"
              autoComplete="tel-national"
            />
          </div>
        ) : null}
        {shape.sms ? (
          <SmsCodeField
            value={values.verificationCode}
            onValueChange={set('verificationCode')}
            error={errors.verificationCode}
            onSend={sendCode}
          />
        ) : null}
        {shape.password ? (
          <>
            <PasswordField
              {...fieldProps('password')}
              hint={text(ruleHint(ruleFor(settings, 'password', true)))}
              autoComplete="new-password"
            />
            <PasswordField {...fieldProps('confirmPassword')} autoComplete="new-password" />
          </>
        ) : null}
        {shape.extras.map((field) =>
          field === 'paymentPassword' ? (
            <PasswordField
              key={field}
              {...fieldProps(field)}
              optional={!settings.rules[field]?.required}
              {...extraInput[field]}
            />
          ) : (
            <TextField
              key={field}
              {...fieldProps(field)}
              optional={!settings.rules[field]?.required}
              type={field === 'email' ? 'email' : 'text'}
              {...extraInput[field]}
            />
          ),
        )}
        {shape.affiliate ? (
          <TextField
            {...fieldProps('affiliateCode')}
            optional={!settings.rules.affiliateCode?.required}
            autoComplete="off"
            autoCapitalize="characters"
          />
        ) : null}
        {shape.birthday ? (
          <TextField
            {...fieldProps('birthday')}
            type="date"
            autoComplete="bday"
            max={new Date().toISOString().slice(0, 10)}
            hint={t('account.birthdayHint', { age: settings.minAge })}
          />
        ) : null}
        {shape.captcha ? (
          <CaptchaField
            value={captcha}
            onChange={setCaptcha}
            error={errors.captcha}
            optional={!shape.captchaRequired}
            refreshKey={captchaRound}
          />
        ) : null}
        <CheckboxField
          label={t('account.agreeAge', { age: settings.agreementAge })}
          checked={values.agreeAge}
          onCheckedChange={set('agreeAge')}
          error={errors.agreeAge}
        />
        <CheckboxField
          label={
            <>
              {t('account.agreeTermsPrefix')}{' '}
              <HelpTopicLink slug="term">{t('account.termsLink')}</HelpTopicLink>
            </>
          }
          checked={values.agreeTerms}
          onCheckedChange={set('agreeTerms')}
          error={errors.agreeTerms}
        />
        <FormError text={formError} />
        <Button type="submit" variant="accent" className={styles.submit} disabled={busy}>
          {busy ? t('account.registering') : t('account.register')}
        </Button>
      </form>
      <p className={styles.switchLine}>
        {t('account.haveAccount')}{' '}
        <Button variant="secondary" onClick={onLogIn}>
          {t('account.logIn')}
        </Button>
      </p>
      {warning ? (
        <AlertDialog
          title={warning.title}
          text={warning.text}
          confirmLabel={t('account.confirm')}
          onConfirm={() => setWarning(null)}
        />
      ) : null}
    </div>
  );
}
