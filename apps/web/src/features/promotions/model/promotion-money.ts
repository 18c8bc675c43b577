import type { SystemInfo } from '@portal/contracts/system';
import type { Currency } from '../../../lib/currency.tsx';

/**
 * How an answer's amounts are written: the promotions pages are open to visitors, who have no
 * balance answer naming the currency, so the merchant's brand settings give its symbol when the
 * answer's currency is the brand's; another currency is written with its code. Two decimals (spec 9).
 */
export function promotionCurrency(
  code: string,
  brand: Pick<SystemInfo['brand'], 'currency' | 'currencySymbol'>,
): Currency {
  const symbol = code === brand.currency ? brand.currencySymbol : `${code} `;
  return { code, symbol, exponent: 2 };
}
