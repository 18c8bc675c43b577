import { formatMoney } from '@portal/contracts/money';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { extraIcons } from '../../../components/ui/extra-icons.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { useBalance } from '../api/get-balance.ts';
import { setBalanceHidden, useBalanceHidden } from '../model/balance-visibility.ts';
import styles from './header-balance.module.css';

/** What stands in for the amount while the balance is hidden. */
export const HIDDEN_AMOUNT = '******';

/**
 * The header balance (spec 2, spec 4 "Balance text"): 'Updating…' until the first answer, then
 * the amount in the merchant currency, kept live by the WebSocket; a hide/show switch that is
 * remembered, and a refresh button that spins while it asks.
 */
export function HeaderBalance() {
  const { t } = useTranslation();
  const balance = useBalance();
  const hidden = useBalanceHidden();
  const value = balance.data;
  const fetching = balance.isFetching;

  let text: string;
  if (value)
    text = hidden ? HIDDEN_AMOUNT : formatMoney(value.sumBalance, value.exponent, value.currencySymbol);
  else if (balance.isError) text = t('wallet.balanceUnavailable');
  else text = t('wallet.updating');

  const visibilityLabel = hidden ? t('wallet.showBalance') : t('wallet.hideBalance');
  return (
    <div className={styles.balance}>
      <span className={styles.label}>{t('wallet.balance')}</span>
      <span className={clsx(styles.amount, !value && styles.placeholder)} aria-live="polite">
        {text}
        {value && hidden ? <span className="visually-hidden"> {t('wallet.hiddenNote')}</span> : null}
      </span>
      <button
        type="button"
        className={clsx(styles.iconButton, styles.eye)}
        aria-pressed={hidden}
        aria-label={visibilityLabel}
        title={visibilityLabel}
        onClick={() => setBalanceHidden(!hidden)}
      >
        <Icon path={hidden ? extraIcons.eyeOff : extraIcons.eye} size={18} />
      </button>
      <button
        type="button"
        className={clsx(styles.iconButton, styles.refresh, fetching && styles.spinning)}
        aria-label={t('wallet.refreshBalance')}
        title={t('wallet.refreshBalance')}
        aria-busy={fetching || undefined}
        disabled={fetching}
        onClick={() => void balance.refetch()}
      >
        <Icon path={extraIcons.refresh} size={18} />
      </button>
    </div>
  );
}
