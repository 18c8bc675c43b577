import { type Kysely, sql } from 'kysely';

/**
 * VIP club levels (spec 3 member info `clubLabel`): each merchant's ladder of levels reached by
 * approved deposits in total, and the level each member has reached (never lowered).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('merchant_club_level')
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('rank', 'smallint', (c) => c.notNull().check(sql`rank between 1 and 10`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('color2', 'text', (c) => c.notNull())
    // Approved deposits in total (minor units) that reach this level.
    .addColumn('min_deposit', 'bigint', (c) => c.notNull().check(sql`min_deposit > 0`))
    .addPrimaryKeyConstraint('merchant_club_level_pk', ['merchant_id', 'rank'])
    .execute();
  await db.schema
    .alterTable('member')
    .addColumn('club_rank', 'smallint', (c) => c.notNull().defaultTo(0))
    .execute();
}
