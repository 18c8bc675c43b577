import type { RuleField, ValidationRule } from '@portal/contracts/rules';
import type { RegisterSettings } from '@portal/contracts/system';
import { checkRule, formatRuleMessage, type RuleFailure, ruleMessagesEn } from '@portal/contracts/validation';

/**
 * Browser-side field checks with the very engine and rules the server uses (spec 5), so both
 * reject the same input with the same message; any form may use them (registration, the agent's
 * register centre, password changes). Problems carry a message key; `describeProblem` turns them
 * into text in the current language. A form with checks of its own (registration's agreements)
 * extends `Problem` and describes its own keys before falling back to `describeProblem`.
 */
export type Problem = RuleFailure | { key: 'inconsistent_twice' };

export type Problems<F extends string = string, P extends { key: string } = Problem> = Partial<Record<F, P>>;

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

/** Rule templates for the current language: translated ones where the catalogue has them, else English. */
export function ruleTemplates(translated: unknown): Record<string, string> {
  return typeof translated === 'object' && translated !== null
    ? { ...ruleMessagesEn, ...(translated as Record<string, string>) }
    : ruleMessagesEn;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Turns a problem into text: the rule templates of the language, and the app's texts. */
export type DescribeProblem<P> = (problem: P, templates: Record<string, string>, t: Translate) => string;

export const describeProblem: DescribeProblem<Problem> = (problem, templates, t) =>
  problem.key === 'inconsistent_twice'
    ? t('account.errors.inconsistentTwice')
    : formatRuleMessage(problem, templates);
