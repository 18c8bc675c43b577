import { type Kysely, sql } from 'kysely';

/**
 * Check-in activities (spec 4 state `signed`): a promotion that pays a member its reward (the
 * `prize` column) for checking in once a day, in the merchant's time zone, while it runs. One
 * check-in per promotion, member and local day; a request id is unique per member, so a replay
 * answers the first. The reward is paid with ledger key `checkin:<id>`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table promotion
    drop constraint promotion_action_check,
    add constraint promotion_action_check check (action in ('info', 'apply', 'raffle', 'checkin')),
    add constraint promotion_checkin check (action <> 'checkin' or (prize is not null and winners is null))`.execute(
    db,
  );
  await db.schema
    .createTable('promotion_checkin')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('promotion_id', 'bigint', (c) => c.notNull().references('promotion.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    // The merchant's local date of the check-in.
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('reward', 'bigint', (c) => c.notNull().check(sql`reward > 0`))
    .addColumn('request_id', 'uuid', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('promotion_checkin_once_a_day', ['promotion_id', 'member_id', 'day'])
    .addUniqueConstraint('promotion_checkin_request', ['member_id', 'request_id'])
    .execute();
}
