import { sql } from 'kysely';
import type { Tx } from '../../db/schema.ts';

/** The SQL of the operator's daily report: one merchant, one period [from, to). */

export type DayFigures = {
  registrations: string;
  deposits: string;
  depositCount: string;
  withdrawalsPaid: string;
  players: string;
  bets: string;
  stake: string;
  payout: string;
};

/**
 * What happened in the period: accounts opened (free-play ones aside), deposits approved,
 * withdrawals paid, and bets placed (rolled back and cancelled ones aside) with their stakes,
 * and the payouts of those settled. Money in minor units, as text.
 */
export async function dayFigures(tx: Tx, merchantId: string, from: Date, to: Date): Promise<DayFigures> {
  const result = await sql<DayFigures>`
    select
      (select count(*) from member
        where merchant_id = ${merchantId} and type <> 4 and created_at >= ${from} and created_at < ${to})::text as registrations,
      (select coalesce(sum(amount), 0) from deposit
        where merchant_id = ${merchantId} and status = 'approved' and decided_at >= ${from} and decided_at < ${to})::text as deposits,
      (select count(*) from deposit
        where merchant_id = ${merchantId} and status = 'approved' and decided_at >= ${from} and decided_at < ${to})::text as "depositCount",
      (select coalesce(sum(amount), 0) from withdrawal
        where merchant_id = ${merchantId} and status = 'paid' and paid_at >= ${from} and paid_at < ${to})::text as "withdrawalsPaid",
      b.players::text as players, b.bets::text as bets, b.stake::text as stake, b.payout::text as payout
    from (
      select count(distinct member_id) as players, count(*) as bets,
             coalesce(sum(stake), 0) as stake,
             coalesce(sum(payout) filter (where status = 'settled'), 0) as payout
      from bet
      where merchant_id = ${merchantId} and status in ('open', 'settled')
        and placed_at >= ${from} and placed_at < ${to}
    ) b`.execute(tx);
  const row = result.rows[0];
  if (!row) throw new Error('the report query gave no row');
  return row;
}
