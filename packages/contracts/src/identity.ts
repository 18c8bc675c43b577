import { z } from 'zod';

/**
 * Account types (spec 6): 0 player; agent types 1 affiliate, 2 agent, 41 sub-agent,
 * 42 master agent; 4 trial (free play) account.
 */
export const MemberType = {
  Player: 0,
  Affiliate: 1,
  Agent: 2,
  Trial: 4,
  SubAgent: 41,
  MasterAgent: 42,
} as const;
export const memberTypeSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(4),
  z.literal(41),
  z.literal(42),
]);
export type MemberTypeValue = z.infer<typeof memberTypeSchema>;
export const agentTypes: readonly number[] = [1, 2, 41, 42];
export const isAgentType = (type: number) => agentTypes.includes(type);

/** Sensitive fields travel RSA-OAEP encrypted: 'rsa:' + base64 ciphertext (spec 7 "encrypted"). */
export const ENCRYPTED_PREFIX = 'rsa:';
export const encryptedFieldSchema = z.string().min(1).max(1024);

const trimmed = (max: number) => z.string().trim().max(max);
export const countryDialingCodeSchema = z.string().regex(/^\d{1,4}$/, 'Country code is 1-4 digits');
export const mobileNumSchema = z.string().regex(/^\d{4,15}$/, 'Enter a valid mobile number');
export const verificationCodeSchema = z.string().trim().min(1).max(255);

export const publicKeyValueSchema = z.object({
  keyId: z.string(),
  algorithm: z.literal('RSA-OAEP-256'),
  spki: z.string(),
});

export const captchaValueSchema = z.object({ captchaId: z.string(), image: z.string() });

/** Answer to a captcha, sent with login and registration. */
const captchaFields = {
  captcha: trimmed(16).optional(),
  captchaId: z.string().max(64).optional(),
};

export const siteSchema = z.enum(['member', 'agent']);

export const loginBodySchema = z
  .object({
    type: z.literal('username').default('username'),
    username: trimmed(64).min(1, 'Enter username'),
    password: encryptedFieldSchema,
    site: siteSchema.default('member'),
    ...captchaFields,
  })
  .strict();
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginCodeBodySchema = z
  .object({
    type: z.literal('sms').default('sms'),
    countryDialingCode: countryDialingCodeSchema,
    mobileNum: mobileNumSchema,
    verificationCode: verificationCodeSchema,
    site: siteSchema.default('member'),
    ...captchaFields,
  })
  .strict();
export type LoginCodeBody = z.infer<typeof loginCodeBodySchema>;

export const freePlayBodySchema = z
  .object({
    os: trimmed(32).optional(),
    platform: z.literal('W').default('W'),
    random: z.string().max(1024).optional(),
  })
  .strict();

export const twoFactorMethodSchema = z.enum(['mobileNum', 'smsCode', 'email', 'bankAccountName', 'totp']);
export type TwoFactorMethod = z.infer<typeof twoFactorMethodSchema>;

export const twoFactorBodySchema = z
  .object({
    challengeId: z.string().min(1).max(128),
    method: twoFactorMethodSchema,
    answer: trimmed(255).min(1),
  })
  .strict();
export const twoFactorSendBodySchema = z
  .object({ challengeId: z.string().min(1).max(128), method: z.enum(['smsCode', 'email']) })
  .strict();

export const memberInfoSchema = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: memberTypeSchema,
  toUpline: z.string().nullable(),
  clubLabel: z.object({
    labelName: z.string(),
    color: z.string(),
    color2: z.string(),
    rankLevel: z.number().int(),
  }),
  memberLabel: z.array(z.object({ labelName: z.string() })),
  language: z.string().nullable(),
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  avatarUrl: z.string(),
  affiliateCode: z.string().nullable(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** Login and registration answer: a session, or the two-factor step that must come first. */
export const loginValueSchema = z.object({
  token: z.string().nullable(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The change-password step must run before anything else (weak or expired password). */
  mustChangePassword: z.boolean(),
  member: memberInfoSchema.nullable(),
  twoFactor: z
    .object({
      challengeId: z.string(),
      options: z.array(twoFactorMethodSchema),
      maskedMobile: z.string().nullable(),
      maskedEmail: z.string().nullable(),
    })
    .nullable(),
});
export type LoginValue = z.infer<typeof loginValueSchema>;

/** Registration (spec 3 "Registration user", spec 7 register payload). */
const registerCommon = {
  password: encryptedFieldSchema.optional(),
  confirmPassword: encryptedFieldSchema.optional(),
  payeeName: trimmed(100).optional(),
  email: trimmed(254).optional(),
  qqNum: trimmed(64).optional(),
  recommenderId: trimmed(64).optional(),
  verificationCode: z.string().trim().max(255).optional(),
  affiliateCode: trimmed(64).optional(),
  paymentPassword: encryptedFieldSchema.optional(),
  line: trimmed(64).optional(),
  whatsapp: trimmed(64).optional(),
  zalo: trimmed(64).optional(),
  facebook: trimmed(100).optional(),
  wechat: trimmed(64).optional(),
  idNumber: trimmed(64).optional(),
  referralCode: trimmed(64).optional(),
  domain: trimmed(255).optional(),
  registerUrl: z.string().max(2048).optional(),
  countryDialingCode: countryDialingCodeSchema.optional(),
  mobileNum: z.string().trim().max(20).optional(),
  birthday: z.string().trim().max(10).optional(),
  nickname: trimmed(64).optional(),
  agreeAge: z.literal(true, { error: 'You must confirm you are at least 18' }),
  agreeTerms: z.literal(true, { error: 'You must accept the terms' }),
  login: z.boolean().default(true),
  registerMethod: z.literal('WEB').default('WEB'),
  ...captchaFields,
};
export const registerBodySchema = z.object({ username: trimmed(64), ...registerCommon }).strict();
export const registerMobileBodySchema = z
  .object({ username: trimmed(64).optional(), ...registerCommon })
  .strict();
export type RegisterBody = z.infer<typeof registerMobileBodySchema>;

export const smsNoLoginBodySchema = z
  .object({
    countryDialingCode: countryDialingCodeSchema,
    mobileNum: mobileNumSchema,
    purpose: z.enum(['login', 'reset']).default('login'),
    ...captchaFields,
  })
  .strict();
export const smsRegisterBodySchema = z
  .object({
    countryDialingCode: countryDialingCodeSchema,
    mobileNum: mobileNumSchema,
    regType: z.enum(['username', 'mobile']).default('mobile'),
    ...captchaFields,
  })
  .strict();
export const smsSentValueSchema = z.object({
  expiredMinutes: z.number().int(),
  expirationTime: z.number().int(),
});

export const changePasswordBodySchema = z
  .object({
    oldPassword: encryptedFieldSchema.optional(),
    newPassword: encryptedFieldSchema,
    confirmNewPassword: encryptedFieldSchema,
  })
  .strict();
export const forgotByEmailBodySchema = z
  .object({ username: trimmed(64).min(1, 'Enter username'), email: trimmed(254).min(1, 'Enter email') })
  .strict();
export const resetByLinkBodySchema = z
  .object({
    token: z.string().min(16).max(128),
    newPassword: encryptedFieldSchema,
    confirmNewPassword: encryptedFieldSchema,
  })
  .strict();
export const resetByPhoneBodySchema = z
  .object({
    countryDialingCode: countryDialingCodeSchema,
    mobileNum: mobileNumSchema,
    verificationCode: verificationCodeSchema,
    newPassword: encryptedFieldSchema,
    confirmNewPassword: encryptedFieldSchema.optional(),
    /** The site the reset signs in to: an agent resets from the agent site (spec 6). */
    site: siteSchema.default('member'),
  })
  .strict();
export type ResetByPhoneBody = z.infer<typeof resetByPhoneBodySchema>;
export const languageBodySchema = z
  .object({ language: z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/) })
  .strict();
export const affiliateQuerySchema = z
  .object({ code: trimmed(64).min(1), domain: z.string().max(255).optional() })
  .strict();
export const affiliateValueSchema = z.object({ valid: z.literal(true), agentAccount: z.string() });

export const smsOutboxValueSchema = z.object({
  list: z.array(z.object({ to: z.string(), code: z.string(), purpose: z.string(), sentAt: z.string() })),
});

/** An account name shown to others (friends list, winners board), partly hidden: "jonathan" -> "jo***an". */
export function maskAccount(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}
