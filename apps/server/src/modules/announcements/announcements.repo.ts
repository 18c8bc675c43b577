import type { AnnouncementAudience, AnnouncementType } from '@portal/contracts/announcements';
import { sql } from 'kysely';
import type { AnnouncementRow, Tx } from '../../db/schema.ts';

/** The only SQL of announcements. Every read is one merchant's, inside its publishing window. */

export type Visibility = {
  merchantId: string;
  audiences: readonly AnnouncementAudience[];
  at: Date;
};

const live = (db: Tx, v: Visibility, types: readonly AnnouncementType[]) =>
  db
    .selectFrom('announcement')
    .where('merchant_id', '=', v.merchantId)
    .where('type', 'in', types)
    .where('audience', 'in', v.audiences)
    .where('starts_at', '<=', v.at)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', v.at)]));

/** The newest `limit` of one type. */
export const newest = (db: Tx, v: Visibility, type: AnnouncementType, limit: number) =>
  live(db, v, [type]).selectAll().orderBy('starts_at', 'desc').orderBy('id', 'desc').limit(limit).execute();

/** One page of the given types, newest first, and how many there are in all. */
export async function page(
  db: Tx,
  v: Visibility,
  types: readonly AnnouncementType[],
  limit: number,
  offset: number,
): Promise<{ rows: AnnouncementRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    live(db, v, types)
      .selectAll()
      .orderBy('starts_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
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

/** Every announcement not yet over (live or scheduled), for the operator's list. */
export const current = (db: Tx, merchantId: string, at: Date) =>
  db
    .selectFrom('announcement')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
    .orderBy('starts_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
