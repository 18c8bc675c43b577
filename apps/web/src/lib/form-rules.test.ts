import {
  type PatternId,
  patternSources,
  type RuleField,
  type ValidationRules,
} from '@portal/contracts/rules';
import type { RegisterSettings } from '@portal/contracts/system';
import { ageOn, ruleMessagesEn } from '@portal/contracts/validation';
import { describe, expect, it } from 'vitest';
import {
  checkMobile,
  checkNewPassword,
  describeProblem,
  type RegistrationValues,
  registrationShape,
  ruleFor,
  ruleHint,
  ruleTemplates,
  validateRegistration,
} from './form-rules.ts';

// The demo merchant's rules, built exactly as apps/server/src/db/seed/demo-merchant.ts seeds them.
const seed: Array<[RuleField, boolean, number, number, PatternId]> = [
  ['username', true, 6, 16, 'letterFirstAlnum'],
  ['password', true, 6, 20, 'lettersAndDigits'],
  ['payeeName', false, 2, 50, 'fullNameWithSpace'],
  ['paymentPassword', false, 6, 6, 'digits'],
  ['qqNum', false, 5, 12, 'digits'],
  ['line', false, 4, 30, 'noSpaces'],
  ['whatsapp', false, 6, 15, 'digits'],
  ['zalo', false, 6, 15, 'digits'],
  ['facebook', false, 4, 50, 'noSpaces'],
  ['wechat', false, 6, 20, 'noSpaces'],
  ['idNumber', false, 9, 12, 'digits'],
  ['email', false, 6, 80, 'email'],
  ['mobileNum', false, 9, 10, 'phone'],
  ['affiliateCode', false, 4, 16, 'lettersOrDigits'],
  ['captcha', true, 4, 4, 'digits'],
];
const rules: ValidationRules = Object.fromEntries(
  seed.map(([field, required, minLength, maxLength, patternId]) => [
    field,
    { enabled: true, required, minLength, maxLength, acceptedPattern: patternSources[patternId], patternId },
  ]),
);
const settings: RegisterSettings = {
  rules,
  captchaEnabled: true,
  captchaRequired: false,
  smsVerificationForUsername: false,
  birthdayRequired: true,
  minAge: 21,
  agreementAge: 18,
  phoneLengths: { '84': 9, '66': 9, '1': 10, '86': 11 },
  defaultCountryDialingCode: '84',
};
const today = new Date('2026-06-15T12:00:00Z');

const valid: RegistrationValues = {
  username: 'player01',
  password: 'abc12345',
  confirmPassword: 'abc12345',
  countryDialingCode: '84',
  mobileNum: '',
  verificationCode: '',
  affiliateCode: '',
  birthday: '1990-05-01',
  captcha: '',
  agreeAge: true,
  agreeTerms: true,
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
};
const usernameShape = registrationShape(settings, 'username', true);
const text = (problem: Parameters<typeof describeProblem>[0] | undefined) =>
  problem ? describeProblem(problem, ruleTemplates(undefined), (key) => key) : undefined;

describe('registration shape (spec 5)', () => {
  it('shows every enabled field, the birthday and an optional captcha for the demo merchant', () => {
    expect(usernameShape.extras).toEqual([
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
    ]);
    expect(usernameShape).toMatchObject({ username: true, password: true, birthday: true, captcha: true });
    expect(usernameShape.captchaRequired).toBe(false);
    expect(usernameShape.sms).toBe(false);
  });

  it('leaves out a field whose rule is disabled', () => {
    const off = {
      ...settings,
      rules: {
        ...rules,
        qqNum: { ...(rules.qqNum ?? settings.rules.username), enabled: false } as NonNullable<
          ValidationRules['qqNum']
        >,
      },
    };
    expect(registrationShape(off, 'username', true).extras).not.toContain('qqNum');
  });

  it('mobile mode needs the number and the SMS code, with passwords only when MOBILENUMPASSREG3 is on', () => {
    expect(registrationShape(settings, 'mobile', true)).toMatchObject({
      username: false,
      password: true,
      mobileRequired: true,
      sms: true,
    });
    expect(registrationShape(settings, 'mobile', false).password).toBe(false);
  });
});

describe('validateRegistration with the served rules', () => {
  it('accepts a complete, valid form', () => {
    expect(validateRegistration(settings, usernameShape, valid, today)).toEqual({});
  });

  it("says 'not empty' for required fields and checks the agreements", () => {
    const problems = validateRegistration(
      settings,
      usernameShape,
      { ...valid, username: '', password: '', confirmPassword: '', agreeAge: false, agreeTerms: false },
      today,
    );
    expect(problems.username).toEqual({ key: 'not_empty' });
    expect(problems.password).toEqual({ key: 'not_empty' });
    expect(problems.agreeAge).toEqual({ key: 'agree_age', age: 18 });
    expect(problems.agreeTerms).toEqual({ key: 'agree_terms' });
  });

  it('uses the pattern message with the lengths filled in', () => {
    const problems = validateRegistration(settings, usernameShape, { ...valid, username: '1player' }, today);
    expect(problems.username).toEqual({ key: 'pattern_letterFirstAlnum', min: 6, max: 16 });
    expect(text(problems.username)).toBe(
      'Must start with a letter and use only letters and digits (6-16 characters)',
    );
    const short = validateRegistration(settings, usernameShape, { ...valid, username: 'abc' }, today);
    expect(text(short.username)).toBe('Must be 6-16 characters');
  });

  it('refuses the weak all-digit password the rule rejects, and a differing confirmation', () => {
    const problems = validateRegistration(
      settings,
      usernameShape,
      { ...valid, password: '123456', confirmPassword: '1234567' },
      today,
    );
    expect(problems.password).toEqual({ key: 'pattern_lettersAndDigits', min: 6, max: 20 });
    expect(problems.confirmPassword).toEqual({ key: 'inconsistent_twice' });
  });

  it('checks optional fields only when filled, with a single length when min equals max', () => {
    expect(validateRegistration(settings, usernameShape, { ...valid, paymentPassword: '' }, today)).toEqual(
      {},
    );
    const problems = validateRegistration(
      settings,
      usernameShape,
      { ...valid, paymentPassword: '12345', email: 'not-an-email', payeeName: 'Nguyen' },
      today,
    );
    expect(text(problems.paymentPassword)).toBe('Must be 6 characters');
    expect(problems.email).toEqual({ key: 'pattern_email', min: 6, max: 80 });
    expect(problems.payeeName).toEqual({ key: 'pattern_fullNameWithSpace', min: 2, max: 50 });
  });

  it('requires a birthday proving the minimum age', () => {
    const young = validateRegistration(settings, usernameShape, { ...valid, birthday: '2006-01-01' }, today);
    expect(young.birthday).toEqual({ key: 'under_age', age: 21 });
    expect(validateRegistration(settings, usernameShape, { ...valid, birthday: '' }, today).birthday).toEqual(
      {
        key: 'not_empty',
      },
    );
    expect(ageOn('2005-06-15', today)).toBe(21);
    expect(ageOn('2005-06-16', today)).toBe(20);
    expect(ageOn('2005-02-30', today)).toBeNull();
  });

  it('validates the captcha by its rule only when answered, since the demo merchant does not require it', () => {
    expect(
      validateRegistration(settings, usernameShape, { ...valid, captcha: '' }, today).captcha,
    ).toBeUndefined();
    expect(validateRegistration(settings, usernameShape, { ...valid, captcha: '12' }, today).captcha).toEqual(
      {
        key: 'length_exact',
        length: 4,
      },
    );
  });

  it('mobile registration needs a number of the region length and a code', () => {
    const shape = registrationShape(settings, 'mobile', true);
    const problems = validateRegistration(settings, shape, { ...valid, username: '', mobileNum: '' }, today);
    expect(problems.username).toBeUndefined();
    expect(problems.mobileNum).toEqual({ key: 'not_empty' });
    expect(problems.verificationCode).toEqual({ key: 'not_empty' });
    const ok = validateRegistration(
      settings,
      shape,
      { ...valid, mobileNum: '912345678', verificationCode: '123456' },
      today,
    );
    expect(ok).toEqual({});
  });
});

describe('checkMobile', () => {
  it('applies the rule, then the exact length of the region', () => {
    expect(checkMobile(settings, '84', '912345678')).toBeNull();
    expect(checkMobile(settings, '84', '9123456789')).toEqual({ key: 'pattern_phone', min: 9, max: 9 });
    expect(checkMobile(settings, '1', '2025550123')).toBeNull();
    expect(checkMobile(settings, '84', '91234567a')).toEqual({ key: 'pattern_phone', min: 9, max: 10 });
    expect(text({ key: 'pattern_phone', min: 9, max: 9 })).toBe('Enter a valid mobile number (9 digits)');
  });
});

describe('checkNewPassword', () => {
  it("requires the confirmation and reports 'inconsistent twice' when it differs", () => {
    expect(checkNewPassword(settings, 'abc12345', '')).toEqual({
      password: null,
      confirm: { key: 'not_empty' },
    });
    expect(checkNewPassword(settings, 'abc12345', 'abc1234')).toEqual({
      password: null,
      confirm: { key: 'inconsistent_twice' },
    });
  });
});

describe('ruleHint', () => {
  it('says what a rule accepts in the words its failure would use', () => {
    const hint = ruleHint(ruleFor(settings, 'password', true));
    expect(hint).toEqual({ key: 'pattern_lettersAndDigits', min: 6, max: 20 });
    expect(describeProblem(hint ?? { key: 'not_empty' }, ruleMessagesEn, (k) => k)).toBe(
      'Must combine letters and digits (6-20 characters)',
    );
    // A pattern failure of the same rule reads exactly like the hint, so the field shows one of them.
    expect(checkNewPassword(settings, 'abcdefgh', 'abcdefgh').password).toEqual(hint);
  });

  it('falls back to the length for a rule accepting any text, and says nothing without a rule', () => {
    const any = {
      enabled: true,
      required: true,
      minLength: 4,
      maxLength: 4,
      acceptedPattern: '*',
      patternId: 'any',
    };
    expect(ruleHint({ ...any, patternId: 'any' as PatternId })).toEqual({ key: 'length_exact', length: 4 });
    expect(ruleHint({ ...any, maxLength: 8, patternId: 'any' as PatternId })).toEqual({
      key: 'length_range',
      min: 4,
      max: 8,
    });
    expect(ruleHint(undefined)).toBeNull();
    expect(ruleHint({ ...any, enabled: false, patternId: 'any' as PatternId })).toBeNull();
  });
});

describe('rule message catalogues', () => {
  it('English comes from the shared engine; Vietnamese translates every key', async () => {
    expect(ruleTemplates(undefined)).toBe(ruleMessagesEn);
    const vi = (await import('../../../locales/vi.json')).default as { rules: Record<string, string> };
    expect(Object.keys(vi.rules).sort()).toEqual(Object.keys(ruleMessagesEn).sort());
    expect(describeProblem({ key: 'length_range', min: 6, max: 16 }, ruleTemplates(vi.rules), (k) => k)).toBe(
      'Phải có 6-16 ký tự',
    );
  });
});
