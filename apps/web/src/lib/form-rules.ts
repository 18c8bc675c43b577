import type { RuleField, ValidationRule } from '@portal/contracts/rules';
import type { RegisterSettings } from '@portal/contracts/system';
import {
  ageOn,
  checkRule,
  formatRuleMessage,
  type RuleFailure,
  ruleMessagesEn,
} from '@portal/contracts/validation';

/**
 * Browser-side checks with the very engine and rules the server uses (spec 5), so both reject
 * the same input with the same message. Problems carry a message key; `describeProblem` turns
 * them into text in the current language.
 */
export type Problem =
  | RuleFailure
  | { key: 'inconsistent_twice' }
  | { key: 'agree_age'; age: number }
  | { key: 'agree_terms' }
  | { key: 'birthday_format' }
  | { key: 'under_age'; age: number };

export type Problems<F extends string = string> = Partial<Record<F, Problem>>;

const REQUIRED: ValidationRule = {
  enabled: true,
  required: true,
  minLength: 0,
  maxLength: 255,
  acceptedPattern: '*',
  patternId: 'any',
};

/** A served rule, forced on and required when the form needs the field whatever the merchant says. */
export function ruleFor(settings: Pick<RegisterSettings, 'rules'>, field: RuleField, required = false) {
  const rule = settings.rules[field];
  if (!rule) return required ? REQUIRED : undefined;
  return required ? { ...rule, enabled: true, required: true } : rule;
}

export const isShown = (settings: Pick<RegisterSettings, 'rules'>, field: RuleField) =>
  settings.rules[field]?.enabled === true;

export const checkRequired = (value: string): Problem | null => checkRule(REQUIRED, value.trim());

/**
 * What a rule accepts, as the message its pattern (or its length) would give, to show before
 * anything is typed: "Must combine letters and digits (6-20 characters)". Null without a rule.
 */
export function ruleHint(rule: ValidationRule | undefined): RuleFailure | null {
  if (!rule?.enabled) return null;
  const { minLength: min, maxLength: max } = rule;
  if (rule.acceptedPattern !== '*') return { key: `pattern_${rule.patternId}`, min, max };
  return min === max ? { key: 'length_exact', length: min } : { key: 'length_range', min, max };
}

/** The mobile number per its rule, then the exact length of its region (spec 5 "phone length per region"). */
export function checkMobile(
  settings: Pick<RegisterSettings, 'rules' | 'phoneLengths'>,
  countryDialingCode: string,
  mobileNum: string,
  required = true,
): Problem | null {
  const failure = checkRule(ruleFor(settings, 'mobileNum', required), mobileNum);
  if (failure || mobileNum === '') return failure;
  const length = settings.phoneLengths[countryDialingCode];
  if (length && mobileNum.length !== length) return { key: 'pattern_phone', min: length, max: length };
  if (!/^\d+$/.test(mobileNum)) return { key: 'pattern_phone', min: length ?? 4, max: length ?? 15 };
  return null;
}

/** New password per the password rule, and its confirmation equal to it. */
export function checkNewPassword(
  settings: Pick<RegisterSettings, 'rules'>,
  password: string,
  confirm: string,
): { password: Problem | null; confirm: Problem | null } {
  const passwordProblem = checkRule(ruleFor(settings, 'password', true), password);
  const confirmProblem =
    confirm === ''
      ? { key: 'not_empty' as const }
      : confirm !== password
        ? { key: 'inconsistent_twice' as const }
        : null;
  return { password: passwordProblem, confirm: confirmProblem };
}

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
): Problems<RegistrationField> {
  const problems: Problems<RegistrationField> = {};
  const add = (field: RegistrationField, problem: Problem | null) => {
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

/** Rule templates for the current language: translated ones where the catalogue has them, else English. */
export function ruleTemplates(translated: unknown): Record<string, string> {
  return typeof translated === 'object' && translated !== null
    ? { ...ruleMessagesEn, ...(translated as Record<string, string>) }
    : ruleMessagesEn;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function describeProblem(problem: Problem, templates: Record<string, string>, t: Translate): string {
  switch (problem.key) {
    case 'inconsistent_twice':
      return t('account.errors.inconsistentTwice');
    case 'agree_age':
      return t('account.errors.agreeAge', { age: problem.age });
    case 'agree_terms':
      return t('account.errors.agreeTerms');
    case 'birthday_format':
      return t('account.errors.birthdayFormat');
    case 'under_age':
      return t('account.errors.underAge', { age: problem.age });
    default:
      return formatRuleMessage(problem, templates);
  }
}
