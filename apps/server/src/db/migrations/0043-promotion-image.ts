import { type Kysely, sql } from 'kysely';

/**
 * A promotion may show an image on its card and its page: a path on the site or an https
 * address, as banners' artwork is (`npm run ops -- promo image ID URL|none`). Null: none, and the
 * card is drawn from its text alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table promotion add column image text check (length(image) <= 2048)`.execute(db);
}
