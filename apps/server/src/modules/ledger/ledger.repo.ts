import { type RawBuilder, sql } from 'kysely';
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

export type TransferRow = {
  merchant_id: string;
  idempotency_key: string;
  type: string;
  member_id: string | null;
  memo: string;
};

/**
 * The common table expressions of one transfer, for a statement of its own or of a caller's:
 * `lt` the transfer row, then `lu0`, `lu1`, … each balance in the given (account id) order,
 * each update waiting on the one before so rows are locked in that order, `lx` the updated
 * balances and `le` the entries. A key seen before inserts nothing and updates nothing.
 *
 * `guardMembers` (inside a caller's transaction, which an error would abort): a member balance
 * that would go below zero is not updated instead, nor is any balance after it; otherwise the
 * CHECK constraint on member balances fails the whole statement.
 *
 * `onlyIf` (a condition over the caller's own CTEs): nothing is written unless it holds. The
 * key must then be new: a used key fails the statement, rather than let the caller's rows be
 * written without the money.
 */
export function transferCtes(
  row: TransferRow,
  postings: { accountId: string; amount: bigint }[],
  opts: { guardMembers?: boolean; onlyIf?: RawBuilder<unknown> } = {},
): RawBuilder<unknown>[] {
  const values = sql`${row.merchant_id}::bigint, ${row.idempotency_key}, ${row.type}, ${row.member_id}::bigint, ${row.memo}::jsonb`;
  const parts = [
    opts.onlyIf
      ? sql`lt as (insert into ledger_transfer (merchant_id, idempotency_key, type, member_id, memo)
          select ${values} where ${opts.onlyIf} returning id)`
      : sql`lt as (insert into ledger_transfer (merchant_id, idempotency_key, type, member_id, memo)
          select ${values} on conflict (merchant_id, idempotency_key) do nothing returning id)`,
  ];
  postings.forEach((p, i) => {
    const previous = sql.raw(i === 0 ? 'lt' : `lu${i - 1}`);
    parts.push(sql`${sql.raw(`lu${i}`)} as (update ledger_account set balance = balance + ${p.amount.toString()}::bigint
      where id = ${p.accountId} and exists (select 1 from ${previous})${
        opts.guardMembers
          ? sql` and (member_id is null or balance + ${p.amount.toString()}::bigint >= 0)`
          : sql``
      }
      returning id, balance, ${i}::int as n, ${p.amount.toString()}::bigint as amount)`);
  });
  parts.push(
    sql`lx as (${sql.join(
      postings.map((_, i) => sql`select * from ${sql.raw(`lu${i}`)}`),
      sql` union all `,
    )})`,
  );
  parts.push(sql`le as (insert into ledger_entry (transfer_id, account_id, amount, balance_after)
      select lt.id, lx.id, lx.amount, lx.balance from lt, lx order by lx.n)`);
  return parts;
}

/** What a statement built with `transferCtes` answers about its transfer, as two columns. */
export const transferOutcomeColumns = sql`(select lt.id::text from lt) as ledger_transfer_id,
  (select json_agg(json_build_array(lx.id::text, lx.balance::text) order by lx.n) from lx) as ledger_entries`;

export type TransferOutcome = {
  ledger_transfer_id: string | null;
  /** [account id, balance after] in posting (account id) order. */
  ledger_entries: [string, string][] | null;
};

/**
 * A whole transfer in one statement (one round trip, its own implicit transaction, or one
 * statement of a caller's transaction with `guardMembers`): see `transferCtes`. A key seen
 * before returns no rows; with `guardMembers` the transfer row comes back with fewer accounts
 * than postings (none: `account_id` null) when a member balance refused, and the caller must
 * undo its transaction.
 */
export async function postTransferStatement(
  db: Db | Tx,
  row: TransferRow,
  postings: { accountId: string; amount: bigint }[],
  guardMembers = false,
) {
  const result = await sql<{
    transfer_id: string;
    account_id: string | null;
    balance: string | null;
    n: number | null;
  }>`
    with ${sql.join(transferCtes(row, postings, { guardMembers }))}
    select lt.id::text as transfer_id, lx.id::text as account_id, lx.balance::text as balance, lx.n
    from lt left join lx on true order by lx.n`.execute(db);
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

/** The accounts of several members in one read (the array keeps one prepared statement). */
export const balancesOfMembers = (db: Db, memberIds: string[]) =>
  sql<{ member_id: string; id: string; kind: string; currency: string; balance: string }>`
    select member_id::text, id, kind, currency, balance from ledger_account
    where member_id = any(${memberIds}::bigint[]) order by member_id, kind`
    .execute(db)
    .then((r) => r.rows);

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

/** One transfer of a batch: its row and its postings' resolved accounts. */
export type BatchTransfer = {
  row: TransferRow;
  postings: { accountId: string; amount: bigint }[];
};

/** What a batch statement built with `transferBatchCtes` answers about its transfers. */
export type TransferBatchOutcome = {
  /** False: nothing was written (a used key, short funds, a missing account, or `alsoIf`). */
  ok: boolean | null;
  /** [index in the batch, transfer id]. */
  transfers: [number, string][] | null;
  /** [index in the batch, account id, balance after] in the batch's order, then account id. */
  balances: [number, string, string][] | null;
};

/**
 * The common table expressions of several transfers in one statement (group commit), for a
 * statement of the ledger's own (`postTransferBatch`) or of a caller's: `ok` (every check),
 * then the writes, which happen only if `ok`. The accounts are locked in id order, the running
 * balance of every entry is computed in the transfers' order, and `ok` holds only if no key was
 * used before, no member balance would go below zero at any step, and the caller's `alsoIf`
 * (a condition over its own earlier CTEs) holds. `lockAfter`, a condition over the caller's
 * CTEs, is evaluated before any account is locked: a caller locking rows of its own first
 * keeps the order its single-statement path locks in. Arrays are passed as parameters so the
 * text, and its prepared plan, is the same for any batch size.
 */
export function transferBatchCtes(
  transfers: BatchTransfer[],
  opts: { alsoIf?: RawBuilder<unknown>; lockAfter?: RawBuilder<unknown> } = {},
): RawBuilder<unknown>[] {
  const t = { seq: [] as number[], merchant: [] as string[], key: [] as string[], type: [] as string[] };
  const tMember: (string | null)[] = [];
  const tMemo: string[] = [];
  const p = { seq: [] as number[], account: [] as string[], amount: [] as string[] };
  transfers.forEach((transfer, seq) => {
    t.seq.push(seq);
    t.merchant.push(transfer.row.merchant_id);
    t.key.push(transfer.row.idempotency_key);
    t.type.push(transfer.row.type);
    tMember.push(transfer.row.member_id);
    tMemo.push(transfer.row.memo);
    for (const posting of transfer.postings) {
      p.seq.push(seq);
      p.account.push(posting.accountId);
      p.amount.push(posting.amount.toString());
    }
  });
  // Each account by its key, locked in id order (as every other transfer locks them): a plan
  // made while the tables were small must not scan them once they are large.
  const accountIds = [...new Set(p.account)].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
  return [
    sql`tin as (
      select * from unnest(${t.seq}::int[], ${t.merchant}::bigint[], ${t.key}::text[], ${t.type}::text[],
        ${tMember}::bigint[], ${tMemo}::text[]) as t(seq, merchant_id, idempotency_key, type, member_id, memo))`,
    sql`pin as (
      select * from unnest(${p.seq}::int[], ${p.account}::bigint[], ${p.amount}::bigint[])
        as p(seq, account_id, amount))`,
    sql`cur as (
      select a.id, a.balance, a.is_member from unnest(${accountIds}::bigint[]) with ordinality as q(id, n)
      cross join lateral (select id, balance, member_id is not null as is_member from ledger_account
        where id = q.id for update) a
      where ${opts.lockAfter ?? sql`true`}
      order by q.n)`,
    sql`run as (
      select pin.seq, pin.account_id, pin.amount, cur.is_member,
        cur.balance + sum(pin.amount) over (partition by pin.account_id order by pin.seq) as balance_after
      from pin join cur on cur.id = pin.account_id)`,
    sql`ok as (
      select (select count(*) from cur) = (select count(distinct account_id) from pin)
        and not exists (select 1 from run where is_member and balance_after < 0)
        and not exists (select 1 from tin cross join lateral (select 1 from ledger_transfer l
          where l.merchant_id = tin.merchant_id and l.idempotency_key = tin.idempotency_key limit 1) used)
        and ${opts.alsoIf ?? sql`true`}
        as ok)`,
    sql`lt as (
      insert into ledger_transfer (merchant_id, idempotency_key, type, member_id, memo)
      select merchant_id, idempotency_key, type, member_id, memo::jsonb from tin
      where (select ok from ok) order by seq
      returning id, merchant_id, idempotency_key)`,
    sql`tid as (select tin.seq, lt.id from lt join tin using (merchant_id, idempotency_key))`,
    sql`delta as (select account_id, sum(amount) as amount from pin group by account_id)`,
    sql`lu as (
      update ledger_account a set balance = a.balance + delta.amount from delta
      where a.id = any(${accountIds}::bigint[]) and a.id = delta.account_id and (select ok from ok)
      returning a.id, a.balance)`,
    sql`le as (
      insert into ledger_entry (transfer_id, account_id, amount, balance_after)
      select tid.id, run.account_id, run.amount, run.balance_after from run join tid using (seq)
      order by run.seq, run.account_id)`,
  ];
}

/** The columns of `TransferBatchOutcome`, for the answer of a statement built with `transferBatchCtes`. */
export const transferBatchColumns = sql`(select ok from ok) as ok,
  (select json_agg(json_build_array(tid.seq, tid.id::text)) from tid) as transfers,
  (select json_agg(json_build_array(run.seq, run.account_id::text, run.balance_after::text)
    order by run.seq, run.account_id) from run) as balances`;

/**
 * Several transfers in one statement (group commit; see `transferBatchCtes`), answering the
 * accounts of `readMembers` too. When `ok` is false nothing was written (the caller posts them
 * one by one).
 */
export async function postTransferBatch(db: Db, transfers: BatchTransfer[], readMembers: string[] = []) {
  const result = await sql<
    TransferBatchOutcome & { member_accounts: [string, string, string, string][] | null }
  >`
    with ${sql.join(transferBatchCtes(transfers))}
    select ${transferBatchColumns},
      (select json_agg(json_build_array(a.member_id::text, a.kind, a.currency,
          coalesce(lu.balance, a.balance)::text) order by a.member_id, a.kind)
        from ledger_account a left join lu on lu.id = a.id
        where a.member_id = any(${readMembers}::bigint[])) as member_accounts`.execute(db);
  const row = result.rows[0];
  return {
    ok: row?.ok === true,
    transfers: row?.transfers ?? [],
    balances: row?.balances ?? [],
    /** [member id, kind, currency, balance]: after this batch for its accounts, else as it began. */
    memberAccounts: row?.member_accounts ?? [],
  };
}
