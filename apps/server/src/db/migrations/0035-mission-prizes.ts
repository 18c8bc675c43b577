import { type Kysely, sql } from 'kysely';

/**
 * Prizes for the mission leaderboard's top places (`mission_prize`: an amount per place) and the
 * prizes paid for a week (`mission_prize_award`: one row per merchant, week and place, so a week
 * is paid once whichever node's minute job gets there first), and the winner's inbox message.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mission_prize')
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('place', 'integer', (c) => c.notNull().check(sql`place between 1 and 20`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addPrimaryKeyConstraint('mission_prize_pk', ['merchant_id', 'place'])
    .execute();
  await db.schema
    .createTable('mission_prize_award')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('week_start', 'timestamptz', (c) => c.notNull())
    .addColumn('place', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('mission_prize_award_place', ['merchant_id', 'week_start', 'place'])
    .execute();
  await sql`alter table member_message drop constraint member_message_kind_check,
    add constraint member_message_kind_check check (kind in ('notice', 'deposit_approved',
      'deposit_rejected', 'withdrawal_approved', 'withdrawal_rejected', 'withdrawal_paid',
      'promotion_issued', 'promotion_rejected', 'raffle_won', 'mission_prize'))`.execute(db);
}
