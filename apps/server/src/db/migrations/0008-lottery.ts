import { type Kysely, sql } from 'kysely';

/**
 * Issue 6: the lottery. Draws with their engine state (scheduled → open → closed → drawn →
 * settled, or cancelled), per-merchant odds tables by version, bet slips (one ledger debit
 * each, keyed by the member's request id), the lottery detail of every bet (its money and
 * status live in the shared `bet` table), and the settlement chunks of a draw: each chunk
 * settles its bets and credits its winners in one transaction, once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lottery_draw')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('numero', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('engine', 'official')`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('scheduled')
        .check(sql`status in ('scheduled', 'open', 'closed', 'drawn', 'settled', 'cancelled')`),
    )
    .addColumn('opens_at', 'timestamptz', (c) => c.notNull())
    .addColumn('closes_at', 'timestamptz', (c) => c.notNull())
    .addColumn('draw_at', 'timestamptz', (c) => c.notNull())
    // Provably fair (engine draws): the seed stays private until the draw is drawn.
    .addColumn('server_seed', 'text')
    .addColumn('seed_hash', 'text')
    .addColumn('client_seed', 'text')
    .addColumn('nonce', 'integer')
    .addColumn('result', 'jsonb')
    .addColumn('drawn_at', 'timestamptz')
    .addColumn('settle_planned_at', 'timestamptz')
    .addColumn('settled_at', 'timestamptz')
    .addColumn('notified_at', 'timestamptz')
    .addColumn('bet_count', 'integer')
    .addColumn('stake_total', 'bigint')
    .addColumn('payout_total', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('lottery_draw_numero', ['game_code', 'numero'])
    .addCheckConstraint('lottery_draw_times', sql`opens_at <= closes_at and closes_at <= draw_at`)
    .addCheckConstraint('lottery_draw_result', sql`status not in ('drawn', 'settled') or result is not null`)
    .execute();
  // The engine's work list: draws not yet finished.
  await sql`create index lottery_draw_active on lottery_draw (status, opens_at) where status in ('scheduled', 'open', 'closed', 'drawn')`.execute(
    db,
  );
  await db.schema
    .createIndex('lottery_draw_game')
    .on('lottery_draw')
    .columns(['game_code', 'draw_at'])
    .execute();

  await db.schema
    .createTable('lottery_odds')
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('version', 'integer', (c) => c.notNull().check(sql`version > 0`))
    .addColumn('odds', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('lottery_odds_pk', ['merchant_id', 'version'])
    .execute();

  await db.schema
    .createTable('lottery_slip')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('draw_id', 'bigint', (c) => c.notNull().references('lottery_draw.id'))
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('total_stake', 'bigint', (c) => c.notNull().check(sql`total_stake > 0`))
    .addColumn('bet_count', 'integer', (c) => c.notNull())
    .addColumn('transfer_id', 'bigint', (c) => c.notNull().references('ledger_transfer.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('lottery_slip_request', ['member_id', 'request_id'])
    .execute();

  await db.schema
    .createTable('lottery_bet')
    .addColumn('bet_id', 'bigint', (c) => c.primaryKey().references('bet.id'))
    .addColumn('merchant_id', 'bigint', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('draw_id', 'bigint', (c) => c.notNull().references('lottery_draw.id'))
    .addColumn('slip_id', 'bigint', (c) => c.references('lottery_slip.id'))
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('bet_type', 'text', (c) => c.notNull())
    .addColumn('selection', 'text', (c) => c.notNull())
    .addColumn('unit_stake', 'bigint', (c) => c.notNull().check(sql`unit_stake > 0`))
    .addColumn('multiplier', 'integer', (c) => c.notNull().check(sql`multiplier > 0`))
    .addColumn('odds_milli', 'bigint', (c) => c.notNull().check(sql`odds_milli > 0`))
    .addColumn('odds_version', 'integer', (c) => c.notNull())
    .addColumn('placed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Settlement reads a draw's bets by member range; "my bets" reads a member's newest first.
  await db.schema
    .createIndex('lottery_bet_draw')
    .on('lottery_bet')
    .columns(['draw_id', 'member_id'])
    .execute();
  await db.schema
    .createIndex('lottery_bet_member')
    .on('lottery_bet')
    .columns(['member_id', 'bet_id'])
    .execute();
  await db.schema.createIndex('lottery_bet_slip').on('lottery_bet').column('slip_id').execute();

  await db.schema
    .createTable('lottery_settle_chunk')
    .addColumn('draw_id', 'bigint', (c) => c.notNull().references('lottery_draw.id'))
    .addColumn('chunk_no', 'integer', (c) => c.notNull())
    .addColumn('member_from', 'bigint', (c) => c.notNull())
    .addColumn('member_to', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'done')`),
    )
    .addColumn('bets', 'integer')
    .addColumn('payout', 'bigint')
    .addColumn('transfer_id', 'bigint', (c) => c.references('ledger_transfer.id'))
    .addColumn('done_at', 'timestamptz')
    .addPrimaryKeyConstraint('lottery_settle_chunk_pk', ['draw_id', 'chunk_no'])
    .execute();
}
