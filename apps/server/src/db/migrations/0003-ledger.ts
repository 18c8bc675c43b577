import { type Kysely, sql } from 'kysely';

/**
 * The double-entry ledger (DESIGN.md section 5): accounts with balances, transfers with a
 * unique idempotency key, and entries that sum to zero per transfer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ledger_account')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('member_id', 'bigint', (c) => c.references('member.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('shard', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // A member's money can never go below zero; house accounts are the other side of every
    // movement and may.
    .addCheckConstraint('ledger_account_member_not_negative', sql`member_id is null or balance >= 0`)
    .execute();
  await sql`create unique index ledger_account_member on ledger_account (member_id, kind, currency) where member_id is not null`.execute(
    db,
  );
  await sql`create unique index ledger_account_house on ledger_account (merchant_id, kind, currency, shard) where member_id is null`.execute(
    db,
  );

  await db.schema
    .createTable('ledger_transfer')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.references('member.id'))
    .addColumn('memo', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The key is unique for good: a replay finds the first transfer and moves nothing.
  await sql`create unique index ledger_transfer_key on ledger_transfer (merchant_id, idempotency_key)`.execute(
    db,
  );
  await db.schema
    .createIndex('ledger_transfer_member')
    .on('ledger_transfer')
    .columns(['member_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('ledger_entry')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('transfer_id', 'bigint', (c) => c.notNull().references('ledger_transfer.id'))
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('ledger_account.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('ledger_entry_account')
    .on('ledger_entry')
    .columns(['account_id', 'id'])
    .execute();
  await db.schema.createIndex('ledger_entry_transfer').on('ledger_entry').column('transfer_id').execute();
}
