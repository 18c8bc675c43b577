import { type Kysely, sql } from 'kysely';

/**
 * A banner's artwork in the visitor's language. Banner images carry their own words (a headline,
 * a button), so a translation is another image, with its text alternative: a visitor reading a
 * language the merchant offers sees that language's artwork where there is one, else the banner
 * as published, as announcements and promotions do (0030).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('banner_text')
    .addColumn('banner_id', 'bigint', (c) => c.notNull().references('banner.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().check(sql`char_length(title) > 0`))
    .addColumn('image_url', 'text', (c) => c.notNull().check(sql`char_length(image_url) > 0`))
    .addPrimaryKeyConstraint('banner_text_pkey', ['banner_id', 'language'])
    .execute();
}
