import {
  type PatternId,
  patternSources,
  type RuleField,
  type ValidationRules,
} from '@portal/contracts/rules';
import type { RegisterSettings } from '@portal/contracts/system';

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

export const demoRules: ValidationRules = Object.fromEntries(
  seed.map(([field, required, minLength, maxLength, patternId]) => [
    field,
    { enabled: true, required, minLength, maxLength, acceptedPattern: patternSources[patternId], patternId },
  ]),
);

/** The demo merchant's registration settings, as the server serves them. */
export const demoRegisterSettings: RegisterSettings = {
  rules: demoRules,
  captchaEnabled: true,
  captchaRequired: false,
  smsVerificationForUsername: false,
  birthdayRequired: true,
  minAge: 21,
  agreementAge: 18,
  phoneLengths: { '84': 9, '66': 9, '1': 10, '86': 11 },
  defaultCountryDialingCode: '84',
  welcomeBonus: 0,
};
