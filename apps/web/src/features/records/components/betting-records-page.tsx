import { betStatusSchema } from '@portal/contracts/records';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SelectField } from '../../../components/ui/form-field.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { RangeFilter } from '../../../components/ui/range-filter.tsx';
import { Badge, Facts, Section } from '../../../components/ui/section.tsx';
import { useMoney } from '../../../lib/currency.tsx';
import { type DayRange, shortcutRange, toQueryRange } from '../../../lib/date-range.ts';
import { formatShortDateTime } from '../../../lib/format.ts';
import { type BetStatus, useBetRecords } from '../api/get-bet-records.ts';
import { betVendorLabel } from '../model/bet-vendor.ts';
import { Pagination } from './pagination.tsx';
import styles from './records.module.css';

const PAGE_SIZE = 20;

const statusTone = {
  open: 'pending',
  settled: 'success',
  cancelled: 'neutral',
  rolled_back: 'neutral',
} as const;

/** personalHistoryCopy (spec 2 "betting record"): bets over a range, with a summary. */
export function BettingRecordsPage() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [range, setRange] = useState<DayRange>(() => shortcutRange('today'));
  const [status, setStatus] = useState<BetStatus | ''>('');
  const [page, setPage] = useState(1);
  const query = toQueryRange(range);
  const bets = useBetRecords(
    {
      from: query.ok ? query.from : '',
      to: query.ok ? query.to : '',
      page,
      pageSize: PAGE_SIZE,
      ...(status ? { status } : {}),
    },
    query.ok,
  );

  return (
    <>
      <Section title={t('records.filters')}>
        <div className={styles.filters}>
          <RangeFilter
            range={range}
            shortcuts={['today', 'last7', 'last30']}
            onChange={(next) => {
              setRange(next);
              setPage(1);
            }}
          />
          <SelectField
            className={styles.select}
            label={t('records.status')}
            value={status}
            onValueChange={(next) => {
              setStatus(next as BetStatus | '');
              setPage(1);
            }}
            options={[
              { value: '', label: t('records.betStates.all') },
              ...betStatusSchema.options.map((value) => ({ value, label: t(`records.betStates.${value}`) })),
            ]}
          />
        </div>
      </Section>
      {query.ok ? (
        <QueryState query={bets}>
          {(value) => (
            <>
              <Section title={t('records.summary')}>
                <Facts
                  items={[
                    { label: t('records.bets'), value: value.total },
                    { label: t('records.stake'), value: money(value.summary.stake) },
                    { label: t('records.payout'), value: money(value.summary.payout) },
                    {
                      label: t('records.profit'),
                      value: (
                        <span
                          className={clsx(
                            value.summary.profit > 0 && styles.credit,
                            value.summary.profit < 0 && styles.debit,
                          )}
                        >
                          {money(value.summary.profit)}
                        </span>
                      ),
                    },
                  ]}
                />
              </Section>
              <Section title={t('records.betsTitle')}>
                {value.list.length === 0 ? (
                  <EmptyState text={t('records.noBets')} />
                ) : (
                  <div className={clsx(styles.results, bets.isFetching && styles.refreshing)}>
                    <table className={styles.table}>
                      <thead>
                        <tr>
                          <th scope="col">{t('records.time')}</th>
                          <th scope="col">{t('records.game')}</th>
                          <th scope="col">{t('records.round')}</th>
                          <th scope="col" className={styles.number}>
                            {t('records.stake')}
                          </th>
                          <th scope="col" className={styles.number}>
                            {t('records.payout')}
                          </th>
                          <th scope="col">{t('records.status')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {value.list.map((bet) => (
                          <tr key={bet.id}>
                            <td data-label={t('records.time')}>
                              <time dateTime={bet.placedAt}>
                                {formatShortDateTime(bet.placedAt, i18n.language)}
                              </time>
                            </td>
                            <td data-label={t('records.game')}>
                              {bet.gameName}
                              <span className={styles.sub}>{betVendorLabel(bet, t)}</span>
                            </td>
                            <td data-label={t('records.round')} className={styles.reference}>
                              {bet.roundId}
                            </td>
                            <td data-label={t('records.stake')} className={styles.number}>
                              {money(bet.stake)}
                            </td>
                            <td data-label={t('records.payout')} className={styles.number}>
                              {money(bet.payout)}
                            </td>
                            <td data-label={t('records.status')}>
                              <Badge tone={statusTone[bet.status]}>
                                {t(`records.betStates.${bet.status}`)}
                              </Badge>
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                    <Pagination
                      page={value.page}
                      pageSize={value.pageSize}
                      total={value.total}
                      onPage={setPage}
                      busy={bets.isFetching}
                    />
                  </div>
                )}
              </Section>
            </>
          )}
        </QueryState>
      ) : (
        <p className={styles.hint}>{t('records.fixRange')}</p>
      )}
    </>
  );
}
