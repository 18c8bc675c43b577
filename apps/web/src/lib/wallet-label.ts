type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A member wallet in words (main, a vendor's transfer wallet, held for withdrawals, bonus), for the
 * wallet list and the account records. Its texts are in the member-centre catalogue.
 */
export function walletLabel(kind: string, t: Translate): string {
  if (kind === 'main') return t('funds.wallets.main');
  if (kind.startsWith('vendor:')) return t('funds.wallets.vendor', { vendor: kind.slice('vendor:'.length) });
  if (kind.includes('hold')) return t('funds.wallets.withdrawalHold');
  if (kind === 'bonus') return t('funds.wallets.bonus');
  return kind;
}
