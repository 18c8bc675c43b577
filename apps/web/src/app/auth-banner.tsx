import { lazy, Suspense, useEffect } from 'react';
import { useBanners } from '../features/content/api/get-banners.ts';
import type { AuthBannerProps } from '../features/identity/model/auth-banner.ts';
import styles from './auth-banner.module.css';

const BannerCarousel = lazy(() => import('../features/content/components/banner-carousel.tsx'));

/** The login/register popup's banner: the content feature's carousel for the tab's group. */
export function AuthBanner({ group, onPresence }: AuthBannerProps) {
  const list = useBanners(group).data?.list ?? [];
  const shown = list.length > 0;
  useEffect(() => onPresence(shown), [shown, onPresence]);
  if (!shown) return null;
  return (
    <div className={styles.banner}>
      <Suspense fallback={null}>
        <BannerCarousel banners={list} pagination={false} onImageError={() => undefined} cornerArrows />
      </Suspense>
    </div>
  );
}
