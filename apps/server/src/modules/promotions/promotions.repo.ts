import type { ApplicationStatus, PromotionAction, PromotionCategory } from '@portal/contracts/promotions';
import { type Insertable, sql } from 'kysely';
import type { PromotionTextTable, Tx } from '../../db/schema.ts';
import { translatedInto } from '../../db/translations.ts';

/** The only SQL of promotions. */

/** How long an ended raffle stays listed: its entrants look for the draw, its winners claim. */
export const RAFFLE_LISTED_AFTER_END_MS = 7 * 86_400_000;

/**
 * Every column of a promotion but its text, which a reader gets in their language. A column added
 * to `promotion` belongs here too (the service reads these rows as a `PromotionRow`, which says so).
 */
const untranslatedColumns = [
  'p.id',
  'p.merchant_id',
  'p.category',
  'p.action',
  'p.bonus_max',
  'p.starts_at',
  'p.ends_at',
  'p.sort',
  'p.created_at',
  'p.prize',
  'p.winners',
  'p.drawn_at',
  'p.match_percent',
  'p.min_deposit',
  'p.min_club_rank',
  'p.first_deposit_only',
  // One image for every language: artwork that carries words would need one per language.
  'p.image',
] as const;

/** Promotions (`p`) as a reader of `language` gets them: the translation there, else the text as published. */
export const readable = (tx: Tx, language: string) =>
  tx
    .selectFrom('promotion as p')
    .leftJoin('promotion_text as t', (join) =>
      join.onRef('t.promotion_id', '=', 'p.id').on('t.language', '=', language),
    )
    .select(untranslatedColumns)
    .select((eb) => [
      eb.fn.coalesce('t.title', 'p.title').as('title'),
      eb.fn.coalesce('t.summary', 'p.summary').as('summary'),
      eb.fn.coalesce('t.content', 'p.content').as('content'),
    ]);

/**
 * What a member or visitor may see at `now`, in `language`: every promotion not ended, coming
 * ones too, and the raffles that ended in the last week.
 */
export const visible = (
  tx: Tx,
  q: { merchantId: string; now: Date; category?: PromotionCategory; language: string },
) => {
  let query = readable(tx, q.language)
    .where('p.merchant_id', '=', q.merchantId)
    .where((eb) =>
      eb.or([
        eb('p.ends_at', 'is', null),
        eb('p.ends_at', '>', q.now),
        eb.and([
          eb('p.action', '=', 'raffle'),
          eb('p.ends_at', '>', new Date(q.now.getTime() - RAFFLE_LISTED_AFTER_END_MS)),
        ]),
      ]),
    );
  if (q.category) query = query.where('p.category', '=', q.category);
  return query.orderBy('p.sort').orderBy('p.id').execute();
};

/** One promotion of the merchant as a reader of `language` gets it. */
export const readableById = (tx: Tx, merchantId: string, id: string, language: string) =>
  readable(tx, language).where('p.merchant_id', '=', merchantId).where('p.id', '=', id).executeTakeFirst();

export const byId = (tx: Tx, merchantId: string, id: string) =>
  tx
    .selectFrom('promotion')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();

/** Operator: every promotion of the merchant, newest first, with the languages it is translated into. */
export const all = (tx: Tx, merchantId: string) =>
  tx
    .selectFrom('promotion')
    .selectAll()
    .select(translatedInto('promotion_text', 'promotion_id', 'promotion.id').as('translations'))
    .where('merchant_id', '=', merchantId)
    .orderBy('id', 'desc')
    .execute();

export type NewPromotion = {
  merchant_id: string;
  category: PromotionCategory;
  action: PromotionAction;
  title: string;
  summary: string;
  content: string;
  bonus_max: string | null;
  starts_at: Date;
  ends_at: Date | null;
  sort: number;
  /** A raffle's prize per winner (minor units) and number of winners. */
  prize?: string | null;
  winners?: number | null;
  /** A deposit match's share of the deposit (percent) and smallest deposit (minor units). */
  match_percent?: number | null;
  min_deposit?: string | null;
  /** The VIP club rank a member needs (higher ones too); null or absent for every member. */
  min_club_rank?: number | null;
  /** A deposit match paid by the member's first approved deposit only. */
  first_deposit_only?: boolean;
  /** The image of its card and page; null or absent for none. */
  image?: string | null;
};

export const insert = (tx: Tx, row: NewPromotion) =>
  tx.insertInto('promotion').values(row).returningAll().executeTakeFirstOrThrow();

/** Ends a promotion at `at` when it is still running or scheduled; answers whether it did. */
export async function end(tx: Tx, merchantId: string, id: string, at: Date): Promise<boolean> {
  const result = await tx
    .updateTable('promotion')
    // A window is never empty: one ended as it starts (or before) started a moment earlier.
    .set({
      ends_at: at,
      starts_at: sql<Date>`least(starts_at, ${at}::timestamptz - interval '1 millisecond')`,
    })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The member's latest application to each of the promotions. */
export const latestOf = (tx: Tx, memberId: string, promotionIds: readonly string[]) =>
  promotionIds.length === 0
    ? Promise.resolve([])
    : tx
        .selectFrom('promotion_application')
        .distinctOn('promotion_id')
        .select(['promotion_id', 'status'])
        .where('member_id', '=', memberId)
        .where('promotion_id', 'in', promotionIds)
        .orderBy('promotion_id')
        .orderBy('id', 'desc')
        .execute();

/**
 * Applications with their promotion's title: its translation in `language`, else as published
 * (always as published for null: the operator reads what they wrote).
 */
const withTitle = (tx: Tx, language: string | null = null) =>
  tx
    .selectFrom('promotion_application as a')
    .innerJoin('promotion as p', 'p.id', 'a.promotion_id')
    .leftJoin('promotion_text as t', (join) =>
      join
        .onRef('t.promotion_id', '=', 'p.id')
        .on((eb) => (language === null ? eb.lit(false) : eb('t.language', '=', language))),
    )
    .selectAll('a')
    .select((eb) => eb.fn.coalesce('t.title', 'p.title').as('promotion_title'));

export const latestApplication = (
  tx: Tx,
  memberId: string,
  promotionId: string,
  language: string | null = null,
) =>
  withTitle(tx, language)
    .where('a.member_id', '=', memberId)
    .where('a.promotion_id', '=', promotionId)
    .orderBy('a.id', 'desc')
    .limit(1)
    .executeTakeFirst();

export const applicationByRequest = (tx: Tx, memberId: string, requestId: string) =>
  withTitle(tx).where('a.member_id', '=', memberId).where('a.request_id', '=', requestId).executeTakeFirst();

export const applicationById = (tx: Tx, merchantId: string, id: string) =>
  withTitle(tx).where('a.merchant_id', '=', merchantId).where('a.id', '=', id).executeTakeFirst();

/** The application row, locked for its review. */
export const lockApplication = (tx: Tx, merchantId: string, id: string) =>
  tx
    .selectFrom('promotion_application')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export async function memberPage(
  tx: Tx,
  {
    memberId,
    language,
    limit,
    offset,
  }: { memberId: string; language: string; limit: number; offset: number },
) {
  const [rows, count] = await Promise.all([
    withTitle(tx, language)
      .where('a.member_id', '=', memberId)
      .orderBy('a.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    tx
      .selectFrom('promotion_application')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Operator: the merchant's applications (only those awaiting review when asked), oldest first. */
export const queue = (tx: Tx, merchantId: string, pendingOnly: boolean, limit: number) => {
  let query = withTitle(tx)
    .innerJoin('member as m', 'm.id', 'a.member_id')
    .select('m.account')
    .where('a.merchant_id', '=', merchantId);
  if (pendingOnly) query = query.where('a.status', '=', 'applying');
  return query
    .orderBy('a.id', pendingOnly ? 'asc' : 'desc')
    .limit(limit)
    .execute();
};

export const insertApplication = (
  tx: Tx,
  row: {
    merchant_id: string;
    promotion_id: string;
    member_id: string;
    request_id: string;
    remark: string | null;
    currency: string;
    created_at: Date;
  },
) => tx.insertInto('promotion_application').values(row).returning('id').executeTakeFirstOrThrow();

export const setImages = (tx: Tx, id: string, images: readonly string[]) =>
  tx
    .updateTable('promotion_application')
    .set({ images: JSON.stringify(images) })
    .where('id', '=', id)
    .execute();

export const review = (
  tx: Tx,
  id: string,
  outcome: {
    status: Exclude<ApplicationStatus, 'applying'>;
    amount: string | null;
    reason: string | null;
    at: Date;
  },
) =>
  tx
    .updateTable('promotion_application')
    .set({ status: outcome.status, amount: outcome.amount, reason: outcome.reason, reviewed_at: outcome.at })
    .where('id', '=', id)
    .where('status', '=', 'applying')
    .executeTakeFirst();

export const lockMember = (tx: Tx, memberId: string) =>
  tx.selectFrom('member').select('id').where('id', '=', memberId).forUpdate().executeTakeFirst();

/** The promotion's row, locked for its draw. */
export const lockPromotion = (tx: Tx, merchantId: string, id: string) =>
  tx
    .selectFrom('promotion')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

/** Raffles of every merchant that have ended and are not drawn yet, oldest end first. */
export const endedUndrawnRaffles = (tx: Tx, now: Date, limit: number) =>
  tx
    .selectFrom('promotion')
    .select(['id', 'merchant_id'])
    .where('action', '=', 'raffle')
    .where('drawn_at', 'is', null)
    .where('ends_at', '<=', now)
    .orderBy('ends_at')
    .orderBy('id')
    .limit(limit)
    .execute();

/** How many members joined each of the raffles. */
export const entryCounts = (tx: Tx, promotionIds: readonly string[]) =>
  promotionIds.length === 0
    ? Promise.resolve([])
    : tx
        .selectFrom('raffle_entry')
        .select(['promotion_id', (eb) => eb.fn.countAll<string>().as('entries')])
        .where('promotion_id', 'in', promotionIds)
        .groupBy('promotion_id')
        .execute();

/** The member's entries to the raffles. */
export const entriesOf = (tx: Tx, memberId: string, promotionIds: readonly string[]) =>
  promotionIds.length === 0
    ? Promise.resolve([])
    : tx
        .selectFrom('raffle_entry')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('promotion_id', 'in', promotionIds)
        .execute();

export const entryOf = (tx: Tx, memberId: string, promotionId: string) =>
  tx
    .selectFrom('raffle_entry')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('promotion_id', '=', promotionId)
    .executeTakeFirst();

/** The member's entry, locked for its claim. */
export const lockEntry = (tx: Tx, memberId: string, promotionId: string) =>
  tx
    .selectFrom('raffle_entry')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('promotion_id', '=', promotionId)
    .forUpdate()
    .executeTakeFirst();

export const entryByClaimRequest = (tx: Tx, memberId: string, requestId: string) =>
  tx
    .selectFrom('raffle_entry')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('claim_request_id', '=', requestId)
    .executeTakeFirst();

/** Joins once: a second join (or a racing one) writes nothing. */
export const insertEntry = (
  tx: Tx,
  row: { merchant_id: string; promotion_id: string; member_id: string; joined_at: Date },
) =>
  tx
    .insertInto('raffle_entry')
    .values(row)
    .onConflict((oc) => oc.columns(['promotion_id', 'member_id']).doNothing())
    .execute();

export const entrantIds = async (tx: Tx, promotionId: string) =>
  (
    await tx
      .selectFrom('raffle_entry')
      .select('id')
      .where('promotion_id', '=', promotionId)
      .orderBy('id')
      .execute()
  ).map((r) => r.id);

/** Marks every entry won or not, and the raffle drawn; answers the winners' entries. */
export async function markDrawn(tx: Tx, promotionId: string, winnerIds: readonly string[], at: Date) {
  await tx.updateTable('promotion').set({ drawn_at: at }).where('id', '=', promotionId).execute();
  await tx.updateTable('raffle_entry').set({ won: false }).where('promotion_id', '=', promotionId).execute();
  if (winnerIds.length === 0) return [];
  return tx
    .updateTable('raffle_entry')
    .set({ won: true })
    .where('promotion_id', '=', promotionId)
    .where('id', 'in', winnerIds)
    .returningAll()
    .execute();
}

export const setClaimed = (tx: Tx, entryId: string, requestId: string, at: Date) =>
  tx
    .updateTable('raffle_entry')
    .set({ claim_request_id: requestId, claimed_at: at })
    .where('id', '=', entryId)
    .where('claimed_at', 'is', null)
    .returningAll()
    .executeTakeFirstOrThrow();

/** The local days (`YYYY-MM-DD`) the member checked in to each of the promotions, newest first. */
export const checkinDaysOf = (tx: Tx, memberId: string, promotionIds: readonly string[]) =>
  promotionIds.length === 0
    ? Promise.resolve([])
    : tx
        .selectFrom('promotion_checkin')
        .select(['promotion_id', sql<string>`day::text`.as('day')])
        .where('member_id', '=', memberId)
        .where('promotion_id', 'in', promotionIds)
        .orderBy('day', 'desc')
        .execute();

export const checkinByRequest = (tx: Tx, memberId: string, requestId: string) =>
  tx
    .selectFrom('promotion_checkin')
    .select(['id', 'promotion_id'])
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();

/**
 * Writes the day's check-in, or nothing when the member checked in that day already or the
 * request id was used (a racing twin): answers the new row's id, or undefined.
 */
export const insertCheckin = async (
  tx: Tx,
  row: {
    merchant_id: string;
    promotion_id: string;
    member_id: string;
    day: string;
    reward: string;
    request_id: string;
    created_at: Date;
  },
) =>
  (
    await tx
      .insertInto('promotion_checkin')
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst()
  )?.id;

/** Writes the promotion's text in a language, replacing the one it had there. */
export const upsertText = (tx: Tx, row: Insertable<PromotionTextTable>) =>
  tx
    .insertInto('promotion_text')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['promotion_id', 'language'])
        .doUpdateSet({ title: row.title, summary: row.summary, content: row.content }),
    )
    .execute();

/** Writes the texts a promotion has no text in yet; an existing one stays as the operator left it. */
export async function insertMissingTexts(tx: Tx, rows: readonly Insertable<PromotionTextTable>[]) {
  if (rows.length === 0) return;
  await tx
    .insertInto('promotion_text')
    .values([...rows])
    .onConflict((oc) => oc.columns(['promotion_id', 'language']).doNothing())
    .execute();
}

/** Removes the merchant's promotion's text in a language; answers whether there was one. */
export async function deleteText(tx: Tx, merchantId: string, id: string, language: string): Promise<boolean> {
  const result = await tx
    .deleteFrom('promotion_text')
    .where('promotion_id', '=', id)
    .where('language', '=', language)
    .where('promotion_id', 'in', (eb) =>
      eb.selectFrom('promotion').select('id').where('merchant_id', '=', merchantId),
    )
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The merchant's promotions published with these titles (the demo's, found again on a later start). */
export const idsByTitle = (tx: Tx, merchantId: string, titles: readonly string[]) =>
  titles.length === 0
    ? Promise.resolve([])
    : tx
        .selectFrom('promotion')
        .select(['id', 'title'])
        .where('merchant_id', '=', merchantId)
        .where('title', 'in', titles)
        .execute();

/** Operator: the VIP club rank a promotion is for (null: every member); answers whether it was found. */
export async function setLevel(
  tx: Tx,
  merchantId: string,
  id: string,
  rank: number | null,
): Promise<boolean> {
  const result = await tx
    .updateTable('promotion')
    .set({ min_club_rank: rank })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Sets or removes (null) the image of the merchant's promotion; false when there is none. */
export async function setImage(
  tx: Tx,
  merchantId: string,
  id: string,
  image: string | null,
): Promise<boolean> {
  const result = await tx
    .updateTable('promotion')
    .set({ image })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
