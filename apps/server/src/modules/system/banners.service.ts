import { AppError } from '@portal/contracts/errors';
import type { Db } from '../../db/schema.ts';
import * as repo from './banners.repo.ts';
import { assertOffered, type SettingsById } from './content-languages.ts';

/**
 * The operator's side of banners in other languages (`npm run ops -- banner ...`). A merchant
 * often shows the same artwork in several groups (the home page, the lobbies, the login popup);
 * `allGroups` gives every banner with that published artwork the same translation at once.
 */

export type BannerArtwork = { language: string; imageUrl: string; title: string };

export function createBannerOps(deps: { db: Db; settingsById: SettingsById }) {
  /** The banner `id`, or with `allGroups` every banner of the merchant showing its artwork. */
  async function targets(merchantId: string, id: string, allGroups: boolean): Promise<string[]> {
    const banner = await repo.bannerOf(deps.db, merchantId, id);
    if (!banner) throw new AppError('NOT_FOUND', `No banner ${id}`, 404);
    return allGroups ? repo.bannerIdsByImage(deps.db, merchantId, banner.image_url) : [banner.id];
  }

  return {
    /** The banners as published, with the languages each has artwork in. */
    async list(merchantId: string, groupName: string | null): Promise<string> {
      const rows = await repo.allBanners(deps.db, merchantId, groupName);
      if (rows.length === 0) return groupName ? `no banners in ${groupName}` : 'no banners';
      return rows
        .map(
          (b) =>
            `${b.id}  ${b.group_name}  ${b.active ? 'shown' : 'hidden'}  ${b.image_url}  "${b.title}"  translated: ${b.translations ?? 'none'}`,
        )
        .join('\n');
    },

    async translate(
      merchantId: string,
      id: string,
      artwork: BannerArtwork,
      allGroups: boolean,
    ): Promise<string> {
      await assertOffered(deps.settingsById, merchantId, artwork.language);
      const ids = await targets(merchantId, id, allGroups);
      await repo.upsertBannerTexts(
        deps.db,
        ids.map((bannerId) => ({
          banner_id: bannerId,
          language: artwork.language,
          title: artwork.title,
          image_url: artwork.imageUrl,
        })),
      );
      return `${ids.length === 1 ? `banner ${id}` : `${ids.length} banners`} shown as ${artwork.imageUrl} in ${artwork.language}`;
    },

    async untranslate(merchantId: string, id: string, language: string, allGroups: boolean): Promise<string> {
      const removed = await repo.deleteBannerTexts(
        deps.db,
        await targets(merchantId, id, allGroups),
        language,
      );
      if (removed === 0) throw new AppError('NOT_FOUND', `Banner ${id} has no artwork in ${language}`, 404);
      return `${removed === 1 ? `banner ${id}` : `${removed} banners`}: artwork in ${language} removed, shown as published`;
    },
  };
}
export type BannerOps = ReturnType<typeof createBannerOps>;
