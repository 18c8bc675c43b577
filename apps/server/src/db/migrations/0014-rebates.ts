import { type Kysely, sql } from 'kysely';

/**
 * Manual rebate (spec 2 member centre `manualRebate`): the merchant's rate per product, each
 * claim, and on each settled bet the claim that paid its rebate (null until claimed), so a bet
 * is counted once whatever the timing of its settlement and of the claims.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('merchant_rebate_rate')
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('product', 'text', (c) => c.notNull().check(sql`product in ('game', 'lottery')`))
    .addColumn('rate_bp', 'integer', (c) => c.notNull().check(sql`rate_bp between 0 and 300`))
    .addPrimaryKeyConstraint('merchant_rebate_rate_pk', ['merchant_id', 'product'])
    .execute();
  await db.schema
    .createTable('rebate_claim')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('request_id', 'uuid', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('bets', 'integer', (c) => c.notNull())
    .addColumn('valid_bets', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('rebate_claim_request', ['member_id', 'request_id'])
    .execute();
  await db.schema
    .createIndex('rebate_claim_member')
    .on('rebate_claim')
    .columns(['member_id', 'id desc'])
    .execute();
  // Not indexed: a claim reads the member's bets through `bet_member` (member, placed_at) over
  // the window, and the settlement path writes no extra index entry.
  await db.schema.alterTable('bet').addColumn('rebate_claim_id', 'bigint').execute();
}
