import type { RuleField } from '@portal/contracts/rules';
import type { RegisterSettings } from '@portal/contracts/system';
import { ageOn, checkRule } from '@portal/contracts/validation';
import {
  checkMobile,
  checkNewPassword,
  type DescribeProblem,
  describeProblem,
  isShown,
  type Problem,
  type Problems,
  ruleFor,
} from '../../../lib/form-rules.ts';

/**
 * The registration form's checks (spec 5): the shared field rules (lib/form-rules.ts) plus what
 * only registration asks, the agreements and the birthday.
 */
export type RegistrationProblem =
  | Problem
  | { key: 'agree_age'; age: number }
  | { key: 'agree_terms' }
  | { key: 'birthday_format' }
  | { key: 'under_age'; age: number };

/** The optional contact fields of spec 3, in form order, each shown when its rule is enabled. */
export const extraFields = [
  'payeeName',
  'email',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
] as const satisfies readonly RuleField[];
export type ExtraField = (typeof extraFields)[number];

export type RegistrationValues = {
  username: string;
  password: string;
  confirmPassword: string;
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  affiliateCode: string;
  birthday: string;
  captcha: string;
  agreeAge: boolean;
  agreeTerms: boolean;
} & Record<ExtraField, string>;

export type RegistrationField = keyof RegistrationValues;

/** What the registration form shows for a merchant and a mode (spec 5). */
export type RegistrationShape = {
  mode: 'username' | 'mobile';
  username: boolean;
  password: boolean;
  mobile: boolean;
  mobileRequired: boolean;
  sms: boolean;
  birthday: boolean;
  captcha: boolean;
  captchaRequired: boolean;
  affiliate: boolean;
  extras: ExtraField[];
};

export function registrationShape(
  settings: RegisterSettings,
  mode: 'username' | 'mobile',
  mobilePasswords: boolean,
): RegistrationShape {
  const mobileMode = mode === 'mobile';
  const sms = mobileMode || settings.smsVerificationForUsername;
  return {
    mode,
    username: !mobileMode,
    password: !mobileMode || mobilePasswords,
    mobile: mobileMode || sms || isShown(settings, 'mobileNum'),
    mobileRequired: mobileMode || sms || settings.rules.mobileNum?.required === true,
    sms,
    birthday: settings.birthdayRequired,
    captcha: settings.captchaEnabled,
    captchaRequired: settings.captchaEnabled && settings.captchaRequired,
    affiliate: isShown(settings, 'affiliateCode'),
    extras: extraFields.filter((field) => isShown(settings, field)),
  };
}

/** Every registration check of spec 5, in form order. */
export function validateRegistration(
  settings: RegisterSettings,
  shape: RegistrationShape,
  values: RegistrationValues,
  today: Date,
): Problems<RegistrationField, RegistrationProblem> {
  const problems: Problems<RegistrationField, RegistrationProblem> = {};
  const add = (field: RegistrationField, problem: RegistrationProblem | null) => {
    if (problem) problems[field] = problem;
  };
  if (shape.username) add('username', checkRule(ruleFor(settings, 'username', true), values.username.trim()));
  if (shape.password) {
    const result = checkNewPassword(settings, values.password, values.confirmPassword);
    add('password', result.password);
    add('confirmPassword', result.confirm);
  }
  if (shape.mobile && (shape.mobileRequired || values.mobileNum !== '')) {
    add(
      'mobileNum',
      checkMobile(settings, values.countryDialingCode, values.mobileNum.trim(), shape.mobileRequired),
    );
  }
  if (shape.sms) {
    const code = values.verificationCode.trim();
    add(
      'verificationCode',
      code === ''
        ? { key: 'not_empty' }
        : code.length > 255
          ? { key: 'length_range', min: 1, max: 255 }
          : null,
    );
  }
  for (const field of shape.extras) add(field, checkRule(ruleFor(settings, field), values[field].trim()));
  if (shape.affiliate)
    add('affiliateCode', checkRule(ruleFor(settings, 'affiliateCode'), values.affiliateCode.trim()));
  if (shape.birthday) {
    const age = values.birthday === '' ? null : ageOn(values.birthday, today);
    if (values.birthday === '') add('birthday', { key: 'not_empty' });
    else if (age === null) add('birthday', { key: 'birthday_format' });
    else if (age < settings.minAge) add('birthday', { key: 'under_age', age: settings.minAge });
  }
  if (shape.captcha) {
    const rule = ruleFor(settings, 'captcha');
    const captchaRule = rule ? { ...rule, required: shape.captchaRequired } : undefined;
    add('captcha', checkRule(captchaRule, values.captcha.trim()));
  }
  if (!values.agreeAge) add('agreeAge', { key: 'agree_age', age: settings.agreementAge });
  if (!values.agreeTerms) add('agreeTerms', { key: 'agree_terms' });
  return problems;
}

export const describeRegistrationProblem: DescribeProblem<RegistrationProblem> = (problem, templates, t) => {
  switch (problem.key) {
    case 'agree_age':
      return t('account.errors.agreeAge', { age: problem.age });
    case 'agree_terms':
      return t('account.errors.agreeTerms');
    case 'birthday_format':
      return t('account.errors.birthdayFormat');
    case 'under_age':
      return t('account.errors.underAge', { age: problem.age });
    default:
      return describeProblem(problem, templates, t);
  }
};
