import type { Banner } from '@portal/contracts/content';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { useSlideCarousel } from '../../../lib/use-carousel-autoplay.ts';
import styles from './banner-carousel.module.css';
import { BannerSlide } from './banner-slide.tsx';

type BannerCarouselProps = {
  banners: Banner[];
  pagination: boolean;
  onImageError: (bannerId: number) => void;
  /**
   * Smaller arrows side by side in the bottom-right corner, for a small banner (the login/register
   * popup's) where arrows at the sides would cover the text and sit under the dialog's close button.
   */
  cornerArrows?: boolean;
};

/** One slide per view; with more than one banner it loops and autoplays (spec 2 "Banners"). */
export default function BannerCarousel({
  banners,
  pagination,
  onImageError,
  cornerArrows = false,
}: BannerCarouselProps) {
  const { t } = useTranslation();
  const { several, viewportRef, api, selected, hold } = useSlideCarousel(banners.length);

  return (
    // Hover and keyboard focus both hold the current slide, so nothing moves while it is being read.
    <div className={cornerArrows ? `${styles.carousel} ${styles.cornerArrows}` : styles.carousel} {...hold}>
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container}>
          {banners.map((banner, index) => (
            <div key={banner.bannerId} className={styles.slide} inert={several && index !== selected}>
              <BannerSlide banner={banner} onImageError={onImageError} eager={index === 0} />
            </div>
          ))}
        </div>
      </div>
      {several ? (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous}`}
            aria-label={t('banner.previous')}
            onClick={() => api?.scrollPrev()}
          >
            <Icon name="chevronLeft" />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label={t('banner.next')}
            onClick={() => api?.scrollNext()}
          >
            <Icon name="chevronRight" />
          </button>
        </>
      ) : null}
      {several && pagination ? (
        <ul className={styles.dots}>
          {banners.map((banner, index) => (
            <li key={banner.bannerId}>
              <button
                type="button"
                className={styles.dot}
                aria-label={t('banner.goTo', { index: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => api?.scrollTo(index)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
