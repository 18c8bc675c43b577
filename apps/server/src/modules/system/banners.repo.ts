import type { Tx } from '../../db/schema.ts';
import { translatedInto } from '../../db/translations.ts';

/** The SQL of banners: a group's carousel as a visitor sees it, and the operator's commands. */

/** A group's active banners in `language`: that language's artwork and title, else as published. */
export const listActiveBanners = (tx: Tx, merchantId: string, groupName: string, language: string) =>
  tx
    .selectFrom('banner as b')
    .leftJoin('banner_text as t', (join) =>
      join.onRef('t.banner_id', '=', 'b.id').on('t.language', '=', language),
    )
    .select(['b.id', 'b.group_name', 'b.linkage_type', 'b.link_target'])
    .select((eb) => [
      eb.fn.coalesce('t.title', 'b.title').as('title'),
      eb.fn.coalesce('t.image_url', 'b.image_url').as('image_url'),
    ])
    .where('b.merchant_id', '=', merchantId)
    .where('b.group_name', '=', groupName)
    .where('b.active', '=', true)
    .orderBy('b.sort')
    .orderBy('b.id')
    .execute();

/** Every banner of the merchant (of one group when given), with the languages it has artwork in. */
export const allBanners = (tx: Tx, merchantId: string, groupName: string | null) => {
  let query = tx
    .selectFrom('banner as b')
    .select(['b.id', 'b.group_name', 'b.title', 'b.image_url', 'b.active'])
    .select(translatedInto('banner_text', 'banner_id', 'b.id').as('translations'))
    .where('b.merchant_id', '=', merchantId);
  if (groupName) query = query.where('b.group_name', '=', groupName);
  return query.orderBy('b.group_name').orderBy('b.sort').orderBy('b.id').execute();
};

/** The merchant's banners showing `imageUrl` as published (the same artwork in several groups). */
export const bannerIdsByImage = async (tx: Tx, merchantId: string, imageUrl: string) =>
  (
    await tx
      .selectFrom('banner')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('image_url', '=', imageUrl)
      .execute()
  ).map((row) => row.id);

export const bannerOf = (tx: Tx, merchantId: string, id: string) =>
  tx
    .selectFrom('banner')
    .select(['id', 'image_url'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();

export type BannerText = { banner_id: string; language: string; title: string; image_url: string };

/** Writes each row's artwork, replacing what that banner had in that language. */
export const upsertBannerTexts = (tx: Tx, rows: readonly BannerText[]) =>
  tx
    .insertInto('banner_text')
    .values([...rows])
    .onConflict((oc) =>
      oc.columns(['banner_id', 'language']).doUpdateSet((eb) => ({
        title: eb.ref('excluded.title'),
        image_url: eb.ref('excluded.image_url'),
      })),
    )
    .execute();

/** Adds artwork only where a banner has none in that language (the demo's, at every start). */
export const insertBannerTextsIfMissing = (tx: Tx, rows: readonly BannerText[]) =>
  tx
    .insertInto('banner_text')
    .values([...rows])
    .onConflict((oc) => oc.columns(['banner_id', 'language']).doNothing())
    .execute();

/** How many of the banners lost their artwork in `language`. */
export const deleteBannerTexts = async (tx: Tx, bannerIds: readonly string[], language: string) =>
  Number(
    (
      await tx
        .deleteFrom('banner_text')
        .where('banner_id', 'in', [...bannerIds])
        .where('language', '=', language)
        .executeTakeFirst()
    ).numDeletedRows,
  );
