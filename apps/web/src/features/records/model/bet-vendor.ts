import type { BetRecord } from '@portal/contracts/records';
import type { TFunction } from 'i18next';

/** The lotteries are ours, not a catalogue vendor's: their screens' titles name them. */
const lotteryTitles: Record<string, string> = {
  TCG_LOTTO_VN: 'lottery.vnTitle',
  TCG_SEA: 'lottery.elottTitle',
};

/** Who ran a bet, as the lobby names it: the vendor's name, a lottery's title, else its code. */
export function betVendorLabel(bet: Pick<BetRecord, 'vendor' | 'vendorName'>, t: TFunction): string {
  if (bet.vendorName) return bet.vendorName;
  const title = lotteryTitles[bet.vendor];
  return title ? t(title) : bet.vendor;
}
