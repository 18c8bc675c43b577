import { sql } from 'kysely';
import type { Tx } from '../../db/schema.ts';

/** The only SQL of the help centre. Every statement is one merchant's. */

export type HelpTextLine = {
  slug: string;
  position: number;
  language: string;
  title: string;
  body: string;
  updated_at: Date;
};

const texts = (db: Tx, merchantId: string) =>
  db
    .selectFrom('help_topic as t')
    .innerJoin('help_text as x', 'x.topic_id', 't.id')
    .select(['t.slug', 't.position', 'x.language', 'x.title', 'x.body', 'x.updated_at'])
    .where('t.merchant_id', '=', merchantId)
    .orderBy('t.position')
    .orderBy('t.slug')
    .orderBy('x.language');

/** The texts of the merchant's topics in these languages, topics in their order. */
export const textsIn = (db: Tx, merchantId: string, languages: readonly string[]): Promise<HelpTextLine[]> =>
  texts(db, merchantId).where('x.language', 'in', languages).execute();

/** Every text of every topic, for the operator. */
export const allTexts = (db: Tx, merchantId: string): Promise<HelpTextLine[]> =>
  texts(db, merchantId).execute();

/**
 * The topic's id, creating it when new: at `position`, or after the merchant's last topic.
 * An existing topic moves to `position` when one is given.
 */
export async function upsertTopic(db: Tx, merchantId: string, slug: string, position: number | null) {
  const after = sql<number>`(select coalesce(max(position) + 10, 0) from help_topic where merchant_id = ${merchantId})`;
  const row = await db
    .insertInto('help_topic')
    .values({ merchant_id: merchantId, slug, position: position ?? after })
    .onConflict((oc) =>
      oc
        .constraint('help_topic_slug')
        .doUpdateSet({ position: position ?? sql<number>`help_topic.position` }),
    )
    .returning(['id', 'position'])
    .executeTakeFirstOrThrow();
  return row;
}

export const upsertText = (
  db: Tx,
  row: { topic_id: string; language: string; title: string; body: string; updated_at: Date },
) =>
  db
    .insertInto('help_text')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['topic_id', 'language']).doUpdateSet({
        title: row.title,
        body: row.body,
        updated_at: row.updated_at,
      }),
    )
    .execute();

/** Removes one language's text of a topic, or the whole topic when `language` is null; false when there was none. */
export async function remove(
  db: Tx,
  merchantId: string,
  slug: string,
  language: string | null,
): Promise<boolean> {
  const topic = await db
    .selectFrom('help_topic')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('slug', '=', slug)
    .forUpdate()
    .executeTakeFirst();
  if (!topic) return false;
  if (language !== null) {
    const deleted = await db
      .deleteFrom('help_text')
      .where('topic_id', '=', topic.id)
      .where('language', '=', language)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return false;
    const left = await db
      .selectFrom('help_text')
      .select('language')
      .where('topic_id', '=', topic.id)
      .limit(1)
      .execute();
    if (left.length > 0) return true;
  }
  await db.deleteFrom('help_topic').where('id', '=', topic.id).execute();
  return true;
}

/** Whether the merchant has any topic yet (the demo seed writes its own only then). */
export const hasTopics = async (db: Tx, merchantId: string) =>
  (await db.selectFrom('help_topic').select('id').where('merchant_id', '=', merchantId).limit(1).execute())
    .length > 0;
