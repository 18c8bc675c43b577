import { AppError } from '@portal/contracts/errors';
import type { BetType, OddsGroup } from '@portal/contracts/lottery';
import { z } from 'zod';

/**
 * Odds tables with limits, one per merchant and version. Odds are integers: the payout per
 * unit stake per hit × 1000 (9.5 → 9500), so money never meets a float. Limits apply to the
 * unit stake a player types; a member's total stake on one draw has its own ceiling.
 */

export type OddsRule = {
  oddsMilli: number;
  minStake: number;
  maxStake: number;
  /** Odds that differ by selection (three-dice sums); the rest use oddsMilli. */
  bySelection?: Record<string, number>;
};
export type OddsTable = {
  maxStakePerDraw: number;
  groups: Record<OddsGroup, Partial<Record<BetType, OddsRule>>>;
};

const oddsRuleSchema = z
  .object({
    oddsMilli: z.number().int().positive().max(100_000_000),
    minStake: z.number().int().positive(),
    maxStake: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    bySelection: z.record(z.string(), z.number().int().positive().max(100_000_000)).optional(),
  })
  .refine((r) => r.maxStake >= r.minStake, 'maxStake below minStake');
export const oddsTableSchema = z.object({
  maxStakePerDraw: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  groups: z.object({
    north: z.record(z.string(), oddsRuleSchema),
    centre: z.record(z.string(), oddsRuleSchema),
    south: z.record(z.string(), oddsRuleSchema),
    ssc: z.record(z.string(), oddsRuleSchema),
    k3: z.record(z.string(), oddsRuleSchema),
  }),
}) as z.ZodType<OddsTable>;

// Defaults for a VND merchant (exponent 2): minimum 1,000 ₫ a unit.
const MIN = 100_000;
const MAX = 1_000_000_000; // 10,000,000 ₫ a unit
const MAX_HIGH_ODDS = 100_000_000; // 1,000,000 ₫ a unit where one hit pays hundreds of times

const rule = (oddsMilli: number, maxStake = MAX): OddsRule => ({ oddsMilli, minStake: MIN, maxStake });

/**
 * Regional defaults, from the books domain-notes.md describes: lô 2 digits 1:99 per point
 * (priced at 27 units in the North, 18 elsewhere: a 99% return), lô 3 1:900, lô 4 1:8,800,
 * đề 1:95, đầu/đuôi 1:9.5, 3 càng 1:900, xiên 2/3/4 1:17/65/250 in the North. With 18 lô
 * numbers instead of 27 a xiên is far less likely, so the South and Centre pay 1:32/180/1000
 * (about the same return as the North's).
 */
const vnGroup = (xien: [number, number, number]): Partial<Record<BetType, OddsRule>> => ({
  lo2: rule(99_000),
  lo3: rule(900_000, MAX_HIGH_ODDS),
  lo4: rule(8_800_000, MAX_HIGH_ODDS),
  de: rule(95_000),
  dau: rule(9_500),
  duoi: rule(9_500),
  cang3: rule(900_000, MAX_HIGH_ODDS),
  xien2: rule(xien[0]),
  xien3: rule(xien[1], MAX_HIGH_ODDS),
  xien4: rule(xien[2], MAX_HIGH_ODDS),
});

/** Three-dice sums pay by how rare they are (about a 96% return each). */
const k3SumOdds: Record<string, number> = {
  '3': 207_000,
  '4': 69_000,
  '5': 34_500,
  '6': 20_700,
  '7': 13_800,
  '8': 9_800,
  '9': 8_200,
  '10': 7_600,
  '11': 7_600,
  '12': 8_200,
  '13': 9_800,
  '14': 13_800,
  '15': 20_700,
  '16': 34_500,
  '17': 69_000,
  '18': 207_000,
};

export const defaultOddsTable: OddsTable = {
  maxStakePerDraw: 50_000_000_000, // 500,000,000 ₫
  groups: {
    north: vnGroup([17_000, 65_000, 250_000]),
    centre: vnGroup([32_000, 180_000, 1_000_000]),
    south: vnGroup([32_000, 180_000, 1_000_000]),
    ssc: {
      ssc_digit: rule(9_800),
      ssc_bsoe: rule(1_980),
      ssc_sum: rule(1_980),
    },
    k3: {
      k3_sum: { ...rule(7_600, MAX_HIGH_ODDS), bySelection: k3SumOdds },
      k3_any_triple: rule(34_000),
      k3_triple: rule(207_000, MAX_HIGH_ODDS),
      k3_pair: rule(12_900),
      k3_bs: rule(1_970),
    },
  },
};

/** The odds of one selection under a table, or null when the bet type is not offered there. */
export function oddsFor(
  table: OddsTable,
  group: OddsGroup,
  betType: BetType,
  selection: string,
): (OddsRule & { effectiveMilli: number }) | null {
  const r = table.groups[group][betType];
  if (!r) return null;
  return { ...r, effectiveMilli: r.bySelection?.[selection] ?? r.oddsMilli };
}

/** What an operator changes of one bet type's rule; absent fields stay. */
export type OddsChange = {
  oddsMilli?: number;
  /** With `oddsMilli`, the one selection whose odds differ (a three-dice sum). */
  selection?: string;
  minStake?: number;
  maxStake?: number;
};

/**
 * The table with one bet type's rule changed, checked whole (odds above zero, the smallest stake
 * not above the largest). The bet type must be offered in the group, and a selection named only
 * where the rule prices selections apart.
 */
export function withRuleChange(
  table: OddsTable,
  group: OddsGroup,
  betType: BetType,
  change: OddsChange,
): OddsTable {
  const rule = table.groups[group][betType];
  if (!rule) throw new AppError('VALIDATION_FAILED', `${betType} is not offered in the ${group} group`);
  const { oddsMilli, selection, minStake, maxStake } = change;
  if (selection !== undefined && oddsMilli === undefined)
    throw new AppError('VALIDATION_FAILED', '--selection goes with --odds');
  if (oddsMilli === undefined && minStake === undefined && maxStake === undefined)
    throw new AppError('VALIDATION_FAILED', 'Say what to change: --odds, --min or --max');
  let next: OddsRule = {
    ...rule,
    ...(minStake === undefined ? {} : { minStake }),
    ...(maxStake === undefined ? {} : { maxStake }),
  };
  if (selection !== undefined && oddsMilli !== undefined) {
    if (!rule.bySelection || !(selection in rule.bySelection))
      throw new AppError(
        'VALIDATION_FAILED',
        rule.bySelection
          ? `${betType} prices these selections: ${Object.keys(rule.bySelection).join(', ')}`
          : `${betType} pays one price for every selection: leave out --selection`,
      );
    next = { ...next, bySelection: { ...rule.bySelection, [selection]: oddsMilli } };
  } else if (oddsMilli !== undefined) next = { ...next, oddsMilli };
  const changed = {
    ...table,
    groups: { ...table.groups, [group]: { ...table.groups[group], [betType]: next } },
  };
  const checked = oddsTableSchema.safeParse(changed);
  if (!checked.success)
    throw new AppError(
      'VALIDATION_FAILED',
      `Not a valid odds table: ${checked.error.issues[0]?.message ?? 'invalid'}`,
    );
  return changed;
}
