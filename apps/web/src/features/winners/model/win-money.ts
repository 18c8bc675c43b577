import { formatMoney } from '@portal/contracts/money';
import { useSystemInfo } from '../../../lib/system-info.tsx';

/**
 * Minor units of the currency the board names: with the merchant's symbol when it is the
 * merchant's currency (what the server sends), otherwise with the code after the figure. The
 * merchant currency has 2 minor digits (spec 9), as everywhere before a balance answer says more.
 */
export function useWinMoney(code: string): (minor: number) => string {
  const { brand } = useSystemInfo();
  return (minor) =>
    code === brand.currency
      ? formatMoney(minor, 2, brand.currencySymbol)
      : `${formatMoney(minor, 2)} ${code}`;
}
