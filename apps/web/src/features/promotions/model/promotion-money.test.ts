import { formatMoney } from '@portal/contracts/money';
import { describe, expect, it } from 'vitest';
import { promotionCurrency } from './promotion-money.ts';

const brand = { currency: 'VND', currencySymbol: '₫' };

describe('promotion amounts', () => {
  it('use the brand symbol for the brand currency, with two decimals', () => {
    const currency = promotionCurrency('VND', brand);
    expect(currency).toEqual({ code: 'VND', symbol: '₫', exponent: 2 });
    expect(formatMoney(123_456_789, currency.exponent, currency.symbol)).toBe('₫1,234,567.89');
  });

  it('write another currency with its code', () => {
    const currency = promotionCurrency('USD', brand);
    expect(formatMoney(5_000, currency.exponent, currency.symbol)).toBe('USD 50.00');
  });
});
