import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { HomeLink } from '../../../components/ui/home-link.tsx';
import { PressedGroup } from '../../../components/ui/pressed-group.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { usePromotions } from '../api/get-promotions.ts';
import {
  type CategoryFilter,
  categoriesOf,
  categoryFromSearch,
  effectiveFilter,
  filterByCategory,
} from '../model/promotion-filter.ts';
import { PromotionCard } from './promotion-card.tsx';
import { PromotionCurrency } from './promotion-currency.tsx';
import styles from './promotions.module.css';

/**
 * The running and coming promotions as cards, with a filter by category (All, then each category
 * that has promotions) kept in the address (`?category=`), so Back from a detail returns to it.
 */
export function PromotionList() {
  const { t } = useTranslation();
  const promotions = usePromotions();
  const [params, setParams] = useSearchParams();
  const choose = (filter: CategoryFilter) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (filter === 'all') next.delete('category');
        else next.set('category', filter);
        return next;
      },
      { replace: true },
    );
  return (
    <QueryState query={promotions} loadingLabel={t('promotions.loading')}>
      {(value) => {
        if (value.list.length === 0)
          return <EmptyState icon="gift" text={t('promotions.none')} action={<HomeLink />} />;
        const categories = categoriesOf(value.list);
        const filter = effectiveFilter(categoryFromSearch(params), categories);
        const shown = filterByCategory(value.list, filter);
        return (
          <PromotionCurrency code={value.currency}>
            <div className={clsx(styles.results, promotions.isFetching && styles.refreshing)}>
              {categories.length > 1 ? (
                <PressedGroup<CategoryFilter>
                  legend={t('promotions.filter.legend')}
                  options={['all', ...categories]}
                  value={filter}
                  labelOf={(option) =>
                    option === 'all' ? t('promotions.filter.all') : t(`promotions.categories.${option}`)
                  }
                  onSelect={choose}
                />
              ) : null}
              {/* Says how many the filter left, to those who cannot see the cards change. */}
              <p className="visually-hidden" role="status">
                {t('promotions.count', { count: shown.length })}
              </p>
              <ul className={styles.cards}>
                {shown.map((promotion) => (
                  <li key={promotion.id}>
                    <PromotionCard promotion={promotion} />
                  </li>
                ))}
              </ul>
            </div>
          </PromotionCurrency>
        );
      }}
    </QueryState>
  );
}
