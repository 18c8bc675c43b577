import { sql } from 'kysely';
import type { Tx } from '../../db/schema.ts';

/** SQL of the turnover owed before a withdrawal (the rule is in `turnover.ts`). */

/**
 * Where a member's turnover run can start: after the last stake that left the main balance under
 * `below` (the money the credits brought is spent, and so is what they owed; `spentEntry`), and after
 * the operator's waiver (`waivedAt`). Undefined when there is no main account (nothing credited yet).
 */
export async function turnoverStart(tx: Tx, memberId: string, currency: string, below: bigint) {
  const row = await sql<{
    account_id: string | null;
    member_type: number;
    waived_at: Date | null;
    spent_entry: string | null;
  }>`
    select a.id as account_id, m.type as member_type, m.turnover_waived_at as waived_at,
           (select e.id from ledger_entry e join ledger_transfer t on t.id = e.transfer_id
             where e.account_id = a.id and e.balance_after < ${below.toString()} and t.type = 'bet'
             order by e.id desc limit 1) as spent_entry
    from member m
    left join ledger_account a on a.member_id = m.id and a.kind = 'main' and a.currency = ${currency}
    where m.id = ${memberId}
  `.execute(tx);
  const found = row.rows[0];
  if (!found?.account_id) return undefined;
  return {
    accountId: found.account_id,
    memberType: found.member_type,
    spentEntry: found.spent_entry,
    waivedAt: found.waived_at,
  };
}

/**
 * Credits to a main account by transfers of the given types after the start, oldest first. Read by
 * the account's entries, so money another member sent counts for the one who received it.
 */
export async function creditsSince(
  tx: Tx,
  start: { accountId: string; spentEntry: string | null; waivedAt: Date | null },
  types: readonly string[],
) {
  let query = tx
    .selectFrom('ledger_entry as e')
    .innerJoin('ledger_transfer as t', 't.id', 'e.transfer_id')
    .select(['t.type', 'e.created_at', 'e.amount'])
    .where('e.account_id', '=', start.accountId)
    .where('e.amount', '>', '0')
    .where('t.type', 'in', types);
  if (start.spentEntry) query = query.where('e.id', '>', start.spentEntry);
  if (start.waivedAt) query = query.where('e.created_at', '>', start.waivedAt);
  return query.orderBy('e.created_at').orderBy('e.id').execute();
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
