import { z } from 'zod';
import { minorUnitsSchema } from './money.ts';

/** Ledger movement types a member can see, grouped for the account-record filter (spec 2). */
export const recordCategories = {
  deposit: ['deposit'],
  withdrawal: ['withdraw_request', 'withdraw_reject', 'withdraw_paid'],
  transfer: ['transfer_upline', 'transfer_downline', 'wallet_transfer'],
  betting: ['bet', 'bet_payout', 'bet_refund'],
  bonus: [
    'rebate',
    'salary',
    'hour_salary',
    'realtime_salary',
    'dividend',
    'referral_bonus',
    'points_convert',
    'points_redeem',
    'mission_reward',
    'mission_prize',
    'promotion_bonus',
    'raffle_prize',
    'checkin_reward',
    'welcome_bonus',
    'club_bonus',
  ],
} as const;
export type RecordCategory = keyof typeof recordCategories;
export const recordCategorySchema = z.enum(['deposit', 'withdrawal', 'transfer', 'betting', 'bonus']);

/** The longest range one query may cover. */
export const MAX_RECORD_RANGE_DAYS = 92;

/** A date range in the member's terms: ISO instants, `from` inclusive and `to` exclusive. */
export const recordRangeFields = {
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
};
export const recordPageFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
/** The language game names are given in, as the lobby's (`gameList`'s `language`); English without it. */
export const recordLanguageFields = { language: z.string().max(8).optional() };
export const checkRecordRange = (v: { from: string; to: string }, ctx: z.RefinementCtx) => {
  const from = Date.parse(v.from);
  const to = Date.parse(v.to);
  if (to <= from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end must be after the start' });
  else if (to - from > MAX_RECORD_RANGE_DAYS * 86_400_000)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `A range covers ${MAX_RECORD_RANGE_DAYS} days at most`,
    });
};

export const accountRecordsQuerySchema = z
  .object({ ...recordRangeFields, ...recordPageFields, category: recordCategorySchema.optional() })
  .strict()
  .superRefine(checkRecordRange);
export type AccountRecordsQuery = z.infer<typeof accountRecordsQuerySchema>;

export const accountRecordSchema = z.object({
  id: z.string(),
  type: z.string(),
  category: recordCategorySchema.nullable(),
  /** Signed: money into this wallet is positive. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  wallet: z.string(),
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type AccountRecord = z.infer<typeof accountRecordSchema>;

const pagedFields = { page: z.number().int(), pageSize: z.number().int(), total: z.number().int() };
export const accountRecordsValueSchema = z.object({ list: z.array(accountRecordSchema), ...pagedFields });

/** The bonus kinds (spec 2 member centre `bonusDetails`): the bonus category's movement types. */
export const bonusTypeSchema = z.enum(recordCategories.bonus);
export type BonusType = z.infer<typeof bonusTypeSchema>;

export const bonusRecordsQuerySchema = z
  .object({ ...recordRangeFields, ...recordPageFields, type: bonusTypeSchema.optional() })
  .strict()
  .superRefine(checkRecordRange);
export type BonusRecordsQuery = z.infer<typeof bonusRecordsQuerySchema>;

/**
 * `GET /wps/records/bonus`: the bonuses credited over the range (one type, or all), newest first,
 * with the sum and count of each type over the whole range, whatever the page or type filter.
 */
export const bonusRecordsValueSchema = z.object({
  list: z.array(accountRecordSchema),
  ...pagedFields,
  totals: z.array(z.object({ type: bonusTypeSchema, amount: z.number().int(), count: z.number().int() })),
  /** All types together over the range, minor units. */
  sum: z.number().int(),
});
export type BonusRecordsValue = z.infer<typeof bonusRecordsValueSchema>;

export const betStatusSchema = z.enum(['open', 'settled', 'cancelled', 'rolled_back']);
export const betProductSchema = z.enum(['game', 'lottery']);
export const bettingRecordsQuerySchema = z
  .object({
    ...recordRangeFields,
    ...recordPageFields,
    ...recordLanguageFields,
    status: betStatusSchema.optional(),
    product: betProductSchema.optional(),
  })
  .strict()
  .superRefine(checkRecordRange);
export const betRecordSchema = z.object({
  id: z.string(),
  product: betProductSchema,
  vendor: z.string(),
  /** The vendor's name as the lobby shows it; null for one without a catalogue entry (the lotteries). */
  vendorName: z.string().nullable(),
  gameCode: z.string(),
  /**
   * In the language asked for, as the player saw the game: a lottery game as the lottery pages
   * name it ("5D Lotto · 1 min"), any other as the lobby names it (where the catalogue has it in
   * that language).
   */
  gameName: z.string(),
  /** The vendor's round; for a lottery bet, its draw number ("20261127-1440"), shared by the draw's bets. */
  roundId: z.string(),
  stake: minorUnitsSchema,
  /** Null while the bet is open (not settled yet): it has no payout until then. */
  payout: minorUnitsSchema.nullable(),
  status: betStatusSchema,
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;
export const bettingRecordsValueSchema = z.object({
  list: z.array(betRecordSchema),
  ...pagedFields,
  summary: z.object({ stake: minorUnitsSchema, payout: minorUnitsSchema, profit: z.number().int() }),
});

export const profitQuerySchema = z.object(recordRangeFields).strict().superRefine(checkRecordRange);
/** Personal profit and loss over a range (spec 2 personalProfit). */
export const profitValueSchema = z.object({
  deposits: minorUnitsSchema,
  withdrawals: minorUnitsSchema,
  stake: minorUnitsSchema,
  payout: minorUnitsSchema,
  /** Payout minus stake of settled bets. */
  profit: z.number().int(),
  bets: z.number().int(),
  transfersIn: minorUnitsSchema,
  transfersOut: minorUnitsSchema,
});
export type ProfitValue = z.infer<typeof profitValueSchema>;
