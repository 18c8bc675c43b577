import { AppError } from '@portal/contracts/errors';
import { maskAccount } from '@portal/contracts/identity';
import {
  MISSION_LEADERBOARD_SIZE,
  type Mission,
  type MissionClaim,
  type MissionClaimBody,
  type MissionClaimValue,
  type MissionKind,
  type MissionLeaderboard,
  type MissionPeriod,
  type MissionSummary,
  missionStateOf,
} from '@portal/contracts/missions';
import type { Db, MemberRow, MerchantMissionRow, MissionClaimRow, Tx } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { safeNumber } from '../../lib/minor-units.ts';
import { addDays, localDateOf, weekdayOf, zonedToInstant } from '../../lib/zoned-time.ts';
import { memberAccounts, payFromHouse } from '../ledger/ledger.service.ts';
import type { SystemService } from '../system/system.service.ts';
import * as prizeRepo from './mission-prizes.repo.ts';
import * as repo from './missions.repo.ts';

/** The house account mission rewards are paid from (as rebates are). */
export const MISSION_HOUSE_KIND = 'promotions';

export type PeriodRange = { from: Date; to: Date };

/**
 * Today and this week on the merchant's calendar at `now`: each from its local midnight
 * (the week's from Monday's) to the next one.
 */
export function missionPeriods(now: Date, timeZone: string): Record<MissionPeriod, PeriodRange> {
  const today = localDateOf(now, timeZone);
  const midnight = (day: ReturnType<typeof addDays>) => zonedToInstant(day, 0, 0, timeZone);
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
  return {
    daily: { from: midnight(today), to: midnight(addDays(today, 1)) },
    weekly: { from: midnight(monday), to: midnight(addDays(monday, 7)) },
  };
}

const toClaim = (row: MissionClaimRow): MissionClaim => ({
  id: row.id,
  missionId: row.mission_id,
  reward: safeNumber(row.reward),
  points: row.points,
  periodStart: row.period_start.toISOString(),
  claimedAt: row.claimed_at.toISOString(),
});

const progressOf = (sums: repo.ProgressSums, kind: MissionKind, period: MissionPeriod) =>
  safeNumber(sums[kind][period === 'daily' ? 'day' : 'week']);

/**
 * Missions (spec 2 `missionLeaderboard`): the merchant's daily and weekly goals, what the member
 * has done towards each this period, the claim that pays a reached one's reward once a period
 * (ledger key `mission:<claim>`), and the week's leaderboard of points from claims.
 */
export function createMissionsService(deps: {
  db: Db;
  clock: Clock;
  system: Pick<SystemService, 'settingsById'>;
}) {
  async function termsOf(member: MemberRow) {
    const merchant = await deps.system.settingsById(member.merchant_id);
    const now = deps.clock.now();
    return {
      currency: merchant.info.brand.currency,
      now,
      periods: missionPeriods(now, merchant.info.brand.timeZone),
    };
  }
  type Terms = Awaited<ReturnType<typeof termsOf>>;

  const sumsOf = (db: Tx, member: MemberRow, terms: Terms) =>
    repo.progressSums(db, {
      memberId: member.id,
      currency: terms.currency,
      dayFrom: terms.periods.daily.from,
      weekFrom: terms.periods.weekly.from,
      to: terms.periods.daily.to,
    });

  async function mainBalance(member: MemberRow, currency: string): Promise<number> {
    const main = (await memberAccounts(deps.db, member.id)).find(
      (a) => a.kind === 'main' && a.currency === currency,
    );
    return safeNumber((main?.balance ?? 0n).toString());
  }

  function toMission(
    row: MerchantMissionRow,
    terms: Terms,
    progress: number,
    claimedAt: Date | null,
  ): Mission {
    const period = terms.periods[row.period];
    const target = safeNumber(row.target);
    return {
      id: row.id,
      kind: row.kind,
      period: row.period,
      target,
      progress,
      reward: safeNumber(row.reward),
      points: row.points,
      state: missionStateOf(progress, target, claimedAt !== null),
      periodStart: period.from.toISOString(),
      periodEnd: period.to.toISOString(),
      claimedAt: claimedAt?.toISOString() ?? null,
    };
  }

  return {
    /** The running missions with this period's progress and state; `open` counts the claimable. */
    async summary(member: MemberRow): Promise<MissionSummary> {
      const terms = await termsOf(member);
      const rows = await repo.activeMissions(deps.db, member.merchant_id);
      if (rows.length === 0) return { currency: terms.currency, missions: [], open: 0 };
      const [sums, claims] = await Promise.all([
        sumsOf(deps.db, member, terms),
        repo.claimsSince(deps.db, member.id, terms.periods.weekly.from),
      ]);
      const claimedAt = (row: MerchantMissionRow) =>
        claims.find(
          (c) =>
            c.mission_id === row.id && c.period_start.getTime() === terms.periods[row.period].from.getTime(),
        )?.claimed_at ?? null;
      const missions = rows.map((row) =>
        toMission(row, terms, progressOf(sums, row.kind, row.period), claimedAt(row)),
      );
      return {
        currency: terms.currency,
        missions,
        open: missions.filter((m) => m.state === 'claim').length,
      };
    },

    /**
     * Pays a reached mission's reward for this period, in one transaction under the member's lock:
     * progress is counted again inside it, the claim row (unique per mission, member and period)
     * is written and the ledger pays. The same request id answers the same claim.
     */
    async claim(member: MemberRow, body: MissionClaimBody): Promise<MissionClaimValue> {
      const terms = await termsOf(member);
      const claim = await deps.db.transaction().execute(async (tx) => {
        await repo.lockMember(tx, member.id);
        const earlier = await repo.claimByRequest(tx, member.id, body.requestId);
        if (earlier) {
          if (earlier.mission_id !== body.missionId)
            throw new AppError('CONFLICT', 'This request id was used to claim another mission', 409);
          return earlier;
        }
        const mission = await repo.missionById(tx, member.merchant_id, body.missionId);
        if (!mission?.active) throw new AppError('MISSION_NOT_FOUND', 'There is no such mission', 404);
        const period = terms.periods[mission.period];
        if (await repo.claimOfPeriod(tx, mission.id, member.id, period.from))
          throw new AppError('MISSION_CLAIMED', 'This mission was already claimed for this period', 409);
        const progress = progressOf(await sumsOf(tx, member, terms), mission.kind, mission.period);
        const target = safeNumber(mission.target);
        if (progress < target)
          throw new AppError('MISSION_INCOMPLETE', 'This mission is not complete yet', 409, {
            progress,
            target,
          });
        const id = await repo.nextClaimId(tx);
        const row = await repo.insertClaim(tx, {
          id,
          merchant_id: member.merchant_id,
          mission_id: mission.id,
          member_id: member.id,
          request_id: body.requestId,
          period_start: period.from,
          currency: terms.currency,
          reward: mission.reward,
          points: mission.points,
          // The service's clock, as the periods and the leaderboard's week are.
          claimed_at: terms.now,
        });
        const reward = BigInt(mission.reward);
        if (reward > 0n)
          await payFromHouse(tx, {
            merchantId: member.merchant_id,
            memberId: member.id,
            currency: terms.currency,
            amount: reward,
            house: MISSION_HOUSE_KIND,
            key: `mission:${id}`,
            type: 'mission_reward',
            reference: `MS${id}`,
          });
        return row;
      });
      return {
        claim: toClaim(claim),
        balance: await mainBalance(member, terms.currency),
        currency: terms.currency,
      };
    },

    /** This week's standings: the top members (accounts masked) and the member's own place. */
    async leaderboard(member: MemberRow): Promise<MissionLeaderboard> {
      const terms = await termsOf(member);
      const week = terms.periods.weekly;
      const [rows, mine, prizeRows] = await Promise.all([
        repo.standings(deps.db, {
          merchantId: member.merchant_id,
          from: week.from,
          to: week.to,
          limit: MISSION_LEADERBOARD_SIZE,
          memberId: member.id,
        }),
        repo.weekCounts(deps.db, member.id, week.from, week.to),
        prizeRepo.prizesOf(deps.db, member.merchant_id),
      ]);
      const prizes = prizeRows.map((p) => safeNumber(p.amount));
      const own = rows.find((r) => r.member_id === member.id);
      return {
        periodStart: week.from.toISOString(),
        periodEnd: week.to.toISOString(),
        prizes,
        currency: terms.currency,
        list: rows
          .filter((r) => r.rank <= MISSION_LEADERBOARD_SIZE)
          .map((r) => ({
            rank: r.rank,
            account: r.member_id === member.id ? r.account : maskAccount(r.account),
            points: r.points,
            missions: r.missions,
            me: r.member_id === member.id,
            prize: prizes[r.rank - 1] ?? null,
          })),
        mine: { rank: own?.rank ?? null, points: mine.points, missions: mine.missions },
      };
    },

    /** Operator: every mission of the merchant, running or stopped. */
    list: (merchantId: string) => repo.allMissions(deps.db, merchantId),
    /** Operator: a new mission; it runs from now. */
    add: (mission: repo.NewMission) => repo.insertMission(deps.db, mission),
    /** Operator: stops or restarts a mission; claims already made stay. */
    setActive: (merchantId: string, id: string, active: boolean) =>
      repo.setActive(deps.db, merchantId, id, active),
  };
}
export type MissionsService = ReturnType<typeof createMissionsService>;

/** The demo merchant's missions (VND minor units): three daily goals and a weekly lottery one. */
export async function seedDemoMissions(db: Db, merchantId: string): Promise<void> {
  const existing = await repo.allMissions(db, merchantId);
  if (existing.length > 0) return;
  const missions: Omit<repo.NewMission, 'merchant_id'>[] = [
    { kind: 'deposit', period: 'daily', target: '20000000', reward: '1000000', points: 10, sort: 1 },
    { kind: 'wager', period: 'daily', target: '100000000', reward: '2000000', points: 20, sort: 2 },
    { kind: 'bets', period: 'daily', target: '10', reward: '500000', points: 10, sort: 3 },
    { kind: 'lottery_wager', period: 'weekly', target: '500000000', reward: '10000000', points: 50, sort: 4 },
  ];
  for (const m of missions) await repo.insertMission(db, { ...m, merchant_id: merchantId });
}
