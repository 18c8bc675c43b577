import { type Kysely, sql } from 'kysely';

/**
 * The help centre (spec 7 `/wps/system/helpCenter`): a merchant's topics in the order it chose,
 * each with a text per language. The slug is the topic's address on the page (`/help#term`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('help_topic')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('slug', 'text', (c) => c.notNull().check(sql`slug ~ '^[a-z][a-z0-9-]{0,39}$'`))
    .addColumn('position', 'integer', (c) => c.notNull().check(sql`position between 0 and 10000`))
    .addUniqueConstraint('help_topic_slug', ['merchant_id', 'slug'])
    .execute();
  await db.schema
    .createTable('help_text')
    .addColumn('topic_id', 'bigint', (c) => c.notNull().references('help_topic.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().check(sql`char_length(title) between 1 and 120`))
    .addColumn('body', 'text', (c) => c.notNull().check(sql`char_length(body) between 1 and 20000`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('help_text_pkey', ['topic_id', 'language'])
    .execute();
}
