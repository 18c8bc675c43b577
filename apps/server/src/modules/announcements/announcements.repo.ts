import type { AnnouncementAudience, AnnouncementType } from '@portal/contracts/announcements';
import { sql } from 'kysely';
import type { AnnouncementRow, AnnouncementTextTable, Tx } from '../../db/schema.ts';

/** The only SQL of announcements. Every read is one merchant's, inside its publishing window. */

export type Visibility = {
  merchantId: string;
  audiences: readonly AnnouncementAudience[];
  at: Date;
  /** The reading language: a translation in it replaces the text as published. */
  language: string;
};

/** What a reader gets of one: its title and text in the reading language when translated. */
export type ReadRow = Pick<AnnouncementRow, 'id' | 'type' | 'title' | 'content' | 'starts_at'>;

const live = (db: Tx, v: Visibility, types: readonly AnnouncementType[]) =>
  db
    .selectFrom('announcement')
    .where('merchant_id', '=', v.merchantId)
    .where('type', 'in', types)
    .where('audience', 'in', v.audiences)
    .where('starts_at', '<=', v.at)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', v.at)]));

/** The live ones' reader columns, joined to their translation in the reading language, newest first. */
const read = (db: Tx, v: Visibility, types: readonly AnnouncementType[]) =>
  live(db, v, types)
    .leftJoin('announcement_text as t', (join) =>
      join.onRef('t.announcement_id', '=', 'announcement.id').on('t.language', '=', v.language),
    )
    .select((eb) => [
      'announcement.id',
      'announcement.type',
      'announcement.starts_at',
      eb.fn.coalesce('t.title', 'announcement.title').as('title'),
      eb.fn.coalesce('t.content', 'announcement.content').as('content'),
    ])
    .orderBy('announcement.starts_at', 'desc')
    .orderBy('announcement.id', 'desc');

/** The newest `limit` of one type. */
export const newest = (db: Tx, v: Visibility, type: AnnouncementType, limit: number): Promise<ReadRow[]> =>
  read(db, v, [type]).limit(limit).execute();

/** One page of the given types, newest first, and how many there are in all. */
export async function page(
  db: Tx,
  v: Visibility,
  types: readonly AnnouncementType[],
  limit: number,
  offset: number,
): Promise<{ rows: ReadRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    read(db, v, types).limit(limit).offset(offset).execute(),
    live(db, v, types)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export const insert = (
  db: Tx,
  row: {
    merchant_id: string;
    type: AnnouncementType;
    audience: AnnouncementAudience;
    title: string;
    content: string;
    starts_at: Date;
    ends_at: Date | null;
  },
) => db.insertInto('announcement').values(row).returning('id').executeTakeFirstOrThrow();

/** Ends a merchant's announcement at `at` (or at its start, if it has not started); false if none was live or scheduled. */
export async function end(db: Tx, merchantId: string, id: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('announcement')
    .set({ ends_at: sql<Date>`greatest(starts_at, ${at}::timestamptz)` })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The merchant's announcements not yet over (live or scheduled): the ones the operator may still change. */
const notOver = (db: Tx, merchantId: string, at: Date) =>
  db
    .selectFrom('announcement')
    .where('merchant_id', '=', merchantId)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]));

/** Every announcement not yet over, with the languages it is translated into, for the operator's list. */
export const current = (db: Tx, merchantId: string, at: Date) =>
  notOver(db, merchantId, at)
    .selectAll('announcement')
    .select((eb) =>
      eb.fn
        .coalesce(
          eb
            .selectFrom('announcement_text as t')
            .select(sql<string[]>`array_agg(t.language order by t.language)`.as('languages'))
            .whereRef('t.announcement_id', '=', 'announcement.id'),
          sql<string[]>`'{}'::text[]`,
        )
        .as('languages'),
    )
    .orderBy('starts_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();

type Text = Omit<AnnouncementTextTable, 'announcement_id'>;

/**
 * Writes one language's text of the merchant's announcement `id`, replacing the one it had,
 * in one statement; false when the merchant has no such announcement still showing or scheduled.
 */
export async function upsertText(db: Tx, merchantId: string, id: string, at: Date, text: Text) {
  const result = await db
    .insertInto('announcement_text')
    .columns(['announcement_id', 'language', 'title', 'content'])
    .expression(
      notOver(db, merchantId, at)
        .where('id', '=', id)
        .select((eb) => [
          'id',
          eb.val(text.language).as('language'),
          eb.val(text.title).as('title'),
          eb.val(text.content).as('content'),
        ]),
    )
    .onConflict((oc) =>
      oc.columns(['announcement_id', 'language']).doUpdateSet((eb) => ({
        title: eb.ref('excluded.title'),
        content: eb.ref('excluded.content'),
      })),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Removes one language's text of the merchant's announcement not yet over; false when it had none. */
export async function deleteText(db: Tx, merchantId: string, id: string, at: Date, language: string) {
  const result = await db
    .deleteFrom('announcement_text')
    .where('language', '=', language)
    .where('announcement_id', 'in', notOver(db, merchantId, at).where('id', '=', id).select('id'))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The ids of the merchant's announcements published under one of these titles (the demo seed's own). */
export const idsByTitle = (db: Tx, merchantId: string, titles: readonly string[]) =>
  db
    .selectFrom('announcement')
    .select(['id', 'title'])
    .where('merchant_id', '=', merchantId)
    .where('title', 'in', titles)
    .execute();

/** Adds texts, leaving any language an announcement has a text in already as it is. */
export const insertMissingTexts = (db: Tx, rows: readonly AnnouncementTextTable[]) =>
  db
    .insertInto('announcement_text')
    .values([...rows])
    .onConflict((oc) => oc.columns(['announcement_id', 'language']).doNothing())
    .execute();
