import type { ValidationRules } from '@portal/contracts/rules';
import { ageOn } from '@portal/contracts/validation';
import { describe, expect, it } from 'vitest';
import { ruleTemplates } from '../../../lib/form-rules.ts';
import { demoRules as rules, demoRegisterSettings as settings } from '../../../test/demo-rules.ts';
import {
  describeRegistrationProblem,
  type RegistrationProblem,
  type RegistrationValues,
  registrationShape,
  validateRegistration,
} from './registration-rules.ts';

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
const text = (problem: RegistrationProblem | undefined) =>
  problem ? describeRegistrationProblem(problem, ruleTemplates(undefined), (key) => key) : undefined;

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

describe('describeRegistrationProblem', () => {
  it("names registration's own problems by their texts and leaves the rest to the rule templates", () => {
    const t = (key: string, options?: Record<string, unknown>) =>
      `${key}${options ? JSON.stringify(options) : ''}`;
    const describeOne = (problem: RegistrationProblem) =>
      describeRegistrationProblem(problem, ruleTemplates(undefined), t);
    expect(describeOne({ key: 'agree_age', age: 18 })).toBe('account.errors.agreeAge{"age":18}');
    expect(describeOne({ key: 'agree_terms' })).toBe('account.errors.agreeTerms');
    expect(describeOne({ key: 'birthday_format' })).toBe('account.errors.birthdayFormat');
    expect(describeOne({ key: 'under_age', age: 21 })).toBe('account.errors.underAge{"age":21}');
    expect(describeOne({ key: 'inconsistent_twice' })).toBe('account.errors.inconsistentTwice');
    expect(describeOne({ key: 'length_exact', length: 4 })).toBe('Must be 4 characters');
  });
});
