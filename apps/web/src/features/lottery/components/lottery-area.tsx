import type { ReactNode } from 'react';
import { CurrencyProvider } from '../../../lib/currency.tsx';
import { useAreaText } from '../../../lib/i18n.ts';
import { useSystemInfo } from '../../../lib/system-info.tsx';

/**
 * What every lottery screen needs around it: its own text catalogue (locales/lottery, loaded
 * with the screen) and the merchant's currency for stakes and payouts. Amounts are minor units
 * with 2 decimals (spec 9); the symbol is the brand's.
 */
export function LotteryArea({ children }: { children: ReactNode }) {
  useAreaText('lottery');
  const { brand } = useSystemInfo();
  return (
    <CurrencyProvider currency={{ code: brand.currency, symbol: brand.currencySymbol, exponent: 2 }}>
      {children}
    </CurrencyProvider>
  );
}
