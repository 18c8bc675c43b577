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

export const validationRulesSchema = z.record(z.enum(ruleFields), validationRuleSchema);
export type ValidationRules = z.infer<typeof validationRulesSchema>;
