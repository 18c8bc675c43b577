import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('shows two decimals and thousands separators', () => {
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(123456789)).toBe('1,234,567.89');
    expect(formatMoney(-100050, 2, '$')).toBe('-$1,000.50');
    expect(formatMoney(12345n, 0)).toBe('12,345.00');
  });

  it('round-trips every safe integer amount without floating point loss', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 62n), max: 2n ** 62n }), (minor) => {
        const text = formatMoney(minor);
        const back = BigInt(text.replace(/[,.]/g, ''));
        expect(back).toBe(minor);
      }),
    );
  });
});
