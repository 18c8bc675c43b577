import { z } from 'zod';
import { memberTypeSchema } from './identity.ts';
import { minorUnitsSchema } from './money.ts';
import { checkRecordRange, recordPageFields, recordRangeFields } from './records.ts';

/**
 * Agent contracts (spec 2 agent centre "my income", "dividend record", "daily wages", "hourly
 * salary", "real-time salary"; spec 3 "Contract"; spec 4 "Contract (offered by upline): accept, reject or
 * terminate"). An upline offers a direct downline agent a contract; the operator gives the top
 * agents theirs.
 *
 * - Daily salary: a rate on the team's valid bets (settled stakes) of each local day.
 * - Hourly salary: the same, of each local hour.
 * - Real-time salary: per settled bet of the team whose stake reaches a tier's single bet
 *   amount, a loss rate on the stake of a bet the player lost and a profit rate on the stake of
 *   one the player won or tied; settled every 5 minutes.
 * - Dividend: a rate on the team's net loss (stakes minus payouts of settled bets) of each
 *   period of the merchant (daily, weekly, semi-monthly or monthly); a period the team won
 *   pays nothing.
 *
 * A contract is a list of tiers; the best rate whose thresholds the period's figures meet
 * applies. Each agent is paid the difference between its own share and its contracted
 * downlines' shares ("level difference"), so an upline funds its downlines out of its own
 * share and the house pays the top agent's share once.
 */
export const contractKindSchema = z.enum(['dailySalary', 'hourSalary', 'realtimeSalary', 'dividend']);
export type ContractKind = z.infer<typeof contractKindSchema>;

/**
 * Spec 3 period types: D daily, W weekly (from Monday), H semi-monthly (1st and 16th), M
 * monthly; HR hourly, the hourly salary's (the spec gives it no letter, and H is taken); and RT
 * the real-time salary's 5-minute windows (spec 4 "settles every 5 minutes").
 */
export const contractPeriodSchema = z.enum(['D', 'W', 'H', 'M', 'HR', 'RT']);
export type ContractPeriod = z.infer<typeof contractPeriodSchema>;

/**
 * What a kind's rate applies to: the team's valid bets (a salary), its net loss (a dividend), or
 * the stake of each of its settled bets on its own (the real-time salary).
 */
export const CONTRACT_BASE: Record<ContractKind, 'validBet' | 'netLoss' | 'singleBet'> = {
  dailySalary: 'validBet',
  hourSalary: 'validBet',
  realtimeSalary: 'singleBet',
  dividend: 'netLoss',
};

/** The periods a merchant may settle a kind on: a salary's is in its name, a dividend's is chosen. */
export const CONTRACT_PERIODS: Record<ContractKind, readonly ContractPeriod[]> = {
  dailySalary: ['D'],
  hourSalary: ['HR'],
  realtimeSalary: ['RT'],
  dividend: ['D', 'W', 'H', 'M'],
};

/**
 * Rates are basis points: 150 is 1.5%. A salary pays at most 3% of valid bets (the real-time
 * salary at most 3% of a bet's stake, on both its rates), a dividend at most 50% of the loss.
 */
export const CONTRACT_MAX_RATE_BP: Record<ContractKind, number> = {
  dailySalary: 300,
  hourSalary: 300,
  realtimeSalary: 300,
  dividend: 5000,
};
export const CONTRACT_MAX_TIERS = 5;

/**
 * One tier of a contract. For the real-time salary the same fields read per settled bet:
 * `minValidBet` is the single bet amount (the stake one bet must reach), `rateBp` the profit
 * rate (on the stake of a bet the player won or tied), `lossRateBp` the loss rate (on the stake
 * of a bet the player lost), and `minActiveMembers` is 0. The other kinds have no `lossRateBp`.
 */
export const contractTierSchema = z
  .object({
    /** The team's valid bets in the period must reach this (minor units); real-time: one bet's stake. */
    minValidBet: minorUnitsSchema,
    /** Team members with a valid bet in the period. */
    minActiveMembers: z.number().int().min(0).max(100_000),
    /** The rate; real-time: the profit rate. */
    rateBp: z.number().int().min(1).max(5000),
    /** Real-time salary only: the loss rate. */
    lossRateBp: z.number().int().min(1).max(5000).optional(),
  })
  .strict();
export type ContractTier = z.infer<typeof contractTierSchema>;

/**
 * A kind's tiers, checked together (`path` leads to the list in the object checked):
 *
 * - Salaries and dividends: each tier asks at least as much as the one before, on both
 *   thresholds, and pays more. The best tier met is then also the last one met, and a higher
 *   figure never pays less. No loss rate.
 * - Real-time salary: every tier has a loss rate and no active-member threshold; each asks a
 *   bigger single bet than the one before and pays at least as much on both rates, more on one.
 */
export function checkContractTiers(
  kind: ContractKind,
  tiers: readonly ContractTier[],
  ctx: z.RefinementCtx,
  path: (string | number)[] = [],
) {
  const realtime = kind === 'realtimeSalary';
  tiers.forEach((tier, i) => {
    if (realtime && tier.lossRateBp === undefined)
      ctx.addIssue({ code: 'custom', path: [...path, i, 'lossRateBp'], message: 'A loss rate is required' });
    if (realtime && tier.minActiveMembers !== 0)
      ctx.addIssue({
        code: 'custom',
        path: [...path, i, 'minActiveMembers'],
        message: 'A real-time salary has no active-member threshold',
      });
    if (!realtime && tier.lossRateBp !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: [...path, i, 'lossRateBp'],
        message: 'Only a real-time salary has a loss rate',
      });
    if (i === 0) return;
    const before = tiers[i - 1] as ContractTier;
    if (realtime) {
      if (tier.minValidBet <= before.minValidBet)
        ctx.addIssue({
          code: 'custom',
          path: [...path, i],
          message: 'Each tier must ask a bigger single bet than the one before',
        });
      const [loss, lossBefore] = [tier.lossRateBp ?? 0, before.lossRateBp ?? 0];
      if (
        tier.rateBp < before.rateBp ||
        loss < lossBefore ||
        (tier.rateBp === before.rateBp && loss === lossBefore)
      )
        ctx.addIssue({
          code: 'custom',
          path: [...path, i, tier.rateBp < before.rateBp || loss === lossBefore ? 'rateBp' : 'lossRateBp'],
          message: 'Each tier must pay at least as much as the one before on both rates, and more on one',
        });
      return;
    }
    if (tier.minValidBet < before.minValidBet || tier.minActiveMembers < before.minActiveMembers)
      ctx.addIssue({
        code: 'custom',
        path: [...path, i],
        message: 'Each tier must ask at least as much as the one before',
      });
    if (tier.rateBp <= before.rateBp)
      ctx.addIssue({
        code: 'custom',
        path: [...path, i, 'rateBp'],
        message: 'Each tier must pay more than the one before',
      });
  });
}

/** One to five tiers; what they must be depends on the kind (checkContractTiers). */
export const contractTiersSchema = z.array(contractTierSchema).min(1).max(CONTRACT_MAX_TIERS);

/** The rate of the best tier the figures meet, or 0 when they meet none. */
export function rateFor(tiers: readonly ContractTier[], validBet: number, activeMembers: number): number {
  let rate = 0;
  for (const t of tiers)
    if (validBet >= t.minValidBet && activeMembers >= t.minActiveMembers && t.rateBp > rate) rate = t.rateBp;
  return rate;
}

/**
 * The real-time salary's rates for one settled bet of `stake` (minor units): the profit and
 * loss rates of the best tier whose single bet amount the stake reaches (both 0 when it reaches
 * none). Tiers climb on both rates, so the best is the highest of each.
 */
export function realtimeRatesFor(
  tiers: readonly ContractTier[],
  stake: number | bigint,
): { profitBp: number; lossBp: number } {
  const rates = { profitBp: 0, lossBp: 0 };
  for (const t of tiers)
    if (BigInt(stake) >= BigInt(t.minValidBet)) {
      rates.profitBp = Math.max(rates.profitBp, t.rateBp);
      rates.lossBp = Math.max(rates.lossBp, t.lossRateBp ?? 0);
    }
  return rates;
}

/**
 * A downline's tiers fit under its upline's when, at each tier's own thresholds, the upline's
 * contract pays at least as much (on both rates, for a real-time salary): the upline's team
 * holds the downline's, so its figures are never lower (and each of the downline's bets is one
 * of the upline's) and its share always covers the downline's. Returns the tiers that do not fit.
 */
export const tiersAboveUpline = (tiers: readonly ContractTier[], upline: readonly ContractTier[]): number[] =>
  tiers.flatMap((t, i) =>
    rateFor(upline, t.minValidBet, t.minActiveMembers) < t.rateBp ||
    (t.lossRateBp !== undefined && realtimeRatesFor(upline, t.minValidBet).lossBp < t.lossRateBp)
      ? [i]
      : [],
  );

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
 * `contracthoursalreq`, `realtimesalreqtype` and `divtypereq` are the `enabled` flags of the
 * daily salary, the hourly salary, the real-time salary and the dividend).
 */
export const contractSettingSchema = z.object({
  enabled: z.boolean(),
  period: contractPeriodSchema,
  maxRateBp: z.number().int(),
});
export const contractSettingsValueSchema = z.object({
  dailySalary: contractSettingSchema,
  hourSalary: contractSettingSchema,
  realtimeSalary: contractSettingSchema,
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
    checkContractTiers(body.kind, body.tiers, ctx, ['tiers']);
    const max = CONTRACT_MAX_RATE_BP[body.kind];
    body.tiers.forEach((tier, i) => {
      if (tier.rateBp > max)
        ctx.addIssue({ code: 'custom', path: ['tiers', i, 'rateBp'], message: `At most ${max / 100}%` });
      if (tier.lossRateBp !== undefined && tier.lossRateBp > max)
        ctx.addIssue({ code: 'custom', path: ['tiers', i, 'lossRateBp'], message: `At most ${max / 100}%` });
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
 *
 * A real-time salary's window counts only the qualifying bets (a stake reaching the contract's
 * lowest single bet amount): `validBet` is their stakes, `netLoss` their stakes minus payouts,
 * `activeMembers` the members who placed them, `share` the sum over them of stake × the rate of
 * the bet's tier (loss or profit rate), rounded down once, and `rateBp` the rate this comes to on
 * `validBet` (share × 10,000 / validBet, rounded down).
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
