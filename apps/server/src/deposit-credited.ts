import type { Tx } from './db/schema.ts';
import type { Clock } from './lib/clock.ts';
import type { ClubService } from './modules/club/club.service.ts';
import { creditDepositPoints } from './modules/points/points.service.ts';
import type { DepositMatchService } from './modules/promotions/deposit-match.service.ts';
import type { CreditedDeposit, ReferralService } from './modules/referral/referral.service.ts';

/**
 * What the crediting transaction of an approved deposit also does, whoever approves it (the
 * server, or the operator's CLI with no server running): the inviter's referral reward, the
 * bonus of a deposit match the member joined, the points the deposit earns, and the VIP club
 * level it reaches with that level's bonus. Answers the inviters paid, to tell their tabs.
 */
export function depositCreditedHook(deps: {
  clock: Clock;
  referral: Pick<ReferralService, 'onDepositCredited'>;
  depositMatch: Pick<DepositMatchService, 'onDepositCredited'>;
  club: Pick<ClubService, 'onDepositCredited'>;
}) {
  return async (tx: Tx, row: CreditedDeposit & { created_at: Date }): Promise<string[]> => {
    const inviters = await deps.referral.onDepositCredited(tx, row);
    await deps.depositMatch.onDepositCredited(tx, row);
    await creditDepositPoints(tx, row, deps.clock.now());
    await deps.club.onDepositCredited(tx, row);
    return inviters;
  };
}
