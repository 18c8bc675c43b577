import { z } from 'zod';
import { resourceTypes, whitelabelFlags } from './constants.ts';
import { validationRulesSchema } from './rules.ts';

/** A node of the whitelabel settings tree (spec 3): '1' means enabled. */
export type WhitelabelNode = { modId: string; enabled: '0' | '1'; childrenNodes: WhitelabelNode[] };
export const whitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.enum(['0', '1']),
    childrenNodes: z.array(whitelabelNodeSchema),
  }),
);
export const whitelabelTreeSchema = z.array(whitelabelNodeSchema);

export const resourceSchema = z.object({
  resourceType: z.enum(resourceTypes),
  url: z.string(),
  qrCodeUrl: z.string().nullable(),
  labelNameEn: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

/** Registration settings: the rules per field plus the switches that shape the form (spec 5). */
export const registerSettingsSchema = z.object({
  rules: validationRulesSchema,
  captchaEnabled: z.boolean(),
  captchaRequired: z.boolean(),
  smsVerificationForUsername: z.boolean(),
  birthdayRequired: z.boolean(),
  minAge: z.number().int(),
  agreementAge: z.number().int(),
  phoneLengths: z.record(z.string(), z.number().int()),
  defaultCountryDialingCode: z.string(),
  /**
   * The welcome bonus (spec 1 "new-member registration bonus") in minor units, paid into the
   * main wallet of an account a visitor registers; 0 when the merchant offers none.
   */
  welcomeBonus: z.number().int().nonnegative().default(0),
});
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;

export const languageSchema = z.object({ code: z.string(), name: z.string() });

/** A language code as the merchant lists them: `en`, `vi`, `zh-CN`. */
export const languageCodeSchema = z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'A language code');

/**
 * The query of a read of operator content (help, announcements, promotions, points-mall
 * rewards): the language the site is shown in; the merchant's default when absent.
 */
export const contentLanguageQuerySchema = z.object({ language: languageCodeSchema.optional() });
export const languagesSchema = z.object({ list: z.array(languageSchema), default: z.string() });
export type Languages = z.infer<typeof languagesSchema>;

/** Customer service links: type 3 is the customer-service chat (spec 3 "Service info"). */
export const customerServiceSchema = z.object({
  version: z.object({ pathList: z.array(z.object({ type: z.number().int(), path: z.string() })) }),
});

export const systemInfoSchema = z.object({
  whitelabel: whitelabelTreeSchema,
  register: registerSettingsSchema,
  resources: z.array(resourceSchema),
  customerService: customerServiceSchema,
  analytics: z.object({ gtagId: z.string().nullable() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  /** The merchant's domains whose side menu leaves out the app download (spec 2 side menu). */
  appDownloadHiddenOn: z.array(z.string()),
  languages: languagesSchema,
  brand: z.object({
    name: z.string(),
    merchantCode: z.string(),
    currency: z.string(),
    currencySymbol: z.string(),
    loginRequired: z.boolean(),
    timeZone: z.string(),
  }),
});
export type SystemInfo = z.infer<typeof systemInfoSchema>;

export const statusQuerySchema = z.object({ url: z.string().max(2048).optional() }).strict();

export const systemStatusValueSchema = z.object({
  /** 0 normal, 1 maintenance (wins), 2 region restricted. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenance: z
    .object({
      endTime: z.string().nullable(),
      info: z.string().nullable(),
      contactUrl: z.string().nullable(),
    })
    .nullable(),
  regionRestriction: z.boolean(),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
  info: systemInfoSchema,
});
export type SystemStatusValue = z.infer<typeof systemStatusValueSchema>;

export const domainRouteValueSchema = z.object({
  domainList: z.array(z.object({ domain: z.string(), speed: z.number().nullable() })),
});

/**
 * `GET /wps/system/ping` on each route line (spec 2 network speed test): the smallest answer the
 * server gives, readable from any of the merchant's lines (CORS). `t` only defeats caches.
 */
export const pingQuerySchema = z.object({ t: z.string().max(32).optional() }).strict();
export const pingValueSchema = z.object({ at: z.string() });
export type PingValue = z.infer<typeof pingValueSchema>;

/** Spec 9: the speed test goes to the fastest line after this many seconds, unless stopped. */
export const SPEED_TEST_REDIRECT_SECONDS = 5;

export const whitelabelFlagSchema = z.enum(whitelabelFlags);

/** Operator admin commands (loopback admin endpoint and `npm run ops`). */
export const maintenanceCommandSchema = z
  .object({
    on: z.boolean(),
    until: z.iso.datetime({ offset: true }).nullable().optional(),
    info: z.string().max(2000).nullable().optional(),
  })
  .strict();
export const regionCommandSchema = z
  .object({ country: z.string().regex(/^[A-Za-z]{2}$/), blocked: z.boolean() })
  .strict();
export const ipCommandSchema = z.object({ cidr: z.string().min(2).max(64), blocked: z.boolean() }).strict();

/** True when the flag's node exists anywhere in the tree with enabled '1'. */
export function isWhitelabelOn(tree: readonly WhitelabelNode[], flag: string): boolean {
  for (const node of tree) {
    if (node.modId === flag) return node.enabled === '1';
    if (isWhitelabelOn(node.childrenNodes, flag)) return true;
  }
  return false;
}
