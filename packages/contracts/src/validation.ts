import type { PatternId, ValidationRule } from './rules.ts';

/**
 * The one rule engine of spec 5, used by the server (authoritative) and the web forms.
 * A failure names the message key and the values to fill into it.
 */
export type RuleFailure =
  | { key: 'not_empty' }
  | { key: `pattern_${PatternId}`; min: number; max: number }
  | { key: 'length_range'; min: number; max: number }
  | { key: 'length_exact'; length: number };

const compiled = new Map<string, RegExp | null>();

/** Compiles a served pattern once; an invalid pattern from configuration accepts nothing. */
function patternOf(source: string): RegExp | null {
  let re = compiled.get(source);
  if (re === undefined) {
    try {
      re = new RegExp(source, 'u');
    } catch {
      re = null;
    }
    compiled.set(source, re);
  }
  return re;
}

/** Length in user-perceived characters, so 'Nguyễn' and '张伟' count as people expect. */
export const textLength = (value: string) => [...value].length;

export function checkRule(
  rule: ValidationRule | undefined,
  raw: string | null | undefined,
): RuleFailure | null {
  if (!rule?.enabled) return null;
  const value = raw ?? '';
  if (value === '') return rule.required ? { key: 'not_empty' } : null;
  const length = textLength(value);
  const { minLength: min, maxLength: max } = rule;
  if (length < min || length > max) {
    return min === max ? { key: 'length_exact', length: min } : { key: 'length_range', min, max };
  }
  if (rule.acceptedPattern !== '*') {
    const re = patternOf(rule.acceptedPattern);
    if (!re?.test(value)) return { key: `pattern_${rule.patternId}`, min, max };
  }
  return null;
}

/** English texts of the rule messages; the web app translates the same keys. */
export const ruleMessagesEn: Record<string, string> = {
  not_empty: 'Input cannot be empty',
  length_range: 'Must be {min}-{max} characters',
  length_exact: 'Must be {length} characters',
  pattern_any: 'Invalid value',
  pattern_length: 'Must be {min}-{max} characters',
  pattern_letterFirstAlnum:
    'Must start with a letter and use only letters and digits ({min}-{max} characters)',
  pattern_digits: 'Digits only ({min}-{max} digits)',
  pattern_lettersOrDigits: 'Letters or digits only ({min}-{max} characters)',
  pattern_lettersAndDigits: 'Must combine letters and digits ({min}-{max} characters)',
  pattern_alnumWithUpper: 'Letters and digits with at least one uppercase letter ({min}-{max} characters)',
  pattern_englishAndSpaces: 'English letters and spaces only',
  pattern_noSpaces: 'Spaces are not allowed',
  pattern_chinese: 'Chinese characters only',
  pattern_korean: 'Korean characters only',
  pattern_thai: 'Thai characters only',
  pattern_thaiOrEnglish: 'Thai or English letters only',
  pattern_japanese: 'Japanese characters only (Hiragana, Katakana, Kanji)',
  pattern_dateYmd: 'Use the date format yyyy-MM-dd',
  pattern_dateMdy: 'Use the date format MM-dd-yyyy',
  pattern_fullNameWithSpace: 'Enter your full name with a space between names',
  pattern_strongPassword:
    'Needs an uppercase letter, a lowercase letter, a digit and a symbol ({min}-{max} characters)',
  pattern_email: 'Enter a valid email address',
  pattern_phone: 'Enter a valid mobile number ({min} digits)',
};

/** Fills a message template: a single length when min equals max (spec 5). */
export function formatRuleMessage(
  failure: RuleFailure,
  templates: Record<string, string> = ruleMessagesEn,
): string {
  const template = templates[failure.key] ?? templates.pattern_any ?? 'Invalid value';
  const values: Record<string, number> =
    'length' in failure
      ? { length: failure.length, min: failure.length, max: failure.length }
      : 'min' in failure
        ? { min: failure.min, max: failure.max }
        : {};
  const filled = template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
  // "6-6 characters" reads badly: collapse an equal range to one number.
  return 'min' in failure && failure.min === failure.max
    ? filled.replace(`${failure.min}-${failure.max}`, String(failure.min))
    : filled;
}

/** Whole years from a yyyy-MM-dd birthday to `today`; null when the date is not real. */
export function ageOn(birthday: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age--;
  return age;
}
