import type { Db } from '../../db/schema.ts';
import * as repo from './banners.repo.ts';

/** The demo banners' Vietnamese artwork (apps/web/public/banners/*.vi.svg) and text alternatives. */
const demoArtworkVi: ReadonlyArray<[published: string, image: string, title: string]> = [
  ['/banners/banner-1.svg', '/banners/banner-1.vi.svg', 'Chào mừng đến với cổng game'],
  ['/banners/banner-2.svg', '/banners/banner-2.vi.svg', 'Xổ số ba miền quay mỗi tối'],
  ['/banners/banner-3.svg', '/banners/banner-3.vi.svg', 'Chơi có trách nhiệm'],
];

/**
 * Gives every demo banner its Vietnamese artwork where it has none, at every start (a data folder
 * seeded before banners had languages catches up); artwork the operator changed stays theirs.
 */
export async function seedDemoBannerArtwork(db: Db, merchantId: string): Promise<void> {
  for (const [published, image, title] of demoArtworkVi) {
    const ids = await repo.bannerIdsByImage(db, merchantId, published);
    if (ids.length === 0) continue;
    await repo.insertBannerTextsIfMissing(
      db,
      ids.map((bannerId) => ({ banner_id: bannerId, language: 'vi', title, image_url: image })),
    );
  }
}
