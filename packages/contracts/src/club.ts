import { z } from 'zod';
import { minorUnitsSchema } from './money.ts';

/**
 * The VIP club (spec 3 `clubLabel`): the merchant's ladder of levels, climbed by approved deposits
 * in total and never lost, and what each level gives. A level's level-up bonus is paid once into
 * the main wallet by the deposit (or the ladder change) that lifts the member to it.
 */
export const clubLevelSchema = z.object({
  rank: z.number().int().min(1),
  name: z.string(),
  color: z.string(),
  color2: z.string(),
  /** Approved deposits in total that reach the level. */
  minDeposit: minorUnitsSchema,
  /** Paid once on reaching the level; 0 when the level pays none. */
  upgradeBonus: minorUnitsSchema,
  /** Basis points the level adds to each rebate rate (0.1% is 10); 0 for none. */
  rebateBonusBp: z.number().int().nonnegative(),
  /**
   * The withdrawal limits a member of the level has: the largest single withdrawal and how many a
   * day (a level keeps what the levels below give and never lowers the merchant's).
   */
  withdrawMax: minorUnitsSchema,
  withdrawDailyCount: z.number().int().nonnegative(),
  /** When this member was paid the level's bonus; null when it was not (not reached, none, or reached before it had one). */
  bonusPaidAt: z.string().nullable(),
});
export type ClubLevel = z.infer<typeof clubLevelSchema>;

/** `GET /wps/club`: the ladder, lowest rank first, and where the member stands on it. */
export const clubValueSchema = z.object({
  currency: z.string(),
  /** The member's rank: 0 below the first level (the standard level). */
  rank: z.number().int().nonnegative(),
  /** The member's approved deposits in total. */
  deposited: minorUnitsSchema,
  levels: z.array(clubLevelSchema),
  /** The merchant's withdrawal limits, which a member below the first level has. */
  standardWithdraw: z.object({ max: minorUnitsSchema, dailyCount: z.number().int().nonnegative() }),
  /** Times a level-up bonus must be staked before a withdrawal (the merchant's bonus turnover; 0 for none). */
  turnoverTimes: z.number().nonnegative(),
  /** The next level up and what is left to deposit to reach it; null at the top of the ladder. */
  next: z.object({ rank: z.number().int().min(1), remaining: minorUnitsSchema }).nullable(),
});
export type ClubValue = z.infer<typeof clubValueSchema>;

/**
 * The next level above `rank` and what is left to reach it, for `deposited` in total; null when
 * no level is above. A rank held while the deposits fall short of its threshold (the operator
 * raised it later) still counts: the member climbs from the rank held.
 */
export function nextLevel(
  levels: readonly { rank: number; minDeposit: number }[],
  rank: number,
  deposited: number,
): { rank: number; remaining: number } | null {
  const above = levels.filter((l) => l.rank > rank).sort((a, b) => a.rank - b.rank)[0];
  return above ? { rank: above.rank, remaining: Math.max(0, above.minDeposit - deposited) } : null;
}
