import type { Promotion } from '@portal/contracts/promotions';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../../../components/ui/error-boundary.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useAreaText } from '../../../lib/i18n.ts';
import { useSlideCarousel } from '../../../lib/use-carousel-autoplay.ts';
import { usePromotions } from '../api/get-promotions.ts';
import { PromotionCard } from './promotion-card.tsx';
import { PromotionCurrency } from './promotion-currency.tsx';
import styles from './promotions.module.css';

/** One promotion per view; with more than one it loops and moves on every 5 s (spec 2, spec 9). */
function PromotionCarousel({ list }: { list: Promotion[] }) {
  const { t } = useTranslation();
  const { several, viewportRef, api, selected, hold } = useSlideCarousel(list.length);

  return (
    // Hover and keyboard focus both hold the current promotion, so nothing moves while it is read.
    <div className={styles.carousel} {...hold}>
      <div className={styles.viewport} ref={viewportRef}>
        <ul className={styles.container}>
          {list.map((promotion, index) => (
            <li key={promotion.id} className={styles.slide} inert={several && index !== selected}>
              <PromotionCard promotion={promotion} level={3} />
            </li>
          ))}
        </ul>
      </div>
      {several ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.step}
            aria-label={t('promotions.newPlayer.previous')}
            onClick={() => api?.scrollPrev()}
          >
            <Icon name="chevronLeft" size={18} />
          </button>
          <ul className={styles.dots}>
            {list.map((promotion, index) => (
              <li key={promotion.id}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-label={t('promotions.newPlayer.goTo', { index: index + 1, count: list.length })}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => api?.scrollTo(index)}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={styles.step}
            aria-label={t('promotions.newPlayer.next')}
            onClick={() => api?.scrollNext()}
          >
            <Icon name="chevronRight" size={18} />
          </button>
        </div>
      ) : null}
    </div>
  );
}

function Strip() {
  useAreaText('promotions');
  const { t } = useTranslation();
  const titleId = useId();
  const promotions = usePromotions('new_player');
  const value = promotions.data;
  // A part of the registration page: nothing at all until there is something to offer.
  if (!value || value.list.length === 0) return null;
  return (
    <section className={styles.strip} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('promotions.newPlayer.title')}
      </h2>
      <PromotionCurrency code={value.currency}>
        <PromotionCarousel list={value.list} />
      </PromotionCurrency>
    </section>
  );
}

/**
 * The registration page's promotions for new players (spec 2 "a carousel of promotions whose
 * category is new_player"), each a link to its detail; shown only when there are any. The page
 * never waits for it, and a failure leaves the page as it is.
 */
export function NewPlayerPromotions() {
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <Strip />
      </Suspense>
    </ErrorBoundary>
  );
}
