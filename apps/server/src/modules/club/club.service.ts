import type { Db, Tx } from '../../db/schema.ts';
import { rankFor } from '../identity/member-view.ts';
import * as repo from './club.repo.ts';

/**
 * The VIP club (spec 3 `clubLabel`, spec 9 "rank level above 4 marks VIP"): a member climbs the
 * merchant's ladder by its approved deposits in total, in the crediting transaction of the
 * deposit that reaches a level, and never drops back. The label itself is read from the
 * merchant's settings with the member's rank (identity/member-view.ts).
 */
export function createClubService() {
  return {
    async onDepositCredited(tx: Tx, row: { merchant_id: string; member_id: string }): Promise<void> {
      const levels = await repo.levelsOf(tx, row.merchant_id);
      if (levels.length === 0) return;
      const ladder = levels.map((l) => ({ rank: l.rank, minDeposit: BigInt(l.min_deposit) }));
      const rank = rankFor(ladder, await repo.approvedDepositTotal(tx, row.member_id));
      if (rank > 0) await repo.raiseRank(tx, row.member_id, rank);
    },
  };
}
export type ClubService = ReturnType<typeof createClubService>;

/** The demo ladder, by approved deposits in total (VND minor units); Diamond is a VIP (rank 5). */
export function seedDemoClubLevels(db: Db, merchantId: string) {
  return repo.seedLevels(db, merchantId, [
    { rank: 1, name: 'Bronze', color: '#a0522d', color2: '#cd7f32', min_deposit: '500000000' },
    { rank: 2, name: 'Silver', color: '#6b7280', color2: '#c0c0c0', min_deposit: '2000000000' },
    { rank: 3, name: 'Gold', color: '#b8860b', color2: '#ffd700', min_deposit: '10000000000' },
    { rank: 4, name: 'Platinum', color: '#4b5563', color2: '#e5e4e2', min_deposit: '50000000000' },
    { rank: 5, name: 'Diamond', color: '#1e3a8a', color2: '#7dd3fc', min_deposit: '200000000000' },
  ]);
}
