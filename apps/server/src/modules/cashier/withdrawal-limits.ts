import type { CashierSettings, ClubLevel } from '../system/merchant-settings.ts';

/** The withdrawal limits a member has, and the club level that raised them above the merchant's. */
export type WithdrawalLimits = {
  maxAmount: bigint;
  dailyCount: number;
  /** The level whose limits apply; null when they are the merchant's own. */
  raisedBy: Pick<ClubLevel, 'rank' | 'name'> | null;
};

type LevelLimits = Pick<ClubLevel, 'rank' | 'name' | 'withdrawMax' | 'withdrawDailyCount'>;

/**
 * A member's withdrawal limits at club `rank`: each limit is the highest of the merchant's and of
 * every level the member holds (the levels up to its rank). A level never lowers a limit, a level
 * that leaves one unset keeps the one below, and a member who climbs never loses what it had.
 * The smallest withdrawal stays the merchant's: a level widens what may be taken, not what must.
 */
export function withdrawalLimitsFor(
  cashier: Pick<CashierSettings, 'withdrawMax' | 'withdrawDailyCount'>,
  levels: readonly LevelLimits[],
  rank: number,
): WithdrawalLimits {
  let limits: WithdrawalLimits = {
    maxAmount: cashier.withdrawMax,
    dailyCount: cashier.withdrawDailyCount,
    raisedBy: null,
  };
  for (const level of [...levels].sort((a, b) => a.rank - b.rank)) {
    if (level.rank > rank) break;
    const maxAmount =
      level.withdrawMax !== null && level.withdrawMax > limits.maxAmount
        ? level.withdrawMax
        : limits.maxAmount;
    const dailyCount = Math.max(limits.dailyCount, level.withdrawDailyCount ?? 0);
    if (maxAmount !== limits.maxAmount || dailyCount !== limits.dailyCount)
      limits = { maxAmount, dailyCount, raisedBy: { rank: level.rank, name: level.name } };
  }
  return limits;
}
