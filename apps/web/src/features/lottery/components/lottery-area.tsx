import type { ReactNode } from 'react';
import { CurrencyProvider } from '../../../lib/currency.tsx';
import { useAreaText } from '../../../lib/i18n.ts';
import { useSystemInfo } from '../../../lib/system-info.tsx';

/**
 * What every lottery screen needs around it: its own text catalogue (locales/lottery, loaded
 * with the screen) and the brand's currency for amounts. A game's slip and bets are written in
 * the currency its odds answer names (symbol and exponent; `GameView`); the brand's, with 2
 * minor digits, is only what shows until that answer arrives.
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
