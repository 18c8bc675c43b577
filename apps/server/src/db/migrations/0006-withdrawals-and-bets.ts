import { type Kysely, sql } from 'kysely';

/**
 * Issue 4, second part: the merchant's cashier settings, gateway channels, bank cards,
 * withdrawals with their confirmation states, and the bets table games and lottery write.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('merchant_cashier')
    .addColumn('merchant_id', 'bigint', (c) => c.primaryKey().references('merchant.id'))
    .addColumn('withdraw_min', 'bigint', (c) => c.notNull().check(sql`withdraw_min > 0`))
    .addColumn('withdraw_max', 'bigint', (c) => c.notNull())
    .addColumn('withdraw_daily_count', 'integer', (c) => c.notNull().check(sql`withdraw_daily_count >= 0`))
    .addColumn('force_receive_minutes', 'integer', (c) => c.notNull().check(sql`force_receive_minutes > 0`))
    // Vendor codes with their own transfer wallet; empty means one seamless wallet (isSingle).
    .addColumn('transfer_wallets', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addCheckConstraint('merchant_cashier_withdraw_range', sql`withdraw_max >= withdraw_min`)
    .execute();

  await sql`alter table payment_channel drop constraint payment_channel_kind_check`.execute(db);
  await sql`alter table payment_channel add constraint payment_channel_kind_check check (kind in ('bank_transfer', 'gateway'))`.execute(
    db,
  );
  await db.schema.alterTable('payment_channel').addColumn('gateway_url', 'text').execute();
  await db.schema.alterTable('payment_channel').addColumn('gateway_secret', 'text').execute();
  await db.schema.alterTable('deposit').addColumn('gateway_trade_id', 'text').execute();

  await db.schema
    .createTable('bank_card')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('removed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index bank_card_number on bank_card (member_id, account_number) where not removed`.execute(
    db,
  );

  await db.schema
    .createTable('withdrawal')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('bank_card_id', 'bigint', (c) => c.notNull().references('bank_card.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'approved', 'paid', 'rejected')`),
    )
    .addColumn('confirmation', 'text', (c) =>
      c.check(sql`confirmation in ('received', 'not_received', 'partially_received', 'force_received')`),
    )
    .addColumn('received_amount', 'bigint')
    .addColumn('proof_file', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('force_receive_at', 'timestamptz')
    .addUniqueConstraint('withdrawal_request', ['member_id', 'request_id'])
    .execute();
  await db.schema
    .createIndex('withdrawal_member')
    .on('withdrawal')
    .columns(['member_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('bet')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('product', 'text', (c) => c.notNull().check(sql`product in ('game', 'lottery')`))
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('game_name', 'text', (c) => c.notNull())
    .addColumn('round_id', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull().check(sql`stake >= 0`))
    .addColumn('payout', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`payout >= 0`))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('open').check(sql`status in ('open', 'settled', 'cancelled', 'rolled_back')`),
    )
    .addColumn('placed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('settled_at', 'timestamptz')
    // One row per round of a game for a member: debits and credits of a round update it.
    .addUniqueConstraint('bet_round', ['member_id', 'vendor', 'round_id'])
    .execute();
  await db.schema.createIndex('bet_member').on('bet').columns(['member_id', 'placed_at']).execute();
}
