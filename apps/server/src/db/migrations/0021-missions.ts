import { type Kysely, sql } from 'kysely';

/**
 * Missions (spec 2 member centre `missionLeaderboard`): each merchant's daily and weekly goals,
 * and each claim of one. A claim is unique per mission, member and period start, so a period's
 * reward is paid once whatever races; its points make the week's leaderboard.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('merchant_mission')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('deposit', 'wager', 'lottery_wager', 'bets')`),
    )
    .addColumn('period', 'text', (c) => c.notNull().check(sql`period in ('daily', 'weekly')`))
    .addColumn('target', 'bigint', (c) => c.notNull().check(sql`target > 0`))
    .addColumn('reward', 'bigint', (c) => c.notNull().check(sql`reward >= 0`))
    .addColumn('points', 'integer', (c) => c.notNull().check(sql`points between 0 and 10000`))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('merchant_mission_merchant')
    .on('merchant_mission')
    .columns(['merchant_id', 'sort', 'id'])
    .execute();
  await db.schema
    .createTable('mission_claim')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('mission_id', 'bigint', (c) => c.notNull().references('merchant_mission.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('request_id', 'uuid', (c) => c.notNull())
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('reward', 'bigint', (c) => c.notNull().check(sql`reward >= 0`))
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('claimed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('mission_claim_once', ['mission_id', 'member_id', 'period_start'])
    .addUniqueConstraint('mission_claim_request', ['member_id', 'request_id'])
    .execute();
  // The week's leaderboard reads a merchant's claims by time.
  await db.schema
    .createIndex('mission_claim_merchant_time')
    .on('mission_claim')
    .columns(['merchant_id', 'claimed_at'])
    .execute();
}
