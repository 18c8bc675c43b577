import { z } from 'zod';
import { memberTypeSchema } from './identity.ts';
import { minorUnitsSchema } from './money.ts';
import { checkRecordRange, recordPageFields, recordRangeFields } from './records.ts';

/**
 * Agent contracts (spec 2 agent centre "my income", "dividend record", "daily wages", "hourly
 * salary"; spec 3 "Contract"; spec 4 "Contract (offered by upline): accept, reject or
 * terminate"). An upline offers a direct downline agent a contract; the operator gives the top
 * agents theirs.
 *
 * - Daily salary: a rate on the team's valid bets (settled stakes) of each local day.
 * - Hourly salary: the same, of each local hour.
 * - Dividend: a rate on the team's net loss (stakes minus payouts of settled bets) of each
 *   period of the merchant (daily, weekly, semi-monthly or monthly); a period the team won
 *   pays nothing.
 *
 * A contract is a list of tiers; the best rate whose thresholds the period's figures meet
 * applies. Each agent is paid the difference between its own share and its contracted
 * downlines' shares ("level difference"), so an upline funds its downlines out of its own
 * share and the house pays the top agent's share once.
 */
export const contractKindSchema = z.enum(['dailySalary', 'hourSalary', 'dividend']);
export type ContractKind = z.infer<typeof contractKindSchema>;

/**
 * Spec 3 period types: D daily, W weekly (from Monday), H semi-monthly (1st and 16th), M
 * monthly; and HR hourly, the hourly salary's (the spec gives it no letter, and H is taken).
 */
export const contractPeriodSchema = z.enum(['D', 'W', 'H', 'M', 'HR']);
export type ContractPeriod = z.infer<typeof contractPeriodSchema>;

/** What a kind's rate applies to: the team's valid bets (a salary) or its net loss (a dividend). */
export const CONTRACT_BASE: Record<ContractKind, 'validBet' | 'netLoss'> = {
  dailySalary: 'validBet',
  hourSalary: 'validBet',
  dividend: 'netLoss',
};

/** The periods a merchant may settle a kind on: a salary's is in its name, a dividend's is chosen. */
export const CONTRACT_PERIODS: Record<ContractKind, readonly ContractPeriod[]> = {
  dailySalary: ['D'],
  hourSalary: ['HR'],
  dividend: ['D', 'W', 'H', 'M'],
};

/** Rates are basis points: 150 is 1.5%. A salary pays at most 3% of valid bets, a dividend at most 50% of the loss. */
export const CONTRACT_MAX_RATE_BP: Record<ContractKind, number> = {
  dailySalary: 300,
  hourSalary: 300,
  dividend: 5000,
};
export const CONTRACT_MAX_TIERS = 5;

export const contractTierSchema = z
  .object({
    /** The team's valid bets in the period must reach this (minor units). */
    minValidBet: minorUnitsSchema,
    /** Team members with a valid bet in the period. */
    minActiveMembers: z.number().int().min(0).max(100_000),
    rateBp: z.number().int().min(1).max(5000),
  })
  .strict();
export type ContractTier = z.infer<typeof contractTierSchema>;

/**
 * Tiers climb: each asks at least as much as the one before, on both thresholds, and pays
 * more. The best tier met is then also the last one met, and a higher figure never pays less.
 */
export const checkTiers = (tiers: readonly ContractTier[], ctx: z.RefinementCtx) => {
  for (let i = 1; i < tiers.length; i++) {
    const [before, tier] = [tiers[i - 1] as ContractTier, tiers[i] as ContractTier];
    if (tier.minValidBet < before.minValidBet || tier.minActiveMembers < before.minActiveMembers)
      ctx.addIssue({
        code: 'custom',
        path: [i],
        message: 'Each tier must ask at least as much as the one before',
      });
    if (tier.rateBp <= before.rateBp)
      ctx.addIssue({
        code: 'custom',
        path: [i, 'rateBp'],
        message: 'Each tier must pay more than the one before',
      });
  }
};

export const contractTiersSchema = z
  .array(contractTierSchema)
  .min(1)
  .max(CONTRACT_MAX_TIERS)
  .superRefine(checkTiers);

/** The rate of the best tier the figures meet, or 0 when they meet none. */
export function rateFor(tiers: readonly ContractTier[], validBet: number, activeMembers: number): number {
  let rate = 0;
  for (const t of tiers)
    if (validBet >= t.minValidBet && activeMembers >= t.minActiveMembers && t.rateBp > rate) rate = t.rateBp;
  return rate;
}

/**
 * A downline's tiers fit under its upline's when, at each tier's own thresholds, the upline's
 * contract pays at least as much: the upline's team holds the downline's, so its figures are
 * never lower and its share always covers the downline's. Returns the tiers that do not fit.
 */
export const tiersAboveUpline = (tiers: readonly ContractTier[], upline: readonly ContractTier[]): number[] =>
  tiers.flatMap((t, i) => (rateFor(upline, t.minValidBet, t.minActiveMembers) < t.rateBp ? [i] : []));

export const contractStatusSchema = z.enum(['offered', 'active', 'rejected', 'ended']);
export type ContractStatus = z.infer<typeof contractStatusSchema>;

export const contractSchema = z.object({
  id: z.string(),
  kind: contractKindSchema,
  status: contractStatusSchema,
  tiers: z.array(contractTierSchema),
  /** 'house' when the operator set it, otherwise the upline's account. */
  offeredBy: z.string(),
  offeredAt: z.string(),
  acceptedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type Contract = z.infer<typeof contractSchema>;

/**
 * `GET /wps/agent/contracts/settings`: the consolidated agent settings (spec 3: `dailysalreqtype`,
 * `contracthoursalreq` and `divtypereq` are the `enabled` flags of the daily salary, the hourly
 * salary and the dividend).
 */
export const contractSettingSchema = z.object({
  enabled: z.boolean(),
  period: contractPeriodSchema,
  maxRateBp: z.number().int(),
});
export const contractSettingsValueSchema = z.object({
  dailySalary: contractSettingSchema,
  hourSalary: contractSettingSchema,
  dividend: contractSettingSchema,
} satisfies Record<ContractKind, typeof contractSettingSchema>);
export type ContractSettingsValue = z.infer<typeof contractSettingsValueSchema>;

export const CONTRACT_DOWNLINES_PAGE_SIZE = 10;

/** `GET /wps/agent/contracts`: the agent's own contract of a kind and its direct downline agents'. */
export const contractsQuerySchema = z
  .object({
    kind: contractKindSchema,
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(CONTRACT_DOWNLINES_PAGE_SIZE),
  })
  .strict();
export type ContractsQuery = z.infer<typeof contractsQuerySchema>;

/** A contract holder's pair: the contract in force and an offer waiting for an answer. */
const contractPairFields = {
  active: contractSchema.nullable(),
  offered: contractSchema.nullable(),
};

export const downlineContractsSchema = z.object({
  account: z.string(),
  type: memberTypeSchema,
  ...contractPairFields,
});
export type DownlineContracts = z.infer<typeof downlineContractsSchema>;

export const contractsValueSchema = z.object({
  kind: contractKindSchema,
  period: contractPeriodSchema,
  currency: z.string(),
  mine: z.object(contractPairFields),
  /** Direct downlines with an agent type, by account name. */
  downlines: z.array(downlineContractsSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type ContractsValue = z.infer<typeof contractsValueSchema>;

/** `PUT /wps/agent/contracts/offer`: offer a direct downline agent a contract (it replaces an unanswered offer). */
export const offerContractBodySchema = z
  .object({
    kind: contractKindSchema,
    account: z.string().trim().min(1).max(64),
    tiers: contractTiersSchema,
  })
  .strict()
  .superRefine((body, ctx) => {
    const max = CONTRACT_MAX_RATE_BP[body.kind];
    body.tiers.forEach((tier, i) => {
      if (tier.rateBp > max)
        ctx.addIssue({ code: 'custom', path: ['tiers', i, 'rateBp'], message: `At most ${max / 100}%` });
    });
  });
export type OfferContractBody = z.infer<typeof offerContractBodySchema>;

export const contractValueSchema = z.object({ contract: contractSchema });
export type ContractValue = z.infer<typeof contractValueSchema>;

/**
 * `POST /wps/agent/contracts/respond`: accept or reject an offer made to the agent. Accepting
 * tiers under which a downline's contract no longer fits is refused with CONTRACT_ENDS_DOWNLINES
 * (naming those downlines) unless `endDownlineContracts` says to end them (spec 4: "after a
 * warning").
 */
export const respondContractBodySchema = z
  .object({
    contractId: z.string().regex(/^\d{1,18}$/),
    decision: z.enum(['accept', 'reject']),
    endDownlineContracts: z.boolean().default(false),
  })
  .strict();
export type RespondContractBody = z.infer<typeof respondContractBodySchema>;

/** Accounts whose contracts ended with this change, at any depth (a contract ends with its upline's). */
export const endedContractsSchema = z.array(z.string());

export const respondContractValueSchema = z.object({
  contract: contractSchema,
  endedDownlines: endedContractsSchema,
});
export type RespondContractValue = z.infer<typeof respondContractValueSchema>;

/** The `value` of a CONTRACT_ENDS_DOWNLINES error: the downlines whose contracts accepting would end. */
export const contractEndsDownlinesSchema = z.object({ accounts: z.array(z.string()) });

/**
 * `POST /wps/agent/contracts/end`: end a contract in force or withdraw an offer. With `account`
 * the upline ends its direct downline's; without it the agent ends its own. The contracts below
 * end with it.
 */
export const endContractBodySchema = z
  .object({
    kind: contractKindSchema,
    account: z.string().trim().min(1).max(64).optional(),
  })
  .strict();
export type EndContractBody = z.infer<typeof endContractBodySchema>;

export const endContractValueSchema = z.object({ ended: endedContractsSchema });
export type EndContractValue = z.infer<typeof endContractValueSchema>;

/** `GET /wps/agent/income`: the agent's settled periods ("my income") that overlap the range, newest first. */
export const incomeQuerySchema = z
  .object({
    ...recordRangeFields,
    ...recordPageFields,
    kind: contractKindSchema.optional(),
  })
  .strict()
  .superRefine(checkRecordRange);
export type IncomeQuery = z.infer<typeof incomeQuerySchema>;

/**
 * One settled period of one contract. `share` is the rate applied to the base (valid bets for a
 * salary, the net loss for a dividend), rounded down; `downlineShares` is what the contracted
 * downlines earned out of it; `amount` = share − downlineShares, paid to the agent's wallet.
 */
export const incomeSchema = z.object({
  id: z.string(),
  kind: contractKindSchema,
  periodStart: z.string(),
  periodEnd: z.string(),
  validBet: minorUnitsSchema,
  /** Team stakes minus payouts of the settled bets: positive when the team lost. */
  netLoss: z.number().int(),
  activeMembers: z.number().int().nonnegative(),
  rateBp: z.number().int().nonnegative(),
  share: minorUnitsSchema,
  downlineShares: minorUnitsSchema,
  amount: minorUnitsSchema,
  settledAt: z.string(),
});
export type Income = z.infer<typeof incomeSchema>;

export const incomeValueSchema = z.object({
  list: z.array(incomeSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  currency: z.string(),
  /** The sum paid over every period of the filter, not only this page. */
  totalAmount: minorUnitsSchema,
});
export type IncomeValue = z.infer<typeof incomeValueSchema>;
