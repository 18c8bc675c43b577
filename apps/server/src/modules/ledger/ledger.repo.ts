import { sql } from 'kysely';
import type { Db, Tx } from '../../db/schema.ts';

/** The only SQL of the ledger. Money is bigint in SQL and bigint in code; strings between. */

export async function findOrCreateAccount(
  tx: Tx,
  key: { merchantId: string; memberId: string | null; kind: string; currency: string; shard: number },
): Promise<string> {
  const find = () => {
    let q = tx
      .selectFrom('ledger_account')
      .select('id')
      .where('merchant_id', '=', key.merchantId)
      .where('kind', '=', key.kind)
      .where('currency', '=', key.currency);
    q =
      key.memberId === null
        ? q.where('member_id', 'is', null).where('shard', '=', key.shard)
        : q.where('member_id', '=', key.memberId);
    return q.executeTakeFirst();
  };
  const existing = await find();
  if (existing) return existing.id;
  await tx
    .insertInto('ledger_account')
    .values({
      merchant_id: key.merchantId,
      member_id: key.memberId,
      kind: key.kind,
      currency: key.currency,
      shard: key.shard,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const created = await find();
  if (!created) throw new Error('ledger account could not be created');
  return created.id;
}

/** Inserts the transfer unless its key exists; undefined means the key was used before. */
export const insertTransfer = (
  tx: Tx,
  row: { merchant_id: string; idempotency_key: string; type: string; member_id: string | null; memo: string },
) =>
  tx
    .insertInto('ledger_transfer')
    .values(row)
    .onConflict((oc) => oc.columns(['merchant_id', 'idempotency_key']).doNothing())
    .returning(['id', 'created_at'])
    .executeTakeFirst();

/**
 * A whole transfer in one statement (one round trip, its own implicit transaction): the
 * transfer row, then each balance in the given (account id) order, each update waiting on the
 * one before so rows are locked in that order, then the entries. A key seen before inserts
 * nothing and returns no rows. A member balance going below zero fails the CHECK constraint,
 * which undoes the whole statement.
 *
 * With `guardMembers` (inside a caller's transaction, which an error would abort) a member
 * balance that would go below zero is not updated instead, nor is any balance after it: the
 * transfer row then comes back with fewer accounts than postings (none: `account_id` null),
 * and the caller must undo its transaction.
 */
export async function postTransferStatement(
  db: Db | Tx,
  row: { merchant_id: string; idempotency_key: string; type: string; member_id: string | null; memo: string },
  postings: { accountId: string; amount: bigint }[],
  guardMembers = false,
) {
  const parts = [
    sql`t as (insert into ledger_transfer (merchant_id, idempotency_key, type, member_id, memo)
      values (${row.merchant_id}, ${row.idempotency_key}, ${row.type}, ${row.member_id}, ${row.memo}::jsonb)
      on conflict (merchant_id, idempotency_key) do nothing returning id)`,
  ];
  postings.forEach((p, i) => {
    const previous = sql.raw(i === 0 ? 't' : `u${i - 1}`);
    parts.push(sql`${sql.raw(`u${i}`)} as (update ledger_account set balance = balance + ${p.amount.toString()}::bigint
      where id = ${p.accountId} and exists (select 1 from ${previous})${
        guardMembers ? sql` and (member_id is null or balance + ${p.amount.toString()}::bigint >= 0)` : sql``
      }
      returning id, balance, ${i}::int as n, ${p.amount.toString()}::bigint as amount)`);
  });
  parts.push(
    sql`x as (${sql.join(
      postings.map((_, i) => sql`select * from ${sql.raw(`u${i}`)}`),
      sql` union all `,
    )})`,
  );
  parts.push(sql`e as (insert into ledger_entry (transfer_id, account_id, amount, balance_after)
      select t.id, x.id, x.amount, x.balance from t, x order by x.n)`);
  const result = await sql<{
    transfer_id: string;
    account_id: string | null;
    balance: string | null;
    n: number | null;
  }>`
    with ${sql.join(parts)}
    select t.id::text as transfer_id, x.id::text as account_id, x.balance::text as balance, x.n
    from t left join x on true order by x.n`.execute(db);
  return result.rows;
}

export const findTransferByKey = (tx: Tx, merchantId: string, key: string) =>
  tx
    .selectFrom('ledger_transfer')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();

/**
 * Applies one entry. A member account may not go below zero: the condition is part of the
 * update, so the check and the write are one step under the row lock.
 */
export const applyToBalance = (tx: Tx, accountId: string, amount: bigint) =>
  tx
    .updateTable('ledger_account')
    .set({ balance: sql`balance + ${amount.toString()}::bigint` })
    .where('id', '=', accountId)
    .where((eb) =>
      eb.or([eb('member_id', 'is', null), eb(sql`balance + ${amount.toString()}::bigint`, '>=', sql`0`)]),
    )
    .returning('balance')
    .executeTakeFirst();

export const balanceOf = (tx: Tx, accountId: string) =>
  tx.selectFrom('ledger_account').select('balance').where('id', '=', accountId).executeTakeFirst();

export const insertEntries = (
  tx: Tx,
  rows: { transfer_id: string; account_id: string; amount: string; balance_after: string }[],
) => tx.insertInto('ledger_entry').values(rows).execute();

export const entriesOfTransfer = (tx: Tx, transferId: string) =>
  tx
    .selectFrom('ledger_entry')
    .select(['account_id', 'amount', 'balance_after'])
    .where('transfer_id', '=', transferId)
    .orderBy('id')
    .execute();

export const memberBalances = (tx: Tx, memberId: string) =>
  tx
    .selectFrom('ledger_account')
    .select(['id', 'kind', 'currency', 'balance'])
    .where('member_id', '=', memberId)
    .orderBy('kind')
    .execute();

// Audit ---------------------------------------------------------------------

/** Accounts whose stored balance differs from the sum of their entries. */
export const accountsOutOfBalance = (tx: Tx) =>
  sql<{ id: string; balance: string; computed: string }>`
    select a.id, a.balance::text, coalesce(sum(e.amount), 0)::text as computed
    from ledger_account a left join ledger_entry e on e.account_id = a.id
    group by a.id, a.balance
    having a.balance <> coalesce(sum(e.amount), 0)`
    .execute(tx)
    .then((r) => r.rows);

export const transfersNotSummingToZero = (tx: Tx) =>
  sql<{ transfer_id: string; total: string; entries: string }>`
    select t.id as transfer_id, coalesce(sum(e.amount), 0)::text as total, count(e.id)::text as entries
    from ledger_transfer t left join ledger_entry e on e.transfer_id = t.id
    group by t.id
    having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2`
    .execute(tx)
    .then((r) => r.rows);

export const grandTotal = (tx: Tx) =>
  sql<{ total: string; entries: string; accounts: string; negative: string }>`
    select coalesce((select sum(amount) from ledger_entry), 0)::text as total,
           (select count(*) from ledger_entry)::text as entries,
           (select count(*) from ledger_account)::text as accounts,
           (select count(*) from ledger_account where member_id is not null and balance < 0)::text as negative`
    .execute(tx)
    .then((r) => r.rows[0]);

export const duplicateKeys = (tx: Tx) =>
  sql<{ merchant_id: string; idempotency_key: string; n: string }>`
    select merchant_id, idempotency_key, count(*)::text as n from ledger_transfer
    group by merchant_id, idempotency_key having count(*) > 1`
    .execute(tx)
    .then((r) => r.rows);
