import type { ContractKind, ContractTier } from '@portal/contracts/agent-contracts';
import { useTranslation } from 'react-i18next';
import { formatRate } from '../model/contract-rate.ts';
import styles from './agent.module.css';

/**
 * A contract's tiers: from what valid bets and active members each rate applies; a real-time
 * salary's from what single bet its profit and loss rates apply.
 */
export function ContractTiers({
  kind,
  tiers,
  caption,
  money,
}: {
  kind: ContractKind;
  tiers: readonly ContractTier[];
  caption: string;
  money: (minor: number) => string;
}) {
  const { t, i18n } = useTranslation();
  if (kind === 'realtimeSalary') return <RealtimeTiers tiers={tiers} caption={caption} money={money} />;
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('agent.contracts.tier')}</th>
          <th scope="col" className={styles.number}>
            {t('agent.contracts.minValidBet')}
          </th>
          <th scope="col" className={styles.number}>
            {t('agent.contracts.minActiveMembers')}
          </th>
          <th scope="col" className={styles.number}>
            {t('agent.contracts.rate')}
          </th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, index) => (
          // Tiers have no identity beyond their place in the contract.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <tr key={index}>
            <th scope="row" data-label={t('agent.contracts.tier')}>
              {t('agent.contracts.tierNumber', { number: index + 1 })}
            </th>
            <td data-label={t('agent.contracts.minValidBet')} className={styles.number}>
              {money(tier.minValidBet)}
            </td>
            <td data-label={t('agent.contracts.minActiveMembers')} className={styles.number}>
              {tier.minActiveMembers.toLocaleString('en-US')}
            </td>
            <td data-label={t('agent.contracts.rate')} className={styles.number}>
              {formatRate(tier.rateBp, i18n.language)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A real-time salary's tiers: the single bet amount, the profit rate and the loss rate. */
function RealtimeTiers({
  tiers,
  caption,
  money,
}: {
  tiers: readonly ContractTier[];
  caption: string;
  money: (minor: number) => string;
}) {
  const { t, i18n } = useTranslation();
  const columns = [
    ['minSingleBet', (tier: ContractTier) => money(tier.minValidBet)],
    ['profitRate', (tier: ContractTier) => formatRate(tier.rateBp, i18n.language)],
    ['lossRate', (tier: ContractTier) => formatRate(tier.lossRateBp ?? 0, i18n.language)],
  ] as const;
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('agent.contracts.tier')}</th>
          {columns.map(([name]) => (
            <th key={name} scope="col" className={styles.number}>
              {t(`agent.contracts.${name}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, index) => (
          // Tiers have no identity beyond their place in the contract.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <tr key={index}>
            <th scope="row" data-label={t('agent.contracts.tier')}>
              {t('agent.contracts.tierNumber', { number: index + 1 })}
            </th>
            {columns.map(([name, text]) => (
              <td key={name} data-label={t(`agent.contracts.${name}`)} className={styles.number}>
                {text(tier)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
