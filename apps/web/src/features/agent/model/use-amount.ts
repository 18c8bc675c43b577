import { formatMoney } from '@portal/contracts/money';
import { useCurrency, useMoney } from '../../../lib/currency.tsx';

/**
 * Minor units of the currency an answer names: with the merchant's symbol when it is the
 * merchant's own currency (the usual case), otherwise with the code after the figure.
 */
export function useAmountIn(code: string): (minor: number) => string {
  const currency = useCurrency();
  const money = useMoney();
  return (minor) =>
    !currency.code || code === currency.code
      ? money(minor)
      : `${formatMoney(minor, currency.exponent)} ${code}`;
}

/** A count in the agent pages (members, bets), grouped the same in every language: "1,234". */
export const formatCount = (n: number) => n.toLocaleString('en-US');
