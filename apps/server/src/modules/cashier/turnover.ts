/**
 * Turnover owed before a withdrawal. Each deposit or bonus credited asks that a multiple of it be
 * staked; stakes count toward what is owed when they are placed, and only toward credits made
 * before them (a stake cannot pay for money that had not arrived). Stakes beyond what is owed are
 * not banked for later credits: owing starts again from nothing with the next credit.
 */

/** A credit's turnover and the stakes placed from it until the next credit. */
export type TurnoverStep = { required: bigint; stakedAfter: bigint };

export type TurnoverProgress = {
  /** What the credits of the current run asked for (the run starts where nothing was owed). */
  required: bigint;
  /** What has been staked toward it. */
  done: bigint;
  /** What is still to stake; a withdrawal waits until it is zero. */
  outstanding: bigint;
};

/** Steps in the order of their credits. */
export function turnoverProgress(steps: readonly TurnoverStep[]): TurnoverProgress {
  let required = 0n;
  let outstanding = 0n;
  for (const step of steps) {
    if (outstanding === 0n) required = 0n;
    required += step.required;
    outstanding += step.required;
    outstanding = outstanding > step.stakedAfter ? outstanding - step.stakedAfter : 0n;
  }
  return { required, done: required - outstanding, outstanding };
}

/** `amount` times `pct` percent, rounded up to a whole minor unit (so a requirement is never less). */
export const turnoverOf = (amount: bigint, pct: number): bigint => (amount * BigInt(pct) + 99n) / 100n;

/**
 * Ledger transfer types whose credit owes the deposit turnover: money from outside the member's own
 * play, a deposit or what another member of the agent tree sent (else a deposit passed up the tree
 * could be withdrawn by the one who received it without a stake). An agent owes it on its own
 * deposits only.
 */
export const depositTransferTypes = ['deposit', 'transfer_upline', 'transfer_downline'] as const;
/**
 * Ledger transfer types whose credit owes the bonus turnover: the gifts of promotions and VIP
 * level-up bonuses. Rebates,
 * mission and invite rewards, points conversions and an agent's salary and dividend are earned by
 * play or by work already done and owe none.
 */
export const bonusTransferTypes = [
  'welcome_bonus',
  'promotion_bonus',
  'raffle_prize',
  'checkin_reward',
  'club_bonus',
] as const;
