import { sql } from 'kysely';
import type { Tx } from '../../db/schema.ts';

/** SQL of the turnover owed before a withdrawal (the rule is in `turnover.ts`). */

/**
 * Where a member's turnover run can start: after the operator's waiver, and after the last stake
 * that left the main balance under `below` (the money the credits brought is spent, and so is what
 * they owed). Null when neither happened, and no main account (nothing credited yet) answers none.
 */
export async function turnoverStart(tx: Tx, memberId: string, currency: string, below: bigint) {
  const row = await sql<{ account_id: string | null; waived_at: Date | null; spent_at: Date | null }>`
    select a.id as account_id, m.turnover_waived_at as waived_at,
           (select e.created_at from ledger_entry e join ledger_transfer t on t.id = e.transfer_id
             where e.account_id = a.id and e.balance_after < ${below.toString()} and t.type = 'bet'
             order by e.id desc limit 1) as spent_at
    from member m
    left join ledger_account a on a.member_id = m.id and a.kind = 'main' and a.currency = ${currency}
    where m.id = ${memberId}
  `.execute(tx);
  const found = row.rows[0];
  if (!found?.account_id) return undefined;
  const times = [found.waived_at, found.spent_at].filter((t): t is Date => t !== null);
  const since = times.length === 0 ? null : new Date(Math.max(...times.map((t) => t.getTime())));
  return { accountId: found.account_id, since };
}

/** Credits of the given transfer types to the member's main account after `since`, oldest first. */
export async function creditsSince(
  tx: Tx,
  memberId: string,
  accountId: string,
  types: readonly string[],
  since: Date | null,
) {
  let query = tx
    .selectFrom('ledger_transfer as t')
    .innerJoin('ledger_entry as e', (join) =>
      join.onRef('e.transfer_id', '=', 't.id').on('e.account_id', '=', accountId),
    )
    .select(['t.type', 't.created_at', 'e.amount'])
    .where('t.member_id', '=', memberId)
    .where('t.type', 'in', types)
    .where('e.amount', '>', '0');
  if (since) query = query.where('t.created_at', '>', since);
  return query.orderBy('t.created_at').orderBy('t.id').execute();
}

/**
 * Stakes placed from each of `times` (ascending) until the next, the last until now: element i sums
 * the bets placed in [times[i], times[i + 1]). Rolled-back and cancelled bets do not count.
 */
export async function stakesFrom(tx: Tx, memberId: string, times: readonly Date[]): Promise<bigint[]> {
  const sums = times.map(() => 0n);
  if (times.length === 0) return sums;
  const rows = await sql<{ step: number; staked: string }>`
    select width_bucket(placed_at, ${times.map((t) => t.toISOString())}::timestamptz[]) as step,
           sum(stake)::text as staked
    from bet
    where member_id = ${memberId} and placed_at >= ${times[0]}
      and status not in ('rolled_back', 'cancelled')
    group by 1
  `.execute(tx);
  // width_bucket answers 1 for the first time up to the next, n for the last onwards.
  for (const row of rows.rows) sums[Number(row.step) - 1] = BigInt(row.staked);
  return sums;
}
