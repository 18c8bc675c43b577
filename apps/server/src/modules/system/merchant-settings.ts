import { type ResourceType, resourceTypes } from '@portal/contracts/constants';
import {
  type PatternId,
  patternIds,
  type RuleField,
  ruleFields,
  type ValidationRules,
} from '@portal/contracts/rules';
import {
  registerSettingsSchema,
  type SystemInfo,
  systemInfoSchema,
  type WhitelabelNode,
} from '@portal/contracts/system';
import { type CidrRange, parseCidr } from './ip-rules.ts';
import type { MerchantSettingsRows } from './system.repo.ts';

/** One merchant's settings, shaped once per cache period and shared by every request. */
export type MerchantSettings = {
  id: string;
  code: string;
  maintenance: { on: boolean; until: Date | null; info: string | null; contactUrl: string | null };
  blockedCountries: ReadonlySet<string>;
  blockedRanges: readonly CidrRange[];
  domains: { domain: string; isRoute: boolean }[];
  twoFactorMethods: readonly string[];
  currencyExponent: number;
  passwordMaxAgeDays: number;
  cashier: CashierSettings;
  /** The VIP club ladder, lowest rank first (empty: everyone is at the standard level). */
  clubLevels: readonly ClubLevel[];
  info: SystemInfo;
  /** `info` serialised once per cache period: the status call sends it as it is. */
  infoJson: string;
};

export type ClubLevel = {
  rank: number;
  name: string;
  color: string;
  color2: string;
  minDeposit: bigint;
  /** Basis points the level adds to each rebate rate the merchant pays. */
  rebateBonusBp: number;
  /** The level's withdrawal limits; null keeps the level below's (cashier/withdrawal-limits.ts). */
  withdrawMax: bigint | null;
  withdrawDailyCount: number | null;
};

/** Withdrawal limits and wallet mode; a merchant without a row gets these. */
export type CashierSettings = {
  withdrawMin: bigint;
  withdrawMax: bigint;
  withdrawDailyCount: number;
  forceReceiveMinutes: number;
  /** Vendor codes with their own transfer wallet; empty means one seamless wallet. */
  transferWallets: readonly string[];
  /** Turnover owed before a withdrawal, as a percentage of each deposit and each bonus (0: none). */
  depositTurnoverPct: number;
  bonusTurnoverPct: number;
};

function buildCashier(row: MerchantSettingsRows['cashier']): CashierSettings {
  return {
    withdrawMin: BigInt(row?.withdraw_min ?? 10_000),
    withdrawMax: BigInt(row?.withdraw_max ?? 5_000_000),
    withdrawDailyCount: row?.withdraw_daily_count ?? 5,
    forceReceiveMinutes: row?.force_receive_minutes ?? 30,
    transferWallets: row?.transfer_wallets ?? [],
    depositTurnoverPct: row?.deposit_turnover_pct ?? 0,
    bonusTurnoverPct: row?.bonus_turnover_pct ?? 0,
  };
}

/** Builds the whitelabel tree from flat (modId, parent) rows, keeping their order. */
export function buildWhitelabelTree(rows: MerchantSettingsRows['features']): WhitelabelNode[] {
  const nodes = new Map<string, WhitelabelNode>();
  for (const row of rows)
    nodes.set(row.mod_id, { modId: row.mod_id, enabled: row.enabled ? '1' : '0', childrenNodes: [] });
  const roots: WhitelabelNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.mod_id) as WhitelabelNode;
    const parent = row.parent_mod_id ? nodes.get(row.parent_mod_id) : undefined;
    (parent ? parent.childrenNodes : roots).push(node);
  }
  return roots;
}

const isRuleField = (v: string): v is RuleField => (ruleFields as readonly string[]).includes(v);
const isPatternId = (v: string): v is PatternId => (patternIds as readonly string[]).includes(v);
const isResourceType = (v: string): v is ResourceType => (resourceTypes as readonly string[]).includes(v);

function buildRules(rows: MerchantSettingsRows['rules']): ValidationRules {
  const rules: ValidationRules = {};
  for (const row of rows) {
    if (!isRuleField(row.field) || !isPatternId(row.pattern_id)) continue;
    rules[row.field] = {
      enabled: row.enabled,
      required: row.required,
      minLength: row.min_length,
      maxLength: row.max_length,
      acceptedPattern: row.accepted_pattern,
      patternId: row.pattern_id,
    };
  }
  return rules;
}

export function toMerchantSettings(rows: MerchantSettingsRows): MerchantSettings {
  const settings = buildSettings(rows);
  // Parsing through the schema keeps the cached JSON a whitelist, like every other response.
  return { ...settings, infoJson: JSON.stringify(systemInfoSchema.parse(settings.info)) };
}

function buildSettings(rows: MerchantSettingsRows): Omit<MerchantSettings, 'infoJson'> {
  const { merchant } = rows;
  const options = registerSettingsSchema.omit({ rules: true }).parse(merchant.register_options);
  const serviceUrl = rows.serviceLinks.find((l) => l.type === 3)?.path ?? null;
  return {
    id: merchant.id,
    code: merchant.code,
    maintenance: {
      on: merchant.maintenance_on,
      until: merchant.maintenance_until,
      info: merchant.maintenance_info,
      contactUrl: merchant.maintenance_contact_url ?? serviceUrl,
    },
    blockedCountries: new Set(rows.countries.map((c) => c.country)),
    blockedRanges: rows.ips.map((r) => parseCidr(r.cidr)).filter((r): r is CidrRange => r !== null),
    domains: rows.domains.map((d) => ({ domain: d.domain, isRoute: d.is_route })),
    twoFactorMethods: merchant.two_factor_methods,
    currencyExponent: merchant.currency_exponent,
    passwordMaxAgeDays: merchant.password_max_age_days,
    cashier: buildCashier(rows.cashier),
    clubLevels: rows.clubLevels.map((l) => ({
      rank: l.rank,
      name: l.name,
      color: l.color,
      color2: l.color2,
      minDeposit: BigInt(l.min_deposit),
      rebateBonusBp: l.rebate_bonus_bp,
      withdrawMax: l.withdraw_max === null ? null : BigInt(l.withdraw_max),
      withdrawDailyCount: l.withdraw_daily_count,
    })),
    info: {
      whitelabel: buildWhitelabelTree(rows.features),
      register: { ...options, rules: buildRules(rows.rules) },
      resources: rows.resources
        .filter((r) => isResourceType(r.resource_type))
        .map((r) => ({
          resourceType: r.resource_type as ResourceType,
          url: r.url,
          qrCodeUrl: r.qr_code_url,
          labelNameEn: r.label_name_en,
        })),
      customerService: {
        version: { pathList: rows.serviceLinks.map((l) => ({ type: l.type, path: l.path })) },
      },
      analytics: { gtagId: merchant.gtag_id },
      imageCDNs: rows.cdns.filter((c) => c.kind === 'image').map((c) => c.url),
      launchGameCDNs: rows.cdns.filter((c) => c.kind === 'launch').map((c) => c.url),
      appDownloadHiddenOn: rows.domains.filter((d) => !d.app_download).map((d) => d.domain),
      languages: {
        list: rows.languages.map((l) => ({ code: l.code, name: l.name })),
        default: merchant.default_language,
      },
      brand: {
        name: merchant.name,
        merchantCode: merchant.code,
        currency: merchant.currency,
        currencySymbol: merchant.currency_symbol,
        loginRequired: merchant.login_required,
        timeZone: merchant.time_zone,
      },
    },
  };
}
