type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A wallet of the consolidated list in words: main, a vendor's transfer wallet, held, bonus. */
export function walletLabel(kind: string, t: Translate): string {
  if (kind === 'main') return t('funds.wallets.main');
  if (kind.startsWith('vendor:')) return t('funds.wallets.vendor', { vendor: kind.slice('vendor:'.length) });
  if (kind.includes('hold')) return t('funds.wallets.withdrawalHold');
  if (kind === 'bonus') return t('funds.wallets.bonus');
  return kind;
}
