import { type Kysely, sql } from 'kysely';

/**
 * A payment channel's name in the visitor's language, as announcements, promotions and rewards
 * have (0030): the channel keeps the name it was set up with, and may have one per other language
 * the merchant offers. The bank's own name and the account details are the bank's, never translated.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_channel_text')
    .addColumn('channel_id', 'bigint', (c) =>
      c.notNull().references('payment_channel.id').onDelete('cascade'),
    )
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) > 0`))
    .addPrimaryKeyConstraint('payment_channel_text_pkey', ['channel_id', 'language'])
    .execute();
}
