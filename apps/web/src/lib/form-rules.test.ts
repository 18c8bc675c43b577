import type { PatternId } from '@portal/contracts/rules';
import { ruleMessagesEn } from '@portal/contracts/validation';
import { describe, expect, it } from 'vitest';
import { demoRegisterSettings as settings } from '../test/demo-rules.ts';
import {
  checkMobile,
  checkNewPassword,
  checkRequired,
  describeProblem,
  type Problem,
  ruleFor,
  ruleHint,
  ruleTemplates,
} from './form-rules.ts';

const text = (problem: Problem | undefined) =>
  problem ? describeProblem(problem, ruleTemplates(undefined), (key) => key) : undefined;

describe('ruleFor and checkRequired', () => {
  it('forces a served rule on and required when the form needs the field', () => {
    expect(ruleFor(settings, 'email')?.required).toBe(false);
    expect(ruleFor(settings, 'email', true)).toMatchObject({ enabled: true, required: true, minLength: 6 });
    expect(ruleFor({ rules: {} }, 'email')).toBeUndefined();
    expect(ruleFor({ rules: {} }, 'email', true)).toMatchObject({ required: true, acceptedPattern: '*' });
  });

  it("says 'not empty' for blank input only", () => {
    expect(checkRequired('  ')).toEqual({ key: 'not_empty' });
    expect(checkRequired('x')).toBeNull();
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
    expect(text({ key: 'inconsistent_twice' })).toBe('account.errors.inconsistentTwice');
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
    const vi = (await import('../locales/vi.json')).default as { rules: Record<string, string> };
    expect(Object.keys(vi.rules).sort()).toEqual(Object.keys(ruleMessagesEn).sort());
    expect(describeProblem({ key: 'length_range', min: 6, max: 16 }, ruleTemplates(vi.rules), (k) => k)).toBe(
      'Phải có 6-16 ký tự',
    );
  });
});
