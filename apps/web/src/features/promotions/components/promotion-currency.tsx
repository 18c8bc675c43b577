import type { ReactNode } from 'react';
import { CurrencyProvider } from '../../../lib/currency.tsx';
import { useSystemInfo } from '../../../lib/system-info.tsx';
import { promotionCurrency } from '../model/promotion-money.ts';

/** The amounts below are written in the currency the answer names (`useMoney`), visitors included. */
export function PromotionCurrency({ code, children }: { code: string; children: ReactNode }) {
  const { brand } = useSystemInfo();
  return <CurrencyProvider currency={promotionCurrency(code, brand)}>{children}</CurrencyProvider>;
}
