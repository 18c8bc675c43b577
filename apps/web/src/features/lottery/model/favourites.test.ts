import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { favouritesOf, toggleFavourite, useFavourites } from './favourites.ts';

afterEach(() => localStorage.clear());

describe('lottery favourites', () => {
  it('are kept per username in local storage', () => {
    expect(toggleFavourite('an', 'SSC_1')).toBe(true);
    toggleFavourite('an', 'K3_3');
    toggleFavourite('binh', 'VN_MB');
    expect(favouritesOf('an')).toEqual(['SSC_1', 'K3_3']);
    expect(favouritesOf('binh')).toEqual(['VN_MB']);
    expect(JSON.parse(localStorage.getItem('lotteryFavourites') ?? '')).toEqual({
      an: ['SSC_1', 'K3_3'],
      binh: ['VN_MB'],
    });
    expect(toggleFavourite('an', 'SSC_1')).toBe(false);
    expect(favouritesOf('an')).toEqual(['K3_3']);
  });

  it('survive unreadable storage as none', () => {
    localStorage.setItem('lotteryFavourites', '{not json');
    expect(favouritesOf('an')).toEqual([]);
    localStorage.setItem('lotteryFavourites', JSON.stringify({ an: ['SSC_1', 7], bad: 'x' }));
    expect(favouritesOf('an')).toEqual(['SSC_1']);
    expect(favouritesOf('bad')).toEqual([]);
  });

  it('re-render their readers when toggled; a visitor has none', () => {
    const member = renderHook(() => useFavourites('an'));
    const visitor = renderHook(() => useFavourites(null));
    act(() => void toggleFavourite('an', 'K3_1'));
    expect(member.result.current).toEqual(['K3_1']);
    expect(visitor.result.current).toEqual([]);
  });
});
