import type { ContractKind, ContractTier } from '@portal/contracts/agent-contracts';
import { useTranslation } from 'react-i18next';
import { formatRate } from '../../../lib/format.ts';
import styles from './agent.module.css';

type Column = readonly [label: string, text: (tier: ContractTier) => string];

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
  const rate = (bp: number) => formatRate(bp, i18n.language);
  const columns: readonly Column[] =
    kind === 'realtimeSalary'
      ? [
          ['minSingleBet', (tier) => money(tier.minValidBet)],
          ['profitRate', (tier) => rate(tier.rateBp)],
          ['lossRate', (tier) => rate(tier.lossRateBp ?? 0)],
        ]
      : [
          ['minValidBet', (tier) => money(tier.minValidBet)],
          ['minActiveMembers', (tier) => tier.minActiveMembers.toLocaleString('en-US')],
          ['rate', (tier) => rate(tier.rateBp)],
        ];
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
