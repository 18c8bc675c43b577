import { type Kysely, sql } from 'kysely';

/**
 * Player protection: limits on deposits, wagers and losses per rolling window, reality checks,
 * time-outs and self-exclusions. The exclusion in force and the reality-check interval sit on
 * the member row, which every login and request already reads, so they cost no extra query;
 * the exclusions table keeps every one ever taken.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('player_limit')
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('deposit', 'wager', 'loss')`))
    .addColumn('period', 'text', (c) => c.notNull().check(sql`period in ('day', 'week', 'month')`))
    // The limit in force (null: none).
    .addColumn('amount', 'bigint', (c) => c.check(sql`amount > 0`))
    // A raise or removal waiting for its cooling-off; `pending_from` is set when one waits.
    .addColumn('pending_amount', 'bigint', (c) => c.check(sql`pending_amount > 0`))
    .addColumn('pending_from', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('player_limit_pk', ['member_id', 'kind', 'period'])
    .execute();
  await db.schema
    .createTable('player_exclusion')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('timeout', 'self_exclusion')`))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    // The member who asked: itself, or its account at another brand (all brands).
    .addColumn('requested_by', 'bigint', (c) => c.notNull().references('member.id'))
    .execute();
  await db.schema
    .createIndex('player_exclusion_member')
    .on('player_exclusion')
    .columns(['member_id', 'ends_at'])
    .execute();
  await db.schema
    .alterTable('member')
    .addColumn('excluded_until', 'timestamptz')
    .addColumn('excluded_kind', 'text', (c) => c.check(sql`excluded_kind in ('timeout', 'self_exclusion')`))
    .addColumn('reality_check_minutes', 'integer', (c) => c.check(sql`reality_check_minutes > 0`))
    .execute();
}
