import { z } from 'zod';
import { encryptedFieldSchema, isAgentType, MemberType, memberTypeSchema } from './identity.ts';
import { minorUnitsSchema } from './money.ts';
import {
  accountRecordSchema,
  betProductSchema,
  betRecordSchema,
  betStatusSchema,
  checkRecordRange,
  recordCategorySchema,
  recordLanguageFields,
  recordPageFields,
  recordRangeFields,
} from './records.ts';

/**
 * The agent centre (spec 2 "Agent centre modal", spec 6): an agent's view of the accounts
 * under it. The team is every account below the agent in the tree, at any depth; the direct
 * downlines are the accounts one level down, the only ones an agent manages itself.
 */

/** Periods of the team overview, counted in the merchant's time zone. */
export const overviewPeriodSchema = z.enum(['today', 'yesterday', 'last7Days', 'thisMonth']);
export type OverviewPeriod = z.infer<typeof overviewPeriodSchema>;

export const teamOverviewQuerySchema = z.object({ period: overviewPeriodSchema.default('today') }).strict();
export type TeamOverviewQuery = z.infer<typeof teamOverviewQuerySchema>;

/** Counts are accounts; money is minor units of `currency`. The agent itself is not in its team. */
export const teamOverviewValueSchema = z.object({
  period: overviewPeriodSchema,
  /** Start (inclusive) and end (exclusive) of the period, ISO timestamps. */
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  directMembers: z.number().int().nonnegative(),
  teamMembers: z.number().int().nonnegative(),
  /** Team accounts registered in the period. */
  newMembers: z.number().int().nonnegative(),
  /** Team accounts with at least one bet placed in the period. */
  activeMembers: z.number().int().nonnegative(),
  /** The team's wallet balances now, whatever the period. */
  teamBalance: minorUnitsSchema,
  /** Deposits approved in the period. */
  deposits: minorUnitsSchema,
  /** Withdrawals approved or paid in the period. */
  withdrawals: minorUnitsSchema,
  /** Bets placed in the period (cancelled and rolled-back rounds left out). */
  betCount: z.number().int().nonnegative(),
  stake: minorUnitsSchema,
  payout: minorUnitsSchema,
  /** The team's result: payout minus stake (negative when the team lost). */
  netResult: z.number().int(),
});
export type TeamOverviewValue = z.infer<typeof teamOverviewValueSchema>;

/**
 * What an agent may open under itself (register centre). Everyone with an agent type creates
 * players; a master agent creates agents and an agent creates sub-agents, so the tree keeps
 * master agent > agent > sub-agent > player. Affiliates and sub-agents create players only.
 */
export const downlineKindSchema = z.enum(['player', 'agent']);
export type DownlineKind = z.infer<typeof downlineKindSchema>;

const agentTypeBelow: Partial<Record<number, number>> = {
  [MemberType.MasterAgent]: MemberType.Agent,
  [MemberType.Agent]: MemberType.SubAgent,
};

/** The account type a downline of `kind` gets under an agent of `agentType`, or null when not allowed. */
export function downlineTypeFor(agentType: number, kind: DownlineKind): number | null {
  if (!isAgentType(agentType)) return null;
  if (kind === 'player') return MemberType.Player;
  return agentTypeBelow[agentType] ?? null;
}

/** The kinds an agent of `agentType` may create, in the order the form offers them. */
export const downlineKindsFor = (agentType: number): DownlineKind[] =>
  downlineKindSchema.options.filter((kind) => downlineTypeFor(agentType, kind) !== null);

/**
 * `PUT /wps/agent/downline`: open an account one level down. Username and password follow the
 * merchant's registration rules (spec 5); both passwords travel RSA-OAEP encrypted (spec 7).
 */
export const createDownlineBodySchema = z
  .object({
    kind: downlineKindSchema,
    username: z.string().trim().max(64),
    password: encryptedFieldSchema,
    confirmPassword: encryptedFieldSchema,
    nickname: z.string().trim().max(64).optional(),
  })
  .strict();
export type CreateDownlineBody = z.infer<typeof createDownlineBodySchema>;

export const createDownlineValueSchema = z.object({
  account: z.string(),
  type: memberTypeSchema,
});
export type CreateDownlineValue = z.infer<typeof createDownlineValueSchema>;

export const DOWNLINES_PAGE_SIZE = 10;

/** `GET /wps/agent/downlines`: the direct downlines, newest first, optionally by account name. */
export const downlinesQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(DOWNLINES_PAGE_SIZE),
    /** Part of an account name, case-insensitive. */
    account: z.string().trim().max(64).optional(),
  })
  .strict();
export type DownlinesQuery = z.infer<typeof downlinesQuerySchema>;

export const downlineSchema = z.object({
  account: z.string(),
  nickname: z.string().nullable(),
  type: memberTypeSchema,
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Wallet balance now, minor units of the list's currency. */
  balance: minorUnitsSchema,
  /** Accounts below this downline, at any depth. */
  teamMembers: z.number().int().nonnegative(),
});
export type Downline = z.infer<typeof downlineSchema>;

export const downlinesValueSchema = z.object({
  list: z.array(downlineSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  currency: z.string(),
});
export type DownlinesValue = z.infer<typeof downlinesValueSchema>;

/**
 * Team reports (spec 2 agent centre "team betting" and "user profit and loss"): the same range
 * rules as the member's own records (ISO instants, `from` inclusive, `to` exclusive, at most
 * 92 days), over every account of the team. `account` narrows to one team member (exact name,
 * case-insensitive); a name outside the team finds nothing.
 */
const teamAccountField = { account: z.string().trim().min(1).max(64).optional() };

export const teamBetsQuerySchema = z
  .object({
    ...recordRangeFields,
    ...recordPageFields,
    ...teamAccountField,
    ...recordLanguageFields,
    status: betStatusSchema.optional(),
    product: betProductSchema.optional(),
  })
  .strict()
  .superRefine(checkRecordRange);
export type TeamBetsQuery = z.infer<typeof teamBetsQuerySchema>;

export const teamBetSchema = betRecordSchema.extend({ account: z.string() });
export type TeamBet = z.infer<typeof teamBetSchema>;

/** `GET /wps/agent/team/bets`: newest first; the summary covers every matching bet, not the page. */
export const teamBetsValueSchema = z.object({
  list: z.array(teamBetSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  summary: z.object({
    bets: z.number().int().nonnegative(),
    stake: minorUnitsSchema,
    payout: minorUnitsSchema,
    /** Payout minus stake of the settled bets (as the member's own betting record counts it). */
    profit: z.number().int(),
  }),
});
export type TeamBetsValue = z.infer<typeof teamBetsValueSchema>;

export const teamProfitQuerySchema = z
  .object({ ...recordRangeFields, ...recordPageFields, ...teamAccountField })
  .strict()
  .superRefine(checkRecordRange);
export type TeamProfitQuery = z.infer<typeof teamProfitQuerySchema>;

/** One team member's money and play over the range; cancelled and rolled-back rounds left out. */
export const memberProfitSchema = z.object({
  account: z.string(),
  type: memberTypeSchema,
  deposits: minorUnitsSchema,
  withdrawals: minorUnitsSchema,
  bets: z.number().int().nonnegative(),
  stake: minorUnitsSchema,
  payout: minorUnitsSchema,
  /** Payout minus stake. */
  profit: z.number().int(),
});
export type MemberProfit = z.infer<typeof memberProfitSchema>;

/**
 * `GET /wps/agent/team/profit`: the team members with any deposit, withdrawal or bet in the
 * range, the biggest stake first (then by account); `totals` covers all of them, not the page.
 */
export const teamProfitValueSchema = z.object({
  list: z.array(memberProfitSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  totals: memberProfitSchema.omit({ account: true, type: true }),
});
export type TeamProfitValue = z.infer<typeof teamProfitValueSchema>;

/**
 * Downline transaction details (spec 2 agent centre): the team's wallet movements, as each
 * member's own account record lists them, with the member's account; `category` as there.
 */
export const teamTransactionsQuerySchema = z
  .object({
    ...recordRangeFields,
    ...recordPageFields,
    ...teamAccountField,
    category: recordCategorySchema.optional(),
  })
  .strict()
  .superRefine(checkRecordRange);
export type TeamTransactionsQuery = z.infer<typeof teamTransactionsQuerySchema>;

export const teamTransactionSchema = accountRecordSchema.extend({ account: z.string() });
export type TeamTransaction = z.infer<typeof teamTransactionSchema>;

/** `GET /wps/agent/team/transactions`: newest first. */
export const teamTransactionsValueSchema = z.object({
  list: z.array(teamTransactionSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
});
export type TeamTransactionsValue = z.infer<typeof teamTransactionsValueSchema>;
