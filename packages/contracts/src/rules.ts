import { z } from 'zod';

/** Fields that carry a registration validation rule (spec 3). */
export const ruleFields = [
  'username',
  'password',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'mobileNum',
  'affiliateCode',
  'captcha',
] as const;
export type RuleField = (typeof ruleFields)[number];

/** Pattern kinds of spec 5; the id selects both the regular expression and the message. */
export const patternIds = [
  'any',
  'length',
  'letterFirstAlnum',
  'digits',
  'lettersOrDigits',
  'lettersAndDigits',
  'alnumWithUpper',
  'englishAndSpaces',
  'noSpaces',
  'chinese',
  'korean',
  'thai',
  'thaiOrEnglish',
  'japanese',
  'dateYmd',
  'dateMdy',
  'fullNameWithSpace',
  'strongPassword',
  'email',
  'phone',
] as const;
export type PatternId = (typeof patternIds)[number];

export const validationRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.number().int().min(0).max(255),
  maxLength: z.number().int().min(0).max(255),
  acceptedPattern: z.string().max(500),
  patternId: z.enum(patternIds),
});
export type ValidationRule = z.infer<typeof validationRuleSchema>;

export const validationRulesSchema = z.partialRecord(z.enum(ruleFields), validationRuleSchema);
export type ValidationRules = z.infer<typeof validationRulesSchema>;

/**
 * Regular expression source per pattern kind (compiled with the 'u' flag); '*' accepts
 * anything. Merchants may serve their own `acceptedPattern`; these are the defaults.
 */
export const patternSources: Record<PatternId, string> = {
  any: '*',
  length: '*',
  letterFirstAlnum: '^[A-Za-z][A-Za-z0-9]*$',
  digits: '^[0-9]+$',
  lettersOrDigits: '^[A-Za-z0-9]+$',
  lettersAndDigits: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
  alnumWithUpper: '^(?=.*[A-Z])[A-Za-z0-9]+$',
  englishAndSpaces: '^[A-Za-z]+(?: [A-Za-z]+)*$',
  noSpaces: '^\\S+$',
  chinese: '^\\p{Script=Han}+$',
  korean: '^[\\p{Script=Hangul} ]+$',
  thai: '^[\\p{Script=Thai} ]+$',
  thaiOrEnglish: '^[\\p{Script=Thai}A-Za-z ]+$',
  japanese: '^[\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Han}ー]+$',
  dateYmd: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
  dateMdy: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$',
  fullNameWithSpace: '^\\p{L}+(?: \\p{L}+)+$',
  strongPassword: '^(?=.*\\p{Ll})(?=.*\\p{Lu})(?=.*\\d)(?=.*[^\\p{L}\\d\\s]).+$',
  email: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  phone: '^[0-9]+$',
};
