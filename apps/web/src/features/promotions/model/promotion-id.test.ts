import { describe, expect, it } from 'vitest';
import { promoDetailPath, promotionIdFromSearch } from './promotion-id.ts';

describe('promotion id in the address', () => {
  it('takes digits only, as the contract does', () => {
    expect(promotionIdFromSearch(new URLSearchParams('id=42'))).toBe('42');
    expect(promotionIdFromSearch(new URLSearchParams('id=%2042%20'))).toBe('42');
    expect(promotionIdFromSearch(new URLSearchParams('id=1'.padEnd(21, '0')))).toBe('1'.padEnd(18, '0'));
    expect(promotionIdFromSearch(new URLSearchParams('id=1'.padEnd(22, '0')))).toBeNull();
    expect(promotionIdFromSearch(new URLSearchParams('id=abc'))).toBeNull();
    expect(promotionIdFromSearch(new URLSearchParams('id=-1'))).toBeNull();
    expect(promotionIdFromSearch(new URLSearchParams('id='))).toBeNull();
    expect(promotionIdFromSearch(new URLSearchParams(''))).toBeNull();
  });

  it('links to the detail page by id', () => {
    expect(promoDetailPath('42')).toBe('/promoDetail?id=42');
  });
});
