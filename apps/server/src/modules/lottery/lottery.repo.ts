import { sql } from 'kysely';
import type { LotteryDrawStatus, Tx } from '../../db/schema.ts';

/** The only SQL of the lottery. Every method takes the transaction (or database) it runs in. */

// Draws ---------------------------------------------------------------------------

export type NewDraw = {
  game_code: string;
  numero: string;
  source: 'engine' | 'official';
  opens_at: Date;
  closes_at: Date;
  draw_at: Date;
  server_seed: string | null;
  seed_hash: string | null;
  client_seed: string | null;
  nonce: number | null;
};

/** Creates draws that do not exist yet; an existing (game, numero) is left exactly as it is. */
export async function insertDraws(tx: Tx, rows: NewDraw[]): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await tx
    .insertInto('lottery_draw')
    .values(rows)
    .onConflict((oc) => oc.columns(['game_code', 'numero']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** The latest draw time already created per game, among draws not yet finished. */
export const latestPendingDrawAt = (tx: Tx) =>
  tx
    .selectFrom('lottery_draw')
    .select(['game_code', (eb) => eb.fn.max('draw_at').as('last')])
    .where('status', 'in', ['scheduled', 'open'])
    .groupBy('game_code')
    .execute();

export const findDraw = (tx: Tx, id: string) =>
  tx.selectFrom('lottery_draw').selectAll().where('id', '=', id).executeTakeFirst();

export const findDrawByNumero = (tx: Tx, gameCode: string, numero: string) =>
  tx
    .selectFrom('lottery_draw')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('numero', '=', numero)
    .executeTakeFirst();

/** Locks the draw against a concurrent close while a bet or a cancellation is written. */
export const lockDrawForBetting = (tx: Tx, id: string) =>
  tx
    .selectFrom('lottery_draw')
    .select(['id', 'status', 'opens_at', 'closes_at', 'game_code', 'numero'])
    .where('id', '=', id)
    .forShare()
    .executeTakeFirst();

/** Moves every draw whose time has come from one state to the next; returns their ids. */
export async function advanceDue(
  tx: Tx,
  from: LotteryDrawStatus,
  to: LotteryDrawStatus,
  column: 'opens_at' | 'closes_at',
  now: Date,
): Promise<string[]> {
  const rows = await tx
    .updateTable('lottery_draw')
    .set({ status: to })
    .where('status', '=', from)
    .where(column, '<=', now)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Engine draws closed and past their draw time: the drawing step's work list. */
export const engineDrawsDue = (tx: Tx, now: Date) =>
  tx
    .selectFrom('lottery_draw')
    .selectAll()
    .where('status', '=', 'closed')
    .where('source', '=', 'engine')
    .where('draw_at', '<=', now)
    .orderBy('draw_at')
    .execute();

/** Stores the result once: only a closed draw becomes drawn. */
export const markDrawn = (tx: Tx, id: string, result: unknown, now: Date) =>
  tx
    .updateTable('lottery_draw')
    .set({ status: 'drawn', result: JSON.stringify(result), drawn_at: now })
    .where('id', '=', id)
    .where('status', '=', 'closed')
    .returning('id')
    .executeTakeFirst();

export const drawsToSettle = (tx: Tx) =>
  tx.selectFrom('lottery_draw').select('id').where('status', '=', 'drawn').orderBy('draw_at').execute();

export const drawsToNotify = (tx: Tx) =>
  tx
    .selectFrom('lottery_draw')
    .selectAll()
    .where('status', '=', 'settled')
    .where('notified_at', 'is', null)
    .orderBy('draw_at')
    .limit(100)
    .execute();

export const markNotified = (tx: Tx, id: string, now: Date) =>
  tx.updateTable('lottery_draw').set({ notified_at: now }).where('id', '=', id).execute();

/** An official draw created straight from an import (no bets could have been taken on it). */
export const insertImportedDraw = (tx: Tx, row: NewDraw & { result: string; drawn_at: Date }) =>
  tx
    .insertInto('lottery_draw')
    .values({ ...row, status: 'drawn' })
    .onConflict((oc) => oc.columns(['game_code', 'numero']).doNothing())
    .returning('id')
    .executeTakeFirst();

/** An official draw past its close takes its imported result (from open or closed). */
export const storeImportedResult = (tx: Tx, id: string, result: unknown, now: Date) =>
  tx
    .updateTable('lottery_draw')
    .set({ status: 'drawn', result: JSON.stringify(result), drawn_at: now })
    .where('id', '=', id)
    .where('status', 'in', ['scheduled', 'open', 'closed'])
    .where('closes_at', '<=', now)
    .returning('id')
    .executeTakeFirst();

export const currentDraw = (tx: Tx, gameCode: string) =>
  tx
    .selectFrom('lottery_draw')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('status', 'in', ['open', 'scheduled'])
    .orderBy(sql`status = 'open'`, 'desc')
    .orderBy('draw_at')
    .limit(1)
    .executeTakeFirst();

export const drawnDraws = (tx: Tx, gameCode: string | undefined, count: number, before?: string) => {
  let q = tx.selectFrom('lottery_draw').selectAll().where('status', 'in', ['drawn', 'settled']);
  if (gameCode) q = q.where('game_code', '=', gameCode);
  if (before) q = q.where('numero', '<', before);
  return q.orderBy('draw_at', 'desc').limit(count).execute();
};

// Odds ----------------------------------------------------------------------------

export const latestOdds = (tx: Tx, merchantId: string) =>
  tx
    .selectFrom('lottery_odds')
    .select(['version', 'odds'])
    .where('merchant_id', '=', merchantId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();

export const insertOdds = (tx: Tx, merchantId: string, version: number, odds: unknown) =>
  tx
    .insertInto('lottery_odds')
    .values({ merchant_id: merchantId, version, odds: JSON.stringify(odds) })
    .onConflict((oc) => oc.columns(['merchant_id', 'version']).doNothing())
    .execute();

/** Inserts a version unless the merchant has it already; whether it did. */
export const insertOddsVersion = async (tx: Tx, merchantId: string, version: number, odds: unknown) =>
  Number((await insertOdds(tx, merchantId, version, odds))[0]?.numInsertedOrUpdatedRows ?? 0n) === 1;

// Slips and bets ------------------------------------------------------------------

export const findSlip = (tx: Tx, memberId: string, requestId: string) =>
  tx
    .selectFrom('lottery_slip')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();

export const insertSlip = (
  tx: Tx,
  row: {
    merchant_id: string;
    member_id: string;
    draw_id: string;
    request_id: string;
    fingerprint: string;
    total_stake: string;
    bet_count: number;
    transfer_id: string;
  },
) => tx.insertInto('lottery_slip').values(row).returning(['id', 'created_at']).executeTakeFirstOrThrow();

/** The member's stake on a draw still in play (the per-draw limit). */
export async function openStakeOnDraw(tx: Tx, memberId: string, drawId: string): Promise<bigint> {
  const row = await tx
    .selectFrom('lottery_bet as lb')
    .innerJoin('bet as b', 'b.id', 'lb.bet_id')
    .select(sql<string>`coalesce(sum(b.stake), 0)::text`.as('total'))
    .where('lb.member_id', '=', memberId)
    .where('lb.draw_id', '=', drawId)
    .where('b.status', '=', 'open')
    .executeTakeFirst();
  return BigInt(row?.total ?? 0);
}

export type BetInsert = {
  betType: string;
  selection: string;
  unitStake: bigint;
  multiplier: number;
  oddsMilli: bigint;
  stake: bigint;
};

/**
 * Writes a slip's bets in one statement: a `bet` row each (the betting record: product
 * 'lottery', round id = the bet id) and its lottery detail, ids in slip order.
 */
export async function insertBets(
  tx: Tx,
  common: {
    merchantId: string;
    memberId: string;
    drawId: string;
    slipId: string;
    gameCode: string;
    gameName: string;
    vendor: string;
    currency: string;
    oddsVersion: number;
    placedAt: Date;
  },
  bets: BetInsert[],
): Promise<string[]> {
  const rows = await sql<{ bet_id: string }>`
    with input as (
      select * from unnest(
        ${bets.map((b) => b.betType)}::text[], ${bets.map((b) => b.selection)}::text[],
        ${bets.map((b) => b.unitStake.toString())}::bigint[], ${bets.map((b) => b.multiplier)}::int[],
        ${bets.map((b) => b.oddsMilli.toString())}::bigint[], ${bets.map((b) => b.stake.toString())}::bigint[]
      ) with ordinality as t(bet_type, selection, unit_stake, multiplier, odds_milli, stake, ord)
    ), ids as materialized (
      select nextval(pg_get_serial_sequence('bet', 'id')) as id, input.* from input
    ), bets as (
      insert into bet (id, merchant_id, member_id, product, vendor, game_code, game_name, round_id, currency, stake, placed_at)
      select id, ${common.merchantId}, ${common.memberId}, 'lottery', ${common.vendor}, ${common.gameCode},
             ${common.gameName}, id::text, ${common.currency}, stake, ${common.placedAt} from ids
      returning id
    )
    insert into lottery_bet (bet_id, merchant_id, member_id, draw_id, slip_id, game_code, bet_type, selection,
                             unit_stake, multiplier, odds_milli, odds_version, placed_at)
    select ids.id, ${common.merchantId}, ${common.memberId}, ${common.drawId}, ${common.slipId}, ${common.gameCode},
           bet_type, selection, unit_stake, multiplier, odds_milli, ${common.oddsVersion}, ${common.placedAt}
    from ids join bets on bets.id = ids.id
    order by ord
    returning bet_id`.execute(tx);
  return rows.rows.map((r) => r.bet_id);
}

const betView = (tx: Tx) =>
  tx
    .selectFrom('lottery_bet as lb')
    .innerJoin('bet as b', 'b.id', 'lb.bet_id')
    .innerJoin('lottery_draw as d', 'd.id', 'lb.draw_id')
    .select([
      'lb.bet_id',
      'lb.slip_id',
      'lb.draw_id',
      'lb.member_id',
      'lb.game_code',
      'd.numero',
      'lb.bet_type',
      'lb.selection',
      'lb.unit_stake',
      'lb.multiplier',
      'lb.odds_milli',
      'lb.odds_version',
      'b.stake',
      'b.payout',
      'b.status',
      'b.placed_at',
      'b.settled_at',
    ]);
export type BetViewRow = Awaited<ReturnType<typeof findBet>> & {};

export const findBet = (tx: Tx, betId: string) =>
  betView(tx).where('lb.bet_id', '=', betId).executeTakeFirst();

export const betsOfSlip = (tx: Tx, slipId: string) =>
  betView(tx).where('lb.slip_id', '=', slipId).orderBy('lb.bet_id').execute();

export type BetFilter = {
  memberId: string;
  gameCode?: string | undefined;
  drawId?: string | undefined;
  status?: 'open' | 'won' | 'lost' | 'cancelled' | 'void' | undefined;
};

function filtered(tx: Tx, f: BetFilter) {
  let q = betView(tx).where('lb.member_id', '=', f.memberId);
  if (f.gameCode) q = q.where('lb.game_code', '=', f.gameCode);
  if (f.drawId) q = q.where('lb.draw_id', '=', f.drawId);
  if (f.status === 'open') q = q.where('b.status', '=', 'open');
  if (f.status === 'cancelled') q = q.where('b.status', '=', 'cancelled');
  if (f.status === 'void') q = q.where('b.status', '=', 'rolled_back');
  if (f.status === 'won') q = q.where('b.status', '=', 'settled').where('b.payout', '>', '0');
  if (f.status === 'lost') q = q.where('b.status', '=', 'settled').where('b.payout', '=', '0');
  return q;
}

export async function memberBets(tx: Tx, f: BetFilter, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    filtered(tx, f).orderBy('lb.bet_id', 'desc').limit(limit).offset(offset).execute(),
    filtered(tx, f)
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Cancels an open bet of this member; undefined when it is not open (or not theirs). */
export const cancelOpenBet = (tx: Tx, betId: string, memberId: string, now: Date) =>
  tx
    .updateTable('bet')
    .set({ status: 'cancelled', settled_at: now })
    .where('id', '=', betId)
    .where('member_id', '=', memberId)
    .where('product', '=', 'lottery')
    .where('status', '=', 'open')
    .returning(['id', 'stake', 'currency', 'merchant_id'])
    .executeTakeFirst();

// Catalogue reads ------------------------------------------------------------------

export const recentGames = (tx: Tx, memberId: string, limit: number) =>
  tx
    .selectFrom('lottery_bet')
    .select(['game_code', (eb) => eb.fn.max('placed_at').as('last')])
    .where('member_id', '=', memberId)
    .groupBy('game_code')
    .orderBy('last', 'desc')
    .limit(limit)
    .execute();

export const betCountsSince = (tx: Tx, since: Date) =>
  tx
    .selectFrom('lottery_bet')
    .select(['game_code', (eb) => eb.fn.countAll<string>().as('n')])
    .where('placed_at', '>=', since)
    .groupBy('game_code')
    .execute();

// Settlement ------------------------------------------------------------------------

/**
 * Splits a draw's bets into chunks of about `chunkSize` bets by member ranges (a member is
 * never split), stores them as pending, and marks the draw planned — once: a second call
 * finds the draw planned and does nothing.
 */
export async function planChunks(tx: Tx, drawId: string, chunkSize: number, now: Date): Promise<boolean> {
  const claimed = await tx
    .updateTable('lottery_draw')
    .set({ settle_planned_at: now })
    .where('id', '=', drawId)
    .where('status', '=', 'drawn')
    .where('settle_planned_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return false;
  const span = await sql<{ n: string; lo: string | null; hi: string | null }>`
    select count(*)::text as n, min(member_id)::text as lo, max(member_id)::text as hi
    from lottery_bet where draw_id = ${drawId}`.execute(tx);
  const { n, lo, hi } = span.rows[0] ?? { n: '0', lo: null, hi: null };
  if (lo === null || hi === null) return true; // No bets: nothing to settle.
  if (Number(n) <= chunkSize) {
    await tx
      .insertInto('lottery_settle_chunk')
      .values({ draw_id: drawId, chunk_no: 0, member_from: lo, member_to: hi })
      .execute();
    return true;
  }
  await sql`
    insert into lottery_settle_chunk (draw_id, chunk_no, member_from, member_to)
    select ${drawId}, (row_number() over (order by min(member_id)) - 1)::int, min(member_id), max(member_id)
    from (
      select member_id, floor((sum(n) over (order by member_id) - n) / ${chunkSize}::numeric)::int as chunk
      from (select member_id, count(*) as n from lottery_bet where draw_id = ${drawId} group by member_id) per_member
    ) numbered
    group by chunk`.execute(tx);
  return true;
}

export const pendingChunks = (tx: Tx, drawId: string) =>
  tx
    .selectFrom('lottery_settle_chunk')
    .select(['chunk_no', 'member_from', 'member_to'])
    .where('draw_id', '=', drawId)
    .where('status', '=', 'pending')
    .orderBy('chunk_no')
    .execute();

/** Takes a pending chunk for this transaction; undefined when another run already settled it. */
export const claimChunk = (tx: Tx, drawId: string, chunkNo: number, now: Date) =>
  tx
    .updateTable('lottery_settle_chunk')
    .set({ status: 'done', done_at: now })
    .where('draw_id', '=', drawId)
    .where('chunk_no', '=', chunkNo)
    .where('status', '=', 'pending')
    .returning(['member_from', 'member_to'])
    .executeTakeFirst();

export const recordChunk = (
  tx: Tx,
  drawId: string,
  chunkNo: number,
  figures: { bets: number; stake: bigint; payout: bigint; transferId: string | null },
) =>
  tx
    .updateTable('lottery_settle_chunk')
    .set({
      bets: figures.bets,
      stake: figures.stake.toString(),
      payout: figures.payout.toString(),
      transfer_id: figures.transferId,
    })
    .where('draw_id', '=', drawId)
    .where('chunk_no', '=', chunkNo)
    .execute();

/** Memory for the chunk's hash join, for this transaction only. */
export const settlementSession = (tx: Tx) => sql`set local work_mem = '64MB'`.execute(tx);

export type WinTableArrays = { betTypes: string[]; selections: string[]; hits: number[]; xienPool: string[] };

/**
 * Settles every open bet of a draw in a member range in one statement: the payout is
 * unit × odds × hits / 1000, hits from the draw's win table (or, for xiên, whether all its
 * numbers are in the lô pool). Only open bets change, so running it again changes nothing.
 * Returns the settled stake and payout per member.
 */
export async function settleBets(
  tx: Tx,
  drawId: string,
  range: { from: string; to: string },
  win: WinTableArrays,
  now: Date,
) {
  const result = await sql<{
    member_id: string;
    merchant_id: string;
    currency: string;
    bets: number;
    payout: string;
    stake: string;
  }>`
    with win (bet_type, selection, hits) as (
      select * from unnest(${win.betTypes}::text[], ${win.selections}::text[], ${win.hits}::int[])
    ), settled as (
      update bet b
      set status = 'settled', settled_at = ${now},
          payout = lb.unit_stake * lb.odds_milli * (
            case when lb.bet_type in ('xien2', 'xien3', 'xien4')
                 then (string_to_array(lb.selection, ',') <@ ${win.xienPool}::text[])::int
                 else coalesce(w.hits, 0) end
          ) / 1000
      from lottery_bet lb left join win w on w.bet_type = lb.bet_type and w.selection = lb.selection
      where lb.draw_id = ${drawId} and lb.member_id between ${range.from} and ${range.to}
        and b.id = lb.bet_id and b.status = 'open'
      returning b.member_id, b.merchant_id, b.currency, b.payout, b.stake
    )
    select member_id, merchant_id, currency, count(*)::int as bets, sum(payout)::text as payout,
           sum(stake)::text as stake
    from settled group by merchant_id, currency, member_id order by merchant_id, currency, member_id`.execute(
    tx,
  );
  return result.rows;
}

/**
 * Marks the draw settled once every chunk is done, with the totals its chunks recorded (each
 * bet is settled in exactly one chunk); undefined when chunks are pending or it was done before.
 */
export async function finishDraw(tx: Tx, drawId: string, now: Date) {
  return sql<{ id: string; bet_count: number; stake_total: string; payout_total: string }>`
    update lottery_draw d
    set status = 'settled', settled_at = ${now},
        bet_count = totals.bets, stake_total = totals.stake, payout_total = totals.payout
    from (
      select coalesce(sum(bets), 0)::int as bets, coalesce(sum(stake), 0) as stake, coalesce(sum(payout), 0) as payout
      from lottery_settle_chunk where draw_id = ${drawId}
    ) totals
    where d.id = ${drawId} and d.status = 'drawn' and d.settle_planned_at is not null
      and not exists (select 1 from lottery_settle_chunk c where c.draw_id = ${drawId} and c.status = 'pending')
    returning d.id, d.bet_count, d.stake_total::text, d.payout_total::text`
    .execute(tx)
    .then((r) => r.rows[0]);
}

export const winnersOfDraw = (tx: Tx, drawId: string) =>
  sql<{ member_id: string; merchant_id: string }>`
    select distinct lb.member_id, lb.merchant_id from lottery_bet lb join bet b on b.id = lb.bet_id
    where lb.draw_id = ${drawId} and b.status = 'settled' and b.payout > 0`
    .execute(tx)
    .then((r) => r.rows);

/** One host name per merchant, so a balance event is computed in the merchant's currency. */
export const merchantHosts = (tx: Tx) =>
  tx
    .selectFrom('merchant_domain')
    .select(['merchant_id', 'domain'])
    .orderBy('merchant_id')
    .orderBy('sort')
    .execute();

/**
 * The settlement proof of a draw: settled payouts against the credits of its settlement
 * transfers, bets still open, and chunks credited more than once.
 */
export async function settlementCheck(tx: Tx, drawId: string) {
  const row = await sql<{
    open_bets: string;
    settled_bets: string;
    payout: string;
    credited: string;
    transfers: string;
    chunks_done: string;
  }>`
    select
      (select count(*) from lottery_bet lb join bet b on b.id = lb.bet_id
        where lb.draw_id = ${drawId} and b.status = 'open')::text as open_bets,
      (select count(*) from lottery_bet lb join bet b on b.id = lb.bet_id
        where lb.draw_id = ${drawId} and b.status = 'settled')::text as settled_bets,
      (select coalesce(sum(b.payout), 0) from lottery_bet lb join bet b on b.id = lb.bet_id
        where lb.draw_id = ${drawId} and b.status = 'settled')::text as payout,
      (select coalesce(sum(e.amount), 0) from ledger_transfer t
        join ledger_entry e on e.transfer_id = t.id
        join ledger_account a on a.id = e.account_id and a.member_id is not null
        where t.idempotency_key like ${`lottery_settle:${drawId}:%`})::text as credited,
      (select count(*) from ledger_transfer t where t.idempotency_key like ${`lottery_settle:${drawId}:%`})::text as transfers,
      (select count(*) from lottery_settle_chunk c where c.draw_id = ${drawId} and c.transfer_id is not null)::text as chunks_done`.execute(
    tx,
  );
  return row.rows[0];
}

/** Refunds: every open bet of a cancelled draw, per member. */
export async function voidOpenBets(tx: Tx, drawId: string, now: Date) {
  const result = await sql<{ member_id: string; currency: string; merchant_id: string; stake: string }>`
    with voided as (
      update bet b set status = 'rolled_back', settled_at = ${now}
      from lottery_bet lb
      where lb.draw_id = ${drawId} and b.id = lb.bet_id and b.status = 'open'
      returning b.member_id, b.currency, b.merchant_id, b.stake
    )
    select member_id, currency, merchant_id, sum(stake)::text as stake from voided
    group by member_id, currency, merchant_id order by merchant_id, member_id`.execute(tx);
  return result.rows;
}

export const cancelDraw = (tx: Tx, drawId: string) =>
  tx
    .updateTable('lottery_draw')
    .set({ status: 'cancelled' })
    .where('id', '=', drawId)
    .where('status', 'in', ['scheduled', 'open', 'closed'])
    .returning('id')
    .executeTakeFirst();

/**
 * Official draws whose draw time has passed without a result, oldest first, with how many bets
 * and members wait on each: the operator imports their results or cancels them.
 */
export const drawsAwaitingResults = (tx: Tx, now: Date) =>
  tx
    .selectFrom('lottery_draw as d')
    .leftJoin('lottery_bet as b', 'b.draw_id', 'd.id')
    .select(['d.id', 'd.game_code', 'd.numero', 'd.status', 'd.draw_at'])
    .select((eb) => [
      eb.fn.count<string>('b.bet_id').as('bets'),
      eb.fn.count<string>('b.member_id').distinct().as('members'),
    ])
    .where('d.source', '=', 'official')
    .where('d.status', 'in', ['scheduled', 'open', 'closed'])
    .where('d.draw_at', '<=', now)
    .groupBy(['d.id', 'd.game_code', 'd.numero', 'd.status', 'd.draw_at'])
    .orderBy('d.draw_at')
    .orderBy('d.game_code')
    .limit(100)
    .execute();
