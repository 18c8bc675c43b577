import { type Kysely, sql } from 'kysely';

/**
 * Announcements (spec 3 "Announcement/notice"): the operator's notices, each shown in one place
 * (its type) to one audience, from `starts_at` until `ends_at` (open-ended when null). Ending
 * one early sets `ends_at`; a window whose end equals its start never shows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('announcement')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('PL', 'B', 'PU', 'PR')`))
    .addColumn('audience', 'text', (c) =>
      c.notNull().check(sql`audience in ('everyone', 'members', 'agents')`),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ends_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('announcement_window', sql`ends_at is null or ends_at >= starts_at`)
    .execute();
  // Every read is one merchant's notices of some types, newest published first.
  await db.schema
    .createIndex('announcement_merchant_type')
    .on('announcement')
    .columns(['merchant_id', 'type', 'starts_at desc', 'id desc'])
    .execute();
}
