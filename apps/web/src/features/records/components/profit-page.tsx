import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { RangeFilter } from '../../../components/ui/range-filter.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { useMoney } from '../../../lib/currency.tsx';
import { type DayRange, shortcutRange, toQueryRange } from '../../../lib/date-range.ts';
import { useProfit } from '../api/get-profit.ts';
import styles from './records.module.css';

/** personalProfit (spec 2 "personal loss"): money in and out and the result of play over a range. */
export function ProfitPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const [range, setRange] = useState<DayRange>(() => shortcutRange('last7'));
  const query = toQueryRange(range);
  const profit = useProfit({ from: query.ok ? query.from : '', to: query.ok ? query.to : '' }, query.ok);

  return (
    <>
      <Section title={t('records.period')}>
        <RangeFilter range={range} shortcuts={['today', 'last7', 'last30']} onChange={setRange} />
      </Section>
      {query.ok ? (
        <QueryState query={profit}>
          {(value) => {
            const tiles = [
              { key: 'profit', amount: value.profit, signed: true },
              { key: 'deposits', amount: value.deposits },
              { key: 'withdrawals', amount: value.withdrawals },
              { key: 'stake', amount: value.stake },
              { key: 'payout', amount: value.payout },
              { key: 'transfersIn', amount: value.transfersIn },
              { key: 'transfersOut', amount: value.transfersOut },
            ];
            return (
              <Section title={t('records.profitTitle')}>
                <ul className={clsx(styles.tiles, profit.isFetching && styles.refreshing)}>
                  {tiles.map((tile) => (
                    <li
                      key={tile.key}
                      className={clsx(styles.tile, tile.key === 'profit' && styles.tileMain)}
                    >
                      <span className={styles.tileLabel}>{t(`records.profitItems.${tile.key}`)}</span>
                      <span
                        className={clsx(
                          styles.tileValue,
                          tile.signed && tile.amount > 0 && styles.credit,
                          tile.signed && tile.amount < 0 && styles.debit,
                        )}
                      >
                        {money(tile.amount)}
                      </span>
                    </li>
                  ))}
                  <li className={styles.tile}>
                    <span className={styles.tileLabel}>{t('records.profitItems.bets')}</span>
                    <span className={styles.tileValue}>{value.bets}</span>
                  </li>
                </ul>
                <p className={styles.hint}>{t('records.profitNote')}</p>
              </Section>
            );
          }}
        </QueryState>
      ) : (
        <p className={styles.hint}>{t('records.fixRange')}</p>
      )}
    </>
  );
}
