import { formatMoney } from '@portal/contracts/money';
import { createContext, type ReactNode, useContext } from 'react';

/** How the merchant's money is written: its symbol and the number of minor-unit digits. */
export type Currency = { code: string; symbol: string; exponent: number };

/** Spec 9: the default currency symbol is '$'; amounts carry 2 decimals. */
export const DEFAULT_CURRENCY: Currency = { code: '', symbol: '$', exponent: 2 };

const CurrencyContext = createContext<Currency>(DEFAULT_CURRENCY);

/** Provided by the app from the balance answer, which names the merchant's currency. */
export function CurrencyProvider({ currency, children }: { currency: Currency; children: ReactNode }) {
  return <CurrencyContext value={currency}>{children}</CurrencyContext>;
}

export const useCurrency = (): Currency => useContext(CurrencyContext);

/** Formats minor units in the merchant currency: "₫1,234.50" (spec 5). */
export function useMoney(): (minor: number) => string {
  const { symbol, exponent } = useCurrency();
  return (minor) => formatMoney(minor, exponent, symbol);
}
