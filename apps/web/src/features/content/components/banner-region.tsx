import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BannerGroup, useBanners } from '../api/get-banners.ts';
import styles from './banner-carousel.module.css';

// The carousel library loads after the first paint; the placeholder keeps the space meanwhile.
const BannerCarousel = lazy(() => import('./banner-carousel.tsx'));

type BannerRegionProps = { group: BannerGroup; pagination: boolean };

/**
 * The banner landmark of a route. It is always present on routes that have the region, and
 * collapses to nothing visible when the group has no banners (or none whose image loads).
 */
export function BannerRegion({ group, pagination }: BannerRegionProps) {
  const { t } = useTranslation();
  const banners = useBanners(group);
  const [broken, setBroken] = useState<ReadonlySet<number>>(new Set());
  const markBroken = (bannerId: number) => setBroken((current) => new Set(current).add(bannerId));
  const visible = banners.data?.list.filter((banner) => !broken.has(banner.bannerId)) ?? [];
  return (
    <section className={styles.region} aria-label={t('a11y.banners')}>
      {banners.isPending ? <div className={styles.placeholder} /> : null}
      {visible.length > 0 ? (
        <Suspense fallback={<div className={styles.placeholder} />}>
          <BannerCarousel banners={visible} pagination={pagination} onImageError={markBroken} />
        </Suspense>
      ) : null}
    </section>
  );
}
