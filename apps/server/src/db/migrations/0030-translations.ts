import { type Kysely, sql } from 'kysely';

/**
 * Operator content in the visitor's language: an announcement, a promotion or a points-mall
 * reward keeps the text it was published with (the merchant's default language) and may have
 * one translation per other language the merchant offers. A reader gets the translation in the
 * language asked for when there is one, else the text as published, as the help centre does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('announcement_text')
    .addColumn('announcement_id', 'bigint', (c) =>
      c.notNull().references('announcement.id').onDelete('cascade'),
    )
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().check(sql`char_length(title) > 0`))
    .addColumn('content', 'text', (c) => c.notNull().check(sql`char_length(content) > 0`))
    .addPrimaryKeyConstraint('announcement_text_pkey', ['announcement_id', 'language'])
    .execute();
  await db.schema
    .createTable('promotion_text')
    .addColumn('promotion_id', 'bigint', (c) => c.notNull().references('promotion.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().check(sql`char_length(title) > 0`))
    .addColumn('summary', 'text', (c) => c.notNull().check(sql`char_length(summary) > 0`))
    .addColumn('content', 'text', (c) => c.notNull().check(sql`char_length(content) > 0`))
    .addPrimaryKeyConstraint('promotion_text_pkey', ['promotion_id', 'language'])
    .execute();
  await db.schema
    .createTable('points_reward_text')
    .addColumn('reward_id', 'bigint', (c) => c.notNull().references('points_reward.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) > 0`))
    .addColumn('description', 'text', (c) => c.notNull().check(sql`char_length(description) > 0`))
    .addPrimaryKeyConstraint('points_reward_text_pkey', ['reward_id', 'language'])
    .execute();
}
