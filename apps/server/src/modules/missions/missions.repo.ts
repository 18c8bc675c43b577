import type { MissionKind, MissionPeriod } from '@portal/contracts/missions';
import { sql } from 'kysely';
import { nextSerialId } from '../../db/next-id.ts';
import type { Tx } from '../../db/schema.ts';

/** The only SQL of missions. */

/** The merchant's running missions, in the operator's order. */
export const activeMissions = (tx: Tx, merchantId: string) =>
  tx
    .selectFrom('merchant_mission')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('active', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();

export const missionById = (tx: Tx, merchantId: string, id: string) =>
  tx
    .selectFrom('merchant_mission')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();

export const allMissions = (tx: Tx, merchantId: string) =>
  tx
    .selectFrom('merchant_mission')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();

export type NewMission = {
  merchant_id: string;
  kind: MissionKind;
  period: MissionPeriod;
  target: string;
  reward: string;
  points: number;
  sort: number;
};

export const insertMission = (tx: Tx, row: NewMission) =>
  tx.insertInto('merchant_mission').values(row).returningAll().executeTakeFirstOrThrow();

export const setActive = (tx: Tx, merchantId: string, id: string, active: boolean) =>
  tx
    .updateTable('merchant_mission')
    .set({ active })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

/** Progress sums of one member: since the day's start and since the week's start, up to `to`. */
export type ProgressSums = Record<MissionKind, { day: string; week: string }>;

type Window = { memberId: string; currency: string; dayFrom: Date; weekFrom: Date; to: Date };

/**
 * What the member did this day and this week: approved deposits by the time they were approved,
 * stakes and counts of bets by the time they were placed (rolled back and cancelled bets count
 * for nothing). The week starts on or before the day, so one scan from the week's start serves both.
 */
export async function progressSums(tx: Tx, w: Window): Promise<ProgressSums> {
  const [deposits, bets] = await Promise.all([
    sql<{ day: string; week: string }>`
      select coalesce(sum(amount) filter (where decided_at >= ${w.dayFrom}::timestamptz), 0)::text as day,
             coalesce(sum(amount), 0)::text as week
      from deposit
      where member_id = ${w.memberId}::bigint and status = 'approved' and currency = ${w.currency}
        and decided_at >= ${w.weekFrom}::timestamptz and decided_at < ${w.to}::timestamptz`.execute(tx),
    sql<{
      wager_day: string;
      wager_week: string;
      lottery_day: string;
      lottery_week: string;
      bets_day: string;
      bets_week: string;
    }>`
      select coalesce(sum(stake) filter (where placed_at >= ${w.dayFrom}::timestamptz), 0)::text as wager_day,
             coalesce(sum(stake), 0)::text as wager_week,
             coalesce(sum(stake) filter (where product = 'lottery' and placed_at >= ${w.dayFrom}::timestamptz), 0)::text as lottery_day,
             coalesce(sum(stake) filter (where product = 'lottery'), 0)::text as lottery_week,
             count(*) filter (where placed_at >= ${w.dayFrom}::timestamptz)::text as bets_day,
             count(*)::text as bets_week
      from bet
      where member_id = ${w.memberId}::bigint and currency = ${w.currency}
        and placed_at >= ${w.weekFrom}::timestamptz and placed_at < ${w.to}::timestamptz
        and status not in ('rolled_back', 'cancelled')`.execute(tx),
  ]);
  const d = deposits.rows[0] ?? { day: '0', week: '0' };
  const b = bets.rows[0];
  return {
    deposit: d,
    wager: { day: b?.wager_day ?? '0', week: b?.wager_week ?? '0' },
    lottery_wager: { day: b?.lottery_day ?? '0', week: b?.lottery_week ?? '0' },
    bets: { day: b?.bets_day ?? '0', week: b?.bets_week ?? '0' },
  };
}

/** The member's claims of periods starting at or after `since` (this week's and today's). */
export const claimsSince = (tx: Tx, memberId: string, since: Date) =>
  tx
    .selectFrom('mission_claim')
    .select(['mission_id', 'period_start', 'claimed_at'])
    .where('member_id', '=', memberId)
    .where('period_start', '>=', since)
    .execute();

export const claimByRequest = (tx: Tx, memberId: string, requestId: string) =>
  tx
    .selectFrom('mission_claim')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();

export const claimOfPeriod = (tx: Tx, missionId: string, memberId: string, periodStart: Date) =>
  tx
    .selectFrom('mission_claim')
    .select('id')
    .where('mission_id', '=', missionId)
    .where('member_id', '=', memberId)
    .where('period_start', '=', periodStart)
    .executeTakeFirst();

export const nextClaimId = (tx: Tx) => nextSerialId(tx, 'mission_claim');

export const insertClaim = (
  tx: Tx,
  row: {
    id: string;
    merchant_id: string;
    mission_id: string;
    member_id: string;
    request_id: string;
    period_start: Date;
    currency: string;
    reward: string;
    points: number;
    claimed_at: Date;
  },
) => tx.insertInto('mission_claim').values(row).returningAll().executeTakeFirstOrThrow();

/** Claims of one member are made one at a time. */
export const lockMember = (tx: Tx, memberId: string) =>
  tx.selectFrom('member').select('id').where('id', '=', memberId).forUpdate().executeTakeFirst();

export type StandingRow = {
  member_id: string;
  account: string;
  points: number;
  missions: number;
  rank: number;
};

/**
 * The week's standings of a merchant: points and claims per member since `from`, ranked by
 * points, ties to whoever claimed last the earliest. The top `limit` and the member's own row.
 */
export async function standings(
  tx: Tx,
  q: { merchantId: string; from: Date; to: Date; limit: number; memberId: string },
): Promise<StandingRow[]> {
  const { rows } = await sql<StandingRow>`
    with totals as (
      select member_id, sum(points)::int as points, count(*)::int as missions, max(claimed_at) as reached
      from mission_claim
      where merchant_id = ${q.merchantId}::bigint
        and claimed_at >= ${q.from}::timestamptz and claimed_at < ${q.to}::timestamptz
      group by member_id
    ), ranked as (
      select member_id, points, missions,
             row_number() over (order by points desc, reached asc, member_id asc)::int as rank
      from totals where points > 0
    )
    select r.member_id::text as member_id, m.account, r.points, r.missions, r.rank
    from ranked r join member m on m.id = r.member_id
    where r.rank <= ${q.limit} or r.member_id = ${q.memberId}::bigint
    order by r.rank`.execute(tx);
  return rows;
}

/** The member's claims this week even when they earned no points (missions count alone). */
export async function weekCounts(tx: Tx, memberId: string, from: Date, to: Date) {
  const { rows } = await sql<{ points: number; missions: number }>`
    select coalesce(sum(points), 0)::int as points, count(*)::int as missions from mission_claim
    where member_id = ${memberId}::bigint and claimed_at >= ${from}::timestamptz
      and claimed_at < ${to}::timestamptz`.execute(tx);
  return rows[0] ?? { points: 0, missions: 0 };
}
