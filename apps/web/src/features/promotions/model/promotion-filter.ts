import { type Promotion, type PromotionCategory, promotionCategories } from '@portal/contracts/promotions';

/** The category filter: every promotion, or those of one category. */
export type CategoryFilter = PromotionCategory | 'all';

const isCategory = (value: string | null): value is PromotionCategory =>
  (promotionCategories as readonly (string | null)[]).includes(value);

/** The categories that have promotions, in the contract's order, for the filter's buttons. */
export function categoriesOf(list: readonly Pick<Promotion, 'category'>[]): PromotionCategory[] {
  const present = new Set(list.map((promotion) => promotion.category));
  return promotionCategories.filter((category) => present.has(category));
}

/** The promotions the filter keeps. */
export const filterByCategory = <T extends Pick<Promotion, 'category'>>(
  list: readonly T[],
  filter: CategoryFilter,
): T[] => (filter === 'all' ? [...list] : list.filter((promotion) => promotion.category === filter));

/** The filter an address asks for (`?category=deposit`); anything unknown is all of them. */
export function categoryFromSearch(search: URLSearchParams): CategoryFilter {
  const value = search.get('category');
  return isCategory(value) ? value : 'all';
}

/**
 * The filter actually applied: one with no promotion left (they ended since the link was made)
 * falls back to all, so the page never shows an empty filter with no button pressed.
 */
export const effectiveFilter = (
  filter: CategoryFilter,
  present: readonly PromotionCategory[],
): CategoryFilter => (filter !== 'all' && !present.includes(filter) ? 'all' : filter);
