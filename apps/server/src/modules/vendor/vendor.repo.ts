import { type RawBuilder, sql } from 'kysely';
import type { Tx } from '../../db/schema.ts';
import type {
  EmbeddedTransfer,
  EmbeddedTransferBatch,
  TransferBatchOutcome,
  TransferOutcome,
} from '../ledger/ledger.service.ts';

/** SQL of the vendor protocol: launch tokens, sessions, the transaction log and rounds. */

/** A vendor's signing secret; one per vendor code across merchants. */
export const findVendorSecret = (tx: Tx, code: string) =>
  tx
    .selectFrom('game_vendor')
    .select('wallet_secret')
    .where('code', '=', code)
    .where('wallet_secret', 'is not', null)
    .orderBy('id')
    .executeTakeFirst();

/** Spends a launch token: only the first caller within its lifetime gets the row. */
export const spendLaunch = (tx: Tx, tokenHash: string, vendorCode: string, now: Date) =>
  tx
    .updateTable('game_launch')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('vendor_code', '=', vendorCode)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();

export const insertSession = (
  tx: Tx,
  row: {
    token_hash: string;
    merchant_id: string;
    member_id: string;
    vendor_code: string;
    game_code: string;
    expires_at: Date;
    ends_at: Date | null;
  },
) => tx.insertInto('vendor_session').values(row).execute();

export const findSession = (tx: Tx, tokenHash: string, vendorCode: string, now: Date) =>
  tx
    .selectFrom('vendor_session')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('vendor_code', '=', vendorCode)
    .where('expires_at', '>', now)
    .executeTakeFirst();

/**
 * Renews a live game session, never past its end as stored now: a node's cached copy may predate
 * an end written since (a limit set, an exclusion), and must not revive or lengthen it.
 */
export const extendSession = (tx: Tx, tokenHash: string, expiresAt: Date, now: Date) =>
  tx
    .updateTable('vendor_session')
    .set((eb) => ({
      expires_at: sql<Date>`least(${expiresAt}::timestamptz, coalesce(${eb.ref('ends_at')}, ${expiresAt}::timestamptz))`,
    }))
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .execute();

export const findGame = (tx: Tx, gameId: string) =>
  tx.selectFrom('game').selectAll().where('id', '=', gameId).executeTakeFirst();

export const findGameByCode = (tx: Tx, merchantId: string, vendorCode: string, code: string) =>
  tx
    .selectFrom('game')
    .select(['id', 'name_en', 'game_type'])
    .where('merchant_id', '=', merchantId)
    .where('vendor_code', '=', vendorCode)
    .where('code', '=', code)
    .executeTakeFirst();

export const touchRecent = (tx: Tx, memberId: string, gameId: string, now: Date) =>
  tx
    .insertInto('game_recent')
    .values({ member_id: memberId, game_id: gameId, played_at: now })
    .onConflict((oc) => oc.columns(['member_id', 'game_id']).doUpdateSet({ played_at: now }))
    .execute();

export type NewVendorTransaction = {
  merchant_id: string;
  vendor_code: string;
  transaction_id: string;
  kind: 'debit' | 'credit' | 'rollback';
  member_id: string;
  round_id: string;
  amount: string;
  fingerprint: string;
  rolled_back?: boolean;
};

/** Inserts unless the id was seen before; undefined on a replay. */
export const insertTransaction = (tx: Tx, row: NewVendorTransaction) =>
  tx
    .insertInto('vendor_transaction')
    .values(row)
    .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code', 'transaction_id']).doNothing())
    .returning('id')
    .executeTakeFirst();

/**
 * A whole debit in one statement (one round trip and one commit), made only while the session
 * is live: the transaction id (unless seen before), the round's row in the betting record
 * (opened, or its stake raised), then the money, which `transfer` builds for the condition it
 * is given (the ledger's CTEs and answer columns). The bet row is written before the balances
 * are locked, the order credits and rollbacks lock them in. `expires_at` null: no live session
 * of this member and vendor; `id` null: the transaction id was seen before and nothing was
 * written. A balance going below zero fails the whole statement.
 */
export async function recordDebit(
  db: Tx,
  session: { tokenHash: string; now: Date },
  row: NewVendorTransaction & { kind: 'debit' },
  bet: { game_code: string; game_name: string; currency: string },
  transfer: (onlyIf: RawBuilder<unknown>) => EmbeddedTransfer,
) {
  const money = transfer(sql`exists (select 1 from b)`);
  const result = await sql<{ expires_at: Date | null; id: string | null } & TransferOutcome>`
    with s as (
      select expires_at from vendor_session
      where token_hash = ${session.tokenHash} and vendor_code = ${row.vendor_code}
        and member_id = ${row.member_id}::bigint and expires_at > ${session.now}::timestamptz
    ), vt as (
      insert into vendor_transaction
        (merchant_id, vendor_code, transaction_id, kind, member_id, round_id, amount, fingerprint)
      select ${row.merchant_id}::bigint, ${row.vendor_code}, ${row.transaction_id}, 'debit',
        ${row.member_id}::bigint, ${row.round_id}, ${row.amount}::bigint, ${row.fingerprint}
      where exists (select 1 from s)
      on conflict (merchant_id, vendor_code, transaction_id) do nothing
      returning id
    ), b as (
      insert into bet
        (merchant_id, member_id, product, vendor, game_code, game_name, round_id, currency, stake, placed_at)
      select ${row.merchant_id}::bigint, ${row.member_id}::bigint, 'game', ${row.vendor_code},
        ${bet.game_code}, ${bet.game_name}, ${row.round_id}, ${bet.currency}, ${row.amount}::bigint,
        ${session.now}::timestamptz
      from vt
      on conflict (member_id, vendor, round_id) do update set stake = bet.stake + excluded.stake
      returning id
    ), ${sql.join(money.ctes)}
    select (select expires_at from s) as expires_at, (select id::text from vt) as id, ${money.columns}`.execute(
    db,
  );
  const first = result.rows[0];
  return {
    expiresAt: first?.expires_at ? new Date(first.expires_at) : null,
    id: first?.id ?? null,
    transfer: money.outcome(first),
  };
}

/**
 * A whole credit in one statement (one round trip and one commit). It locks the round's bet
 * row first, and reads the round's state from that row as it is once locked (a rollback that
 * committed meanwhile shows in its stake), so a credit and a rollback of one round settle one
 * way only. The transaction id is recorded only while a debit of the round is live (stake above
 * zero); then the payout is added, the round settled and the money moved, which `transfer`
 * builds for the condition it is given (none for a zero credit). `id` null: nothing was written,
 * because the id was seen before or the round has no live debit (`round` tells which). The
 * statement does not look the id up itself: a refusal is rare, and its caller asks then.
 */
export async function recordCredit(
  db: Tx,
  row: NewVendorTransaction & { kind: 'credit' },
  now: Date,
  transfer: ((onlyIf: RawBuilder<unknown>) => EmbeddedTransfer) | null,
) {
  const money = transfer?.(sql`exists (select 1 from vt)`) ?? null;
  const result = await sql<
    {
      id: string | null;
      bet_id: string | null;
      stake: string | null;
      status: string | null;
    } & TransferOutcome
  >`
    with round as (
      select id, stake, status from bet
      where member_id = ${row.member_id}::bigint and vendor = ${row.vendor_code} and round_id = ${row.round_id}
      for update
    ), vt as (
      insert into vendor_transaction
        (merchant_id, vendor_code, transaction_id, kind, member_id, round_id, amount, fingerprint)
      select ${row.merchant_id}::bigint, ${row.vendor_code}, ${row.transaction_id}, 'credit',
        ${row.member_id}::bigint, ${row.round_id}, ${row.amount}::bigint, ${row.fingerprint}
      from round where round.stake > 0
      on conflict (merchant_id, vendor_code, transaction_id) do nothing
      returning id
    ), paid as (
      update bet set payout = payout + ${row.amount}::bigint, status = 'settled', settled_at = ${now}::timestamptz
      where id = (select id from round) and exists (select 1 from vt)
    )${money ? sql`, ${sql.join(money.ctes)}` : sql``}
    select (select id::text from vt) as id, (select id::text from round) as bet_id, (select stake::text from round) as stake,
      (select status from round) as status
      ${money ? sql`, ${money.columns}` : sql``}`.execute(db);
  const first = result.rows[0];
  const live = first?.stake != null && BigInt(first.stake) > 0n;
  return {
    id: first?.id ?? null,
    /** The round once locked: a debit is live (so an id not written was seen before), none, or all rolled back. */
    round: !first?.bet_id ? 'none' : live ? 'live' : first.status === 'rolled_back' ? 'rolled_back' : 'none',
    transfer: money?.outcome(first) ?? null,
  } as const;
}

/** One debit of a batch (`recordDebits`): the row `recordDebit` would write and its session. */
export type BatchDebit = {
  tokenHash: string;
  row: NewVendorTransaction & { kind: 'debit' };
  bet: { game_code: string; game_name: string; currency: string };
};

/** The vendor's transaction ids of a batch, by index, when it was written. */
type BatchIds = { vendor_ids: [number, string][] | null };

/**
 * Each call of a batch statement's answer: its vendor transaction id and its transfer, in the
 * batch's order; null when the batch wrote nothing.
 */
function writtenCalls(row: (BatchIds & TransferBatchOutcome) | undefined, money: EmbeddedTransferBatch) {
  const transfers = money.outcome(row);
  if (!transfers) return null;
  const ids = new Map(row?.vendor_ids ?? []);
  return transfers.map((transfer, seq) => {
    const id = ids.get(seq);
    if (!id) throw new Error('a batched call was written without its transaction id');
    return { id, transfer };
  });
}

/**
 * Several debits in one statement and one commit (group commit): for each, what `recordDebit`
 * writes, all or nothing. Nothing is written (null) unless every session is live, the batch
 * names each id and each round once, and the money of every debit can move (`transfer`, built
 * for the checks it is given, refuses a used key or a member balance going below zero). A
 * transaction id seen before fails the statement on its unique key (nothing written either):
 * replays are rare, and a look-up would cost every batch. The rounds' existing bet rows are
 * locked before any balance, the order a lone debit, credit or rollback locks them in. The
 * caller then sends each debit on its own, to meet its own outcome.
 */
export async function recordDebits(
  db: Tx,
  now: Date,
  debits: BatchDebit[],
  transfer: (checks: {
    alsoIf: RawBuilder<unknown>;
    lockAfter: RawBuilder<unknown>;
  }) => EmbeddedTransferBatch,
) {
  const col = <T>(pick: (d: BatchDebit, i: number) => T) => debits.map(pick);
  const money = transfer({
    alsoIf: sql`(select ok from vok)`,
    lockAfter: sql`(select count(*) from vlock) >= 0`,
  });
  const result = await sql<BatchIds & TransferBatchOutcome>`
    with vin as (
      select * from unnest(${col((_, i) => i)}::int[], ${col((d) => d.tokenHash)}::text[],
        ${col((d) => d.row.merchant_id)}::bigint[], ${col((d) => d.row.vendor_code)}::text[],
        ${col((d) => d.row.transaction_id)}::text[], ${col((d) => d.row.member_id)}::bigint[],
        ${col((d) => d.row.round_id)}::text[], ${col((d) => d.row.amount)}::bigint[],
        ${col((d) => d.row.fingerprint)}::text[], ${col((d) => d.bet.game_code)}::text[],
        ${col((d) => d.bet.game_name)}::text[], ${col((d) => d.bet.currency)}::text[])
        as v(seq, token_hash, merchant_id, vendor_code, transaction_id, member_id, round_id, amount,
          fingerprint, game_code, game_name, currency)
    ), vlock as materialized (
      select b.id from vin cross join lateral (select id from bet
        where member_id = vin.member_id and vendor = vin.vendor_code and round_id = vin.round_id
        for update) b
    ), vok as (
      -- A session by its key (lateral, limit 1), so the plan cannot scan the table.
      select (select count(*) from vin) = (select count(*) from vin cross join lateral (
            select 1 from vendor_session s where s.token_hash = vin.token_hash
              and s.vendor_code = vin.vendor_code and s.member_id = vin.member_id
              and s.expires_at > ${now}::timestamptz limit 1) live)
        and (select count(distinct (merchant_id, vendor_code, transaction_id)) from vin) = (select count(*) from vin)
        and (select count(distinct (member_id, vendor_code, round_id)) from vin) = (select count(*) from vin)
        as ok
    ), ${sql.join(money.ctes)},
    vt as (
      insert into vendor_transaction
        (merchant_id, vendor_code, transaction_id, kind, member_id, round_id, amount, fingerprint)
      select merchant_id, vendor_code, transaction_id, 'debit', member_id, round_id, amount, fingerprint
      from vin where (select ok from ok) order by seq
      returning id, merchant_id, vendor_code, transaction_id
    ), vb as (
      insert into bet
        (merchant_id, member_id, product, vendor, game_code, game_name, round_id, currency, stake, placed_at)
      select merchant_id, member_id, 'game', vendor_code, game_code, game_name, round_id, currency, amount,
        ${now}::timestamptz
      from vin where (select ok from ok) order by seq
      on conflict (member_id, vendor, round_id) do update set stake = bet.stake + excluded.stake
    )
    select ${money.columns},
      (select json_agg(json_build_array(vin.seq, vt.id::text))
        from vt join vin using (merchant_id, vendor_code, transaction_id)) as vendor_ids`.execute(db);
  return writtenCalls(result.rows[0], money);
}

/**
 * Several credits that pay (amount above zero) in one statement and one commit: for each, what
 * `recordCredit` writes, all or nothing. Every round's bet row is locked first (in the batch's
 * order) and read as locked; nothing is written (null) unless every round has a live debit, the
 * batch names each id and each round once, and the money can move; an id seen before fails the
 * statement on its unique key. The caller then sends each credit on its own.
 */
export async function recordCredits(
  db: Tx,
  now: Date,
  credits: (NewVendorTransaction & { kind: 'credit' })[],
  transfer: (checks: {
    alsoIf: RawBuilder<unknown>;
    lockAfter: RawBuilder<unknown>;
  }) => EmbeddedTransferBatch,
) {
  const col = <T>(pick: (c: NewVendorTransaction, i: number) => T) => credits.map(pick);
  const money = transfer({
    alsoIf: sql`(select ok from cok)`,
    lockAfter: sql`(select count(*) from cround) >= 0`,
  });
  const result = await sql<BatchIds & TransferBatchOutcome>`
    with cin as (
      select * from unnest(${col((_, i) => i)}::int[], ${col((c) => c.merchant_id)}::bigint[],
        ${col((c) => c.vendor_code)}::text[], ${col((c) => c.transaction_id)}::text[],
        ${col((c) => c.member_id)}::bigint[], ${col((c) => c.round_id)}::text[],
        ${col((c) => c.amount)}::bigint[], ${col((c) => c.fingerprint)}::text[])
        as c(seq, merchant_id, vendor_code, transaction_id, member_id, round_id, amount, fingerprint)
    ), cround as materialized (
      select cin.seq, b.id, b.stake from cin cross join lateral (select id, stake from bet
        where member_id = cin.member_id and vendor = cin.vendor_code and round_id = cin.round_id
        for update) b
      order by cin.seq
    ), cok as (
      select (select count(*) from cround where stake > 0) = (select count(*) from cin)
        and (select count(distinct (merchant_id, vendor_code, transaction_id)) from cin) = (select count(*) from cin)
        and (select count(distinct (member_id, vendor_code, round_id)) from cin) = (select count(*) from cin)
        and (select bool_and(amount > 0) from cin)
        as ok
    ), ${sql.join(money.ctes)},
    vt as (
      insert into vendor_transaction
        (merchant_id, vendor_code, transaction_id, kind, member_id, round_id, amount, fingerprint)
      select merchant_id, vendor_code, transaction_id, 'credit', member_id, round_id, amount, fingerprint
      from cin where (select ok from ok) order by seq
      returning id, merchant_id, vendor_code, transaction_id
    ), paid as (
      update bet set payout = bet.payout + cin.amount, status = 'settled', settled_at = ${now}::timestamptz
      from cround join cin using (seq)
      where bet.id = cround.id and (select ok from ok)
    )
    select ${money.columns},
      (select json_agg(json_build_array(cin.seq, vt.id::text))
        from vt join cin using (merchant_id, vendor_code, transaction_id)) as vendor_ids`.execute(db);
  return writtenCalls(result.rows[0], money);
}

export const findTransaction = (tx: Tx, merchantId: string, vendorCode: string, transactionId: string) =>
  tx
    .selectFrom('vendor_transaction')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('vendor_code', '=', vendorCode)
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();

export const markRolledBack = (tx: Tx, id: string) =>
  tx
    .updateTable('vendor_transaction')
    .set({ rolled_back: true })
    .where('id', '=', id)
    .where('rolled_back', '=', false)
    .returning('id')
    .executeTakeFirst();

/** Debits and credits of a round so far (the round's bet row is locked by the caller). */
export async function roundState(
  tx: Tx,
  merchantId: string,
  vendorCode: string,
  memberId: string,
  roundId: string,
) {
  const row = await tx
    .selectFrom('vendor_transaction')
    .select([
      sql<string>`count(*) filter (where kind = 'debit' and amount > 0)`.as('debits'),
      sql<string>`count(*) filter (where kind = 'debit' and amount > 0 and not rolled_back)`.as(
        'live_debits',
      ),
      sql<string>`count(*) filter (where kind = 'credit')`.as('credits'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('vendor_code', '=', vendorCode)
    .where('member_id', '=', memberId)
    .where('round_id', '=', roundId)
    .executeTakeFirst();
  return {
    debits: Number(row?.debits ?? 0),
    liveDebits: Number(row?.live_debits ?? 0),
    credits: Number(row?.credits ?? 0),
  };
}

/** Locks the round so a credit and a rollback of it cannot interleave. */
export const lockRound = (tx: Tx, memberId: string, vendor: string, roundId: string) =>
  tx
    .selectFrom('bet')
    .select(['id', 'stake', 'status'])
    .where('member_id', '=', memberId)
    .where('vendor', '=', vendor)
    .where('round_id', '=', roundId)
    .forUpdate()
    .executeTakeFirst();

export const refundStake = (tx: Tx, betId: string, amount: string) =>
  tx
    .updateTable('bet')
    .set({
      stake: sql`stake - ${amount}::bigint`,
      status: sql`case when stake - ${amount}::bigint = 0 then 'rolled_back' else status end`,
    })
    .where('id', '=', betId)
    .execute();

export const settleRound = (tx: Tx, memberId: string, vendor: string, roundId: string, now: Date) =>
  tx
    .updateTable('bet')
    .set({ status: 'settled', settled_at: now })
    .where('member_id', '=', memberId)
    .where('vendor', '=', vendor)
    .where('round_id', '=', roundId)
    .where('status', '=', 'open')
    .execute();
