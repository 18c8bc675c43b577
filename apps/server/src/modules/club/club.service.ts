import type { ClubValue } from '@portal/contracts/club';
import { nextLevel } from '@portal/contracts/club';
import type { Db, MemberRow, Tx } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { safeNumber } from '../../lib/minor-units.ts';
import { withdrawalLimitsFor } from '../cashier/withdrawal-limits.ts';
import { rankFor } from '../identity/member-view.ts';
import { payFromHouse } from '../ledger/ledger.service.ts';
import type { MessagesService } from '../messages/messages.service.ts';
import { PROMOTION_HOUSE_KIND } from '../promotions/house.ts';
import type { SystemService } from '../system/system.service.ts';
import * as repo from './club.repo.ts';

/** A member lifted from one rank to a higher one, and the money its wallet is kept in. */
export type Climb = { merchantId: string; memberId: string; currency: string; from: number; to: number };

/**
 * The VIP club (spec 3 `clubLabel`, spec 9 "rank level above 4 marks VIP"): a member climbs the
 * merchant's ladder by its approved deposits in total, in the crediting transaction of the
 * deposit that reaches a level, and never drops back. Each level reached pays its level-up bonus
 * once, in the same transaction. The label itself is read from the merchant's settings with the
 * member's rank (identity/member-view.ts).
 */
export function createClubService(deps: {
  db: Db;
  clock: Clock;
  system: Pick<SystemService, 'settingsById'>;
  messages: Pick<MessagesService, 'record'>;
}) {
  /**
   * Pays the bonus of every level above `from` up to `to` that has one, each once (ledger key
   * `club-level:<member>:<rank>`, type `club_bonus`, from the promotions' house account), and
   * says so in the member's inbox. A level the member was paid for already is passed over.
   */
  async function payLevelBonuses(tx: Tx, climb: Climb, ladder: readonly repo.LadderLevel[]) {
    for (const level of ladder) {
      const amount = BigInt(level.upgrade_bonus);
      if (level.rank <= climb.from || level.rank > climb.to || amount <= 0n) continue;
      const at = deps.clock.now();
      const claimed = await repo.claimLevelBonus(tx, {
        memberId: climb.memberId,
        rank: level.rank,
        amount: level.upgrade_bonus,
        at,
      });
      if (!claimed) continue;
      await payFromHouse(tx, {
        merchantId: climb.merchantId,
        memberId: climb.memberId,
        currency: climb.currency,
        amount,
        house: PROMOTION_HOUSE_KIND,
        key: `club-level:${climb.memberId}:${level.rank}`,
        type: 'club_bonus',
        reference: `VIP${level.rank}`,
      });
      await deps.messages.record(tx, {
        memberId: climb.memberId,
        kind: 'club_level_bonus',
        reference: level.name,
        amount: level.upgrade_bonus,
        currency: climb.currency,
        note: null,
      });
    }
  }

  return {
    payLevelBonuses,

    async onDepositCredited(
      tx: Tx,
      row: { merchant_id: string; member_id: string; currency: string },
    ): Promise<void> {
      const ladder = await repo.levelsOf(tx, row.merchant_id);
      if (ladder.length === 0) return;
      const levels = ladder.map((l) => ({ rank: l.rank, minDeposit: BigInt(l.min_deposit) }));
      const rank = rankFor(levels, await repo.approvedDepositTotal(tx, row.member_id));
      if (rank === 0) return;
      const from = await repo.raiseRank(tx, row.member_id, rank);
      if (from === null) return;
      const climb = { merchantId: row.merchant_id, memberId: row.member_id, currency: row.currency };
      await payLevelBonuses(tx, { ...climb, from, to: rank }, ladder);
    },

    /** `GET /wps/club`: the ladder with its bonuses, and the member's rank and progress on it. */
    async value(member: MemberRow): Promise<ClubValue> {
      const [merchant, ladder, deposited, paid] = await Promise.all([
        deps.system.settingsById(member.merchant_id),
        repo.levelsOf(deps.db, member.merchant_id),
        repo.approvedDepositTotal(deps.db, member.id),
        repo.bonusesOf(deps.db, member.id),
      ]);
      const paidAt = new Map(paid.map((p) => [p.rank, p.paid_at.toISOString()]));
      const { cashier } = merchant;
      const ladderLimits = ladder.map((l) => ({
        rank: l.rank,
        name: l.name,
        withdrawMax: l.withdraw_max === null ? null : BigInt(l.withdraw_max),
        withdrawDailyCount: l.withdraw_daily_count,
      }));
      const levels = ladder.map((l) => {
        const limits = withdrawalLimitsFor(cashier, ladderLimits, l.rank);
        return {
          rank: l.rank,
          name: l.name,
          color: l.color,
          color2: l.color2,
          minDeposit: safeNumber(l.min_deposit),
          upgradeBonus: safeNumber(l.upgrade_bonus),
          rebateBonusBp: l.rebate_bonus_bp,
          withdrawMax: safeNumber(limits.maxAmount.toString()),
          withdrawDailyCount: limits.dailyCount,
          bonusPaidAt: paidAt.get(l.rank) ?? null,
        };
      });
      const total = safeNumber(deposited.toString());
      return {
        currency: merchant.info.brand.currency,
        turnoverTimes: merchant.cashier.bonusTurnoverPct / 100,
        rank: member.club_rank,
        deposited: total,
        levels,
        standardWithdraw: {
          max: safeNumber(cashier.withdrawMax.toString()),
          dailyCount: cashier.withdrawDailyCount,
        },
        next: nextLevel(levels, member.club_rank, total),
      };
    },
  };
}
export type ClubService = ReturnType<typeof createClubService>;

/**
 * The demo ladder, by approved deposits in total (VND minor units), with a level-up bonus from
 * Bronze up, a rebate boost from Silver up (+0.1% to +0.5%), more withdrawals a day from Silver
 * and larger ones from Gold (the merchant's own: ₫50M, 5 a day); Diamond is a VIP (rank 5).
 */
export function seedDemoClubLevels(db: Db, merchantId: string) {
  const level = (
    [rank, name, color, color2]: [number, string, string, string],
    [deposit, bonus, rebateBonusBp]: [number, number, number],
    [withdrawMax, withdrawCount]: [number | null, number | null] = [null, null],
  ) => ({
    rank,
    name,
    color,
    color2,
    min_deposit: String(deposit * 100),
    upgrade_bonus: String(bonus * 100),
    rebate_bonus_bp: rebateBonusBp,
    withdraw_max: withdrawMax === null ? null : String(withdrawMax * 100),
    withdraw_daily_count: withdrawCount,
  });
  return repo.seedLevels(db, merchantId, [
    level([1, 'Bronze', '#a0522d', '#cd7f32'], [5_000_000, 50_000, 0]),
    level([2, 'Silver', '#6b7280', '#c0c0c0'], [20_000_000, 200_000, 10], [null, 6]),
    level([3, 'Gold', '#b8860b', '#ffd700'], [100_000_000, 1_000_000, 20], [100_000_000, 8]),
    level([4, 'Platinum', '#4b5563', '#e5e4e2'], [500_000_000, 5_000_000, 30], [200_000_000, 10]),
    level([5, 'Diamond', '#1e3a8a', '#7dd3fc'], [2_000_000_000, 20_000_000, 50], [500_000_000, 20]),
  ]);
}
