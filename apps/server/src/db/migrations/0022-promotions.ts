import { type Kysely, sql } from 'kysely';

/**
 * Promotions (spec 2 `/promotions`, spec 4 activity states, spec 5 activity application): each
 * merchant's activities with their window, and each member's application to one. At most one
 * application of a member per promotion is awaiting review or issued (a rejected one may be
 * followed by another); a request id answers the same application when replayed. An issued
 * application's bonus is paid by the ledger under the key `promotion:<application>`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('promotion')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('category', 'text', (c) =>
      c.notNull().check(sql`category in ('new_player', 'deposit', 'games', 'lottery', 'vip', 'other')`),
    )
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('info', 'apply')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('bonus_max', 'bigint', (c) => c.check(sql`bonus_max > 0`))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('promotion_window', sql`ends_at is null or ends_at > starts_at`)
    .execute();
  await db.schema
    .createIndex('promotion_merchant')
    .on('promotion')
    .columns(['merchant_id', 'sort', 'id'])
    .execute();
  await db.schema
    .createTable('promotion_application')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('promotion_id', 'bigint', (c) => c.notNull().references('promotion.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('request_id', 'uuid', (c) => c.notNull())
    .addColumn('remark', 'text')
    .addColumn('images', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('applying').check(sql`status in ('applying', 'rejected', 'issued')`),
    )
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.check(sql`amount > 0`))
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('reviewed_at', 'timestamptz')
    .addUniqueConstraint('promotion_application_request', ['member_id', 'request_id'])
    .addCheckConstraint(
      'promotion_application_review',
      sql`(status = 'applying' and reviewed_at is null and amount is null)
        or (status = 'issued' and reviewed_at is not null and amount is not null)
        or (status = 'rejected' and reviewed_at is not null and amount is null)`,
    )
    .execute();
  // One live application per member and promotion, whatever races.
  await sql`create unique index promotion_application_live on promotion_application (promotion_id, member_id)
    where status in ('applying', 'issued')`.execute(db);
  // The member's list, newest first; the operator's queue per merchant.
  await db.schema
    .createIndex('promotion_application_member')
    .on('promotion_application')
    .columns(['member_id', 'id desc'])
    .execute();
  await db.schema
    .createIndex('promotion_application_merchant')
    .on('promotion_application')
    .columns(['merchant_id', 'status', 'id'])
    .execute();
  // The member hears the review in platform information.
  await sql`alter table member_message drop constraint member_message_kind_check,
    add constraint member_message_kind_check check (kind in ('notice', 'deposit_approved',
      'deposit_rejected', 'withdrawal_approved', 'withdrawal_rejected', 'withdrawal_paid',
      'promotion_issued', 'promotion_rejected'))`.execute(db);
}
