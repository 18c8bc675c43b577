import type { ExclusionKind, LimitKind, LimitPeriod } from '@portal/contracts/responsible-gaming';
import { sql } from 'kysely';
import type { Db, PlayerLimitRow, Tx } from '../../db/schema.ts';

/** The only SQL of player protection. */

export const limitsOf = (db: Tx, memberId: string): Promise<PlayerLimitRow[]> =>
  db.selectFrom('player_limit').selectAll().where('member_id', '=', memberId).execute();

/** Locks one limit row (made empty when missing), so a member's changes to it run one at a time. */
export async function lockLimit(tx: Tx, memberId: string, kind: LimitKind, period: LimitPeriod, now: Date) {
  await tx
    .insertInto('player_limit')
    .values({
      member_id: memberId,
      kind,
      period,
      amount: null,
      pending_amount: null,
      pending_from: null,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['member_id', 'kind', 'period']).doNothing())
    .execute();
  return tx
    .selectFrom('player_limit')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('period', '=', period)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function updateLimit(
  tx: Tx,
  row: Pick<
    PlayerLimitRow,
    'member_id' | 'kind' | 'period' | 'amount' | 'pending_amount' | 'pending_from' | 'updated_at'
  >,
) {
  await tx
    .updateTable('player_limit')
    .set({
      amount: row.amount,
      pending_amount: row.pending_amount,
      pending_from: row.pending_from,
      updated_at: row.updated_at,
    })
    .where('member_id', '=', row.member_id)
    .where('kind', '=', row.kind)
    .where('period', '=', row.period)
    .execute();
}

/** Sums per rolling window: the last 24 hours, 7 days and 30 days before `now`. */
export type WindowSums = Record<LimitPeriod, bigint>;
type SumsRow = { day: string | null; week: string | null; month: string | null };
const toSums = (row: SumsRow | undefined): WindowSums => ({
  day: BigInt(row?.day ?? 0),
  week: BigInt(row?.week ?? 0),
  month: BigInt(row?.month ?? 0),
});

/** Deposits asked for or credited (a pending one counts: it may still be approved). */
export async function depositSums(db: Tx, memberId: string, now: Date): Promise<WindowSums> {
  const { rows } = await sql<SumsRow>`
    select sum(amount) filter (where created_at > ${now}::timestamptz - interval '24 hours') as day,
           sum(amount) filter (where created_at > ${now}::timestamptz - interval '7 days') as week,
           sum(amount) as month
      from deposit
     where member_id = ${memberId}
       and status in ('pending', 'approved')
       and created_at > ${now}::timestamptz - interval '30 days'`.execute(db);
  return toSums(rows[0]);
}

/** Stakes and wins of bets placed in each window; rolled back and cancelled ones count for nothing. */
export async function betSums(
  db: Tx,
  memberId: string,
  now: Date,
): Promise<{ staked: WindowSums; won: WindowSums }> {
  const { rows } = await sql<{
    staked_day: string | null;
    staked_week: string | null;
    staked_month: string | null;
    won_day: string | null;
    won_week: string | null;
    won_month: string | null;
  }>`
    select sum(stake) filter (where placed_at > ${now}::timestamptz - interval '24 hours') as staked_day,
           sum(stake) filter (where placed_at > ${now}::timestamptz - interval '7 days') as staked_week,
           sum(stake) as staked_month,
           sum(payout) filter (where placed_at > ${now}::timestamptz - interval '24 hours') as won_day,
           sum(payout) filter (where placed_at > ${now}::timestamptz - interval '7 days') as won_week,
           sum(payout) as won_month
      from bet
     where member_id = ${memberId}
       and status not in ('rolled_back', 'cancelled')
       and placed_at > ${now}::timestamptz - interval '30 days'`.execute(db);
  const row = rows[0];
  return {
    staked: toSums({
      day: row?.staked_day ?? null,
      week: row?.staked_week ?? null,
      month: row?.staked_month ?? null,
    }),
    won: toSums({ day: row?.won_day ?? null, week: row?.won_week ?? null, month: row?.won_month ?? null }),
  };
}

/** Stakes and wins of the bets placed since `since` (the reality check's session). */
export async function betTotalsSince(db: Db, memberId: string, since: Date) {
  const row = await db
    .selectFrom('bet')
    .select([sql<string | null>`sum(stake)`.as('staked'), sql<string | null>`sum(payout)`.as('won')])
    .where('member_id', '=', memberId)
    .where('placed_at', '>=', since)
    .where('status', 'not in', ['rolled_back', 'cancelled'])
    .executeTakeFirst();
  return { staked: BigInt(row?.staked ?? 0), won: BigInt(row?.won ?? 0) };
}

export const sessionStartOf = (db: Db, tokenHash: string) =>
  db
    .selectFrom('session')
    .select(['created_at', 'play_ends_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();

/** The member's daily-time columns, locked for a change. */
export const lockDailyTime = (tx: Tx, memberId: string) =>
  tx
    .selectFrom('member')
    .select(['daily_time_minutes', 'daily_time_pending', 'daily_time_pending_from'])
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirstOrThrow();

export const updateDailyTime = (
  tx: Tx,
  memberId: string,
  next: {
    daily_time_minutes: number | null;
    daily_time_pending: number | null;
    daily_time_pending_from: Date | null;
  },
) => tx.updateTable('member').set(next).where('id', '=', memberId).execute();

/**
 * The member-site sessions that may hold time signed in since `from`, each from its login to
 * its end: the sign-out (or revocation), the last use for one that lapsed, `now` for one that
 * lives. The day's logins are few (login rate limits), the most recent first.
 */
export const memberSiteStretches = (db: Tx, memberId: string, from: Date, now: Date) =>
  db
    .selectFrom('session')
    .select((eb) => [
      'created_at as from',
      sql<Date>`case when ${eb.ref('revoked_at')} is not null then ${eb.ref('revoked_at')}
        when ${eb.ref('expires_at')} <= ${now} then ${eb.ref('last_seen_at')}
        else ${now}::timestamptz end`.as('to'),
    ])
    .where('member_id', '=', memberId)
    .where('site', '=', 'member')
    .where('created_at', '<', now)
    .where((eb) => eb(eb.fn.coalesce('revoked_at', 'expires_at'), '>', from))
    .orderBy('created_at', 'desc')
    .limit(1000)
    .execute();

/** Stores when the member's live member-site sessions reach the daily limit (null: no limit). */
export const setPlayEnds = (tx: Tx, memberId: string, endsAt: Date | null, now: Date) =>
  tx
    .updateTable('session')
    .set({ play_ends_at: endsAt })
    .where('member_id', '=', memberId)
    .where('site', '=', 'member')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();

/** Games launched before a shorter limit stop taking bets at its end (never later than before). */
export const shortenGameSessions = (tx: Tx, memberId: string, endsAt: Date, now: Date) =>
  tx
    .updateTable('vendor_session')
    .set((eb) => ({
      expires_at: sql<Date>`least(${eb.ref('expires_at')}, ${endsAt}::timestamptz)`,
      ends_at: sql<Date>`least(coalesce(${eb.ref('ends_at')}, ${endsAt}::timestamptz), ${endsAt}::timestamptz)`,
    }))
    .where('member_id', '=', memberId)
    .where('expires_at', '>', now)
    .execute();

/** The member's session-limit columns, locked for a change. */
export const lockSessionLimit = (tx: Tx, memberId: string) =>
  tx
    .selectFrom('member')
    .select(['session_limit_minutes', 'session_limit_pending', 'session_limit_pending_from'])
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirstOrThrow();

export const updateSessionLimit = (
  tx: Tx,
  memberId: string,
  next: {
    session_limit_minutes: number | null;
    session_limit_pending: number | null;
    session_limit_pending_from: Date | null;
  },
) => tx.updateTable('member').set(next).where('id', '=', memberId).execute();

export const setRealityCheck = (db: Db, memberId: string, minutes: number | null) =>
  db.updateTable('member').set({ reality_check_minutes: minutes }).where('id', '=', memberId).execute();

/**
 * The member's accounts at the operator's other brands: the same mobile number or email
 * (an exclusion asked to cover every brand reaches them).
 */
export async function samePersonElsewhere(
  db: Tx,
  member: { id: string; merchant_id: string; mobile_num: string | null; email: string | null },
) {
  if (!member.mobile_num && !member.email) return [];
  return db
    .selectFrom('member')
    .select(['id', 'merchant_id'])
    .where('merchant_id', '!=', member.merchant_id)
    .where((eb) =>
      eb.or([
        ...(member.mobile_num ? [eb('mobile_num', '=', member.mobile_num)] : []),
        ...(member.email ? [eb(sql`lower(email)`, '=', member.email.toLowerCase())] : []),
      ]),
    )
    .execute();
}

/**
 * Records the exclusion of each account and puts it on the member row. An account already
 * excluded for longer keeps its later end: an exclusion is never shortened.
 */
export async function exclude(
  tx: Tx,
  q: {
    accounts: { id: string; merchant_id: string }[];
    kind: ExclusionKind;
    startsAt: Date;
    endsAt: Date;
    requestedBy: string;
  },
) {
  await tx
    .insertInto('player_exclusion')
    .values(
      q.accounts.map((a) => ({
        merchant_id: a.merchant_id,
        member_id: a.id,
        kind: q.kind,
        starts_at: q.startsAt,
        ends_at: q.endsAt,
        requested_by: q.requestedBy,
      })),
    )
    .execute();
  await tx
    .updateTable('member')
    .set({ excluded_until: q.endsAt, excluded_kind: q.kind })
    .where(
      'id',
      'in',
      q.accounts.map((a) => a.id),
    )
    .where((eb) => eb.or([eb('excluded_until', 'is', null), eb('excluded_until', '<', q.endsAt)]))
    .execute();
}

export const memberByAccount = (db: Db, merchantId: string, account: string) =>
  db
    .selectFrom('member')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where((eb) => eb(eb.fn('lower', ['account']), '=', account.toLowerCase()))
    .executeTakeFirst();

export const exclusionsOf = (db: Db, memberId: string) =>
  db
    .selectFrom('player_exclusion')
    .select(['kind', 'starts_at', 'ends_at', 'requested_by'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
