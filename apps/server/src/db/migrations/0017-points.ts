import { type Kysely, sql } from 'kysely';

/**
 * The points mall: the merchant's rules, each member's points (a balance that never goes below
 * zero, and the points held by redeem requests in process), every change of them, the mall's
 * rewards, redeem requests and conversions to money. Points are whole numbers and never expire.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('merchant_points')
    .addColumn('merchant_id', 'bigint', (c) => c.primaryKey().references('merchant.id'))
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('earn_unit', 'bigint', (c) => c.notNull().check(sql`earn_unit > 0`))
    .addColumn('earn_points', 'integer', (c) => c.notNull().check(sql`earn_points > 0`))
    .addColumn('ratio_points', 'integer', (c) => c.notNull().check(sql`ratio_points > 0`))
    .addColumn('ratio_amount', 'bigint', (c) => c.notNull().check(sql`ratio_amount > 0`))
    .execute();
  await db.schema
    .createTable('points_account')
    .addColumn('member_id', 'bigint', (c) => c.primaryKey().references('member.id'))
    .addColumn('balance', 'bigint', (c) => c.notNull().check(sql`balance >= 0`))
    .addColumn('pending', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`pending >= 0`))
    .execute();
  await db.schema
    .createTable('points_entry')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('deposit', 'redeem', 'redeem_refund', 'convert')`),
    )
    .addColumn('change', 'bigint', (c) => c.notNull().check(sql`change <> 0`))
    .addColumn('balance_after', 'bigint', (c) => c.notNull().check(sql`balance_after >= 0`))
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    // One change per cause: a deposit earns once, a request is held and returned once.
    .addUniqueConstraint('points_entry_cause', ['member_id', 'kind', 'reference'])
    .execute();
  await db.schema
    .createIndex('points_entry_member')
    .on('points_entry')
    .columns(['member_id', 'id desc'])
    .execute();
  await db.schema
    .createTable('points_reward')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('item', 'cash')`))
    .addColumn('cash_amount', 'bigint', (c) => c.check(sql`cash_amount > 0`))
    .addColumn('cost', 'integer', (c) => c.notNull().check(sql`cost > 0`))
    // Null: no limit.
    .addColumn('available', 'integer', (c) => c.check(sql`available >= 0`))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addCheckConstraint('points_reward_cash', sql`(kind = 'cash') = (cash_amount is not null)`)
    .execute();
  await db.schema
    .createTable('points_redeem')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('reward_id', 'bigint', (c) => c.notNull().references('points_reward.id'))
    .addColumn('request_id', 'uuid', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('points', 'bigint', (c) => c.notNull().check(sql`points > 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('process', 'approved', 'rejected')`))
    .addColumn('remark', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz')
    .addUniqueConstraint('points_redeem_request', ['member_id', 'request_id'])
    .execute();
  await db.schema
    .createIndex('points_redeem_member')
    .on('points_redeem')
    .columns(['member_id', 'id desc'])
    .execute();
  await sql`create index points_redeem_open on points_redeem (merchant_id, id) where status = 'process'`.execute(
    db,
  );
  await db.schema
    .createTable('points_convert')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('request_id', 'uuid', (c) => c.notNull())
    .addColumn('points', 'bigint', (c) => c.notNull().check(sql`points > 0`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('points_convert_request', ['member_id', 'request_id'])
    .execute();
}
