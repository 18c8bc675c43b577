import type { Db } from '../../db/schema.ts';
import { payFromHouse } from '../ledger/ledger.service.ts';
import type { MessagesService } from '../messages/messages.service.ts';
import type { SystemService } from '../system/system.service.ts';
import * as prizeRepo from './mission-prizes.repo.ts';
import * as repo from './missions.repo.ts';
import { MISSION_HOUSE_KIND, missionPeriods } from './missions.service.ts';

/**
 * Prizes for the mission leaderboard's top places. When a week has ended on the merchant's calendar,
 * the minute job pays each place of that week's final standings its prize (ledger key
 * `mission_prize:<award>`, type `mission_prize`, from the house account mission rewards come from),
 * once: the award rows are unique per merchant, week and place, written in the payment's transaction.
 */
export function createMissionPrizes(deps: {
  db: Db;
  system: Pick<SystemService, 'settingsById'>;
  messages: Pick<MessagesService, 'record' | 'announce'>;
}) {
  /** Pays the week before `now` for one merchant; answers the prizes paid (0 when already paid). */
  async function payLastWeek(db: Db, merchantId: string, now: Date): Promise<number> {
    const merchant = await deps.system.settingsById(merchantId);
    const { timeZone, currency } = merchant.info.brand;
    const thisWeek = missionPeriods(now, timeZone).weekly;
    const lastWeek = missionPeriods(new Date(thisWeek.from.getTime() - 1), timeZone).weekly;
    if (await prizeRepo.weekPaid(db, merchantId, lastWeek.from)) return 0;
    const winners = await db.transaction().execute(async (tx) => {
      const prizes = await prizeRepo.lockPrizes(tx, merchantId);
      // Another node may have paid it while this one waited for the lock.
      if (prizes.length === 0 || (await prizeRepo.weekPaid(tx, merchantId, lastWeek.from))) return [];
      const standings = await repo.standings(tx, {
        merchantId,
        from: lastWeek.from,
        to: lastWeek.to,
        limit: prizes.length,
        memberId: '0',
      });
      const paid: string[] = [];
      for (const row of standings) {
        const prize = prizes[row.rank - 1];
        if (!prize) continue;
        const award = await prizeRepo.insertAward(tx, {
          merchant_id: merchantId,
          week_start: lastWeek.from,
          place: row.rank,
          member_id: row.member_id,
          points: row.points,
          amount: prize.amount,
          paid_at: now,
        });
        await payFromHouse(tx, {
          merchantId,
          memberId: row.member_id,
          currency,
          amount: BigInt(prize.amount),
          house: MISSION_HOUSE_KIND,
          key: `mission_prize:${award.id}`,
          type: 'mission_prize',
          reference: `MP${award.id}`,
        });
        await deps.messages.record(tx, {
          memberId: row.member_id,
          kind: 'mission_prize',
          reference: String(row.rank),
          amount: prize.amount,
          currency,
          note: null,
        });
        paid.push(row.member_id);
      }
      return paid;
    });
    for (const memberId of winners) await deps.messages.announce(memberId).catch(() => undefined);
    return winners.length;
  }

  return {
    /** The merchant's prizes in minor units, first place first (empty: none). */
    async amounts(merchantId: string): Promise<number[]> {
      return (await prizeRepo.prizesOf(deps.db, merchantId)).map((p) => Number(p.amount));
    },

    /** Operator: the prizes from first place down; an empty list stops them. */
    set: (merchantId: string, amounts: readonly bigint[]) =>
      deps.db.transaction().execute((tx) => prizeRepo.replacePrizes(tx, merchantId, amounts)),

    /** The minute job: pays every merchant's ended week that has not been paid. */
    async payEndedWeeks(db: Db, now: Date): Promise<number> {
      let paid = 0;
      for (const { merchant_id } of await prizeRepo.merchantsWithPrizes(db))
        paid += await payLastWeek(db, merchant_id, now);
      return paid;
    },
  };
}
export type MissionPrizes = ReturnType<typeof createMissionPrizes>;
