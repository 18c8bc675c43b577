import { type Kysely, sql } from 'kysely';

/**
 * Issue 5: the game catalogue (vendors and games per merchant), favourites and recent games,
 * launch tokens, vendor sessions, and the vendor protocol's transaction log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('game_vendor')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('account_type_name', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('active').check(sql`status in ('active', 'maintenance', 'disabled')`),
    )
    .addColumn('in_house', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_new', 'boolean', (c) => c.notNull().defaultTo(false))
    // Where a launch sends the player; null means the vendor is listed but not configured.
    .addColumn('launch_url', 'text')
    .addColumn('wallet_secret', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('game_vendor_code', ['merchant_id', 'code'])
    .execute();

  await db.schema
    .createTable('game')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('vendor_code', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('game_id', 'text')
    .addColumn('room_id', 'text')
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_vi', 'text')
    // Lower-cased names in every language, so a name search is one indexed-free scan of a
    // short column rather than a function call per row.
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('classify', 'text')
    .addColumn('min_bet', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('min_line_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_hot', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_game', 'text')
    .addColumn('icon', 'text')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint('game_vendor_fk', ['merchant_id', 'vendor_code'], 'game_vendor', [
      'merchant_id',
      'code',
    ])
    .addUniqueConstraint('game_code', ['merchant_id', 'vendor_code', 'code'])
    .execute();
  await db.schema
    .createIndex('game_lobby')
    .on('game')
    .columns(['merchant_id', 'game_type', 'sort', 'id'])
    .execute();

  await db.schema
    .createTable('game_favourite')
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('game_id', 'bigint', (c) => c.notNull().references('game.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('game_favourite_pk', ['member_id', 'game_id'])
    .execute();

  await db.schema
    .createTable('game_recent')
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('game_id', 'bigint', (c) => c.notNull().references('game.id'))
    .addColumn('played_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_recent_pk', ['member_id', 'game_id'])
    .execute();

  await db.schema
    .createTable('game_launch')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('game_id', 'bigint', (c) => c.notNull().references('game.id'))
    .addColumn('vendor_code', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('lobby_url', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('vendor_session')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('vendor_code', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('vendor_transaction')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('vendor_code', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('debit', 'credit', 'rollback')`))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('round_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    // A rollback that arrived before its debit: the debit id is refused from then on.
    .addColumn('rolled_back', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('vendor_transaction_id', ['merchant_id', 'vendor_code', 'transaction_id'])
    .execute();
  await db.schema
    .createIndex('vendor_transaction_round')
    .on('vendor_transaction')
    .columns(['merchant_id', 'vendor_code', 'round_id'])
    .execute();
}
