import { describe, expect, it } from 'vitest';
import { categoriesOf, categoryFromSearch, effectiveFilter, filterByCategory } from './promotion-filter.ts';

const list = [
  { id: '1', category: 'deposit' as const },
  { id: '2', category: 'new_player' as const },
  { id: '3', category: 'deposit' as const },
  { id: '4', category: 'vip' as const },
];

describe('promotion category filter', () => {
  it('offers the categories that have promotions, in the contract order, once each', () => {
    expect(categoriesOf(list)).toEqual(['new_player', 'deposit', 'vip']);
    expect(categoriesOf([])).toEqual([]);
  });

  it('keeps every promotion for all, else those of the category', () => {
    expect(filterByCategory(list, 'all').map((item) => item.id)).toEqual(['1', '2', '3', '4']);
    expect(filterByCategory(list, 'deposit').map((item) => item.id)).toEqual(['1', '3']);
    expect(filterByCategory(list, 'games')).toEqual([]);
  });

  it('reads the category from the address, anything unknown being all', () => {
    expect(categoryFromSearch(new URLSearchParams('category=vip'))).toBe('vip');
    expect(categoryFromSearch(new URLSearchParams('category=casino'))).toBe('all');
    expect(categoryFromSearch(new URLSearchParams(''))).toBe('all');
  });

  it('falls back to all when the chosen category has no promotion left', () => {
    expect(effectiveFilter('games', ['deposit'])).toBe('all');
    expect(effectiveFilter('deposit', ['deposit'])).toBe('deposit');
    expect(effectiveFilter('all', [])).toBe('all');
  });
});
