import { betStatusSchema } from '@portal/contracts/records';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberCell, TableHead } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SelectField } from '../../../components/ui/form-field.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { RangeFilter } from '../../../components/ui/range-filter.tsx';
import { Badge, Facts, Section } from '../../../components/ui/section.tsx';
import { ShortDateTime } from '../../../components/ui/short-date-time.tsx';
import { useMoney } from '../../../lib/currency.tsx';
import { type DayRange, shortcutRange, toQueryRange } from '../../../lib/date-range.ts';
import { type BetStatus, useBetRecords } from '../api/get-bet-records.ts';
import { betStatusTone } from '../model/bet-status-tone.ts';
import { betVendorLabel } from '../model/bet-vendor.ts';
import { Pagination } from './pagination.tsx';
import { PayoutFigure } from './payout-figure.tsx';
import styles from './records.module.css';

const PAGE_SIZE = 20;

/** personalHistoryCopy (spec 2 "betting record"): bets over a range, with a summary. */
export function BettingRecordsPage() {
  const { t } = useTranslation();
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
                      <TableHead
                        numberClass={styles.number}
                        columns={[
                          { label: t('records.time') },
                          { label: t('records.game') },
                          { label: t('records.round') },
                          { label: t('records.stake'), number: true },
                          { label: t('records.payout'), number: true },
                          { label: t('records.status') },
                        ]}
                      />
                      <tbody>
                        {value.list.map((bet) => (
                          <tr key={bet.id}>
                            <td data-label={t('records.time')}>
                              <ShortDateTime iso={bet.placedAt} />
                            </td>
                            <td data-label={t('records.game')}>
                              {bet.gameName}
                              <span className={styles.sub}>{betVendorLabel(bet, t)}</span>
                            </td>
                            <td data-label={t('records.round')} className={styles.reference}>
                              {bet.roundId}
                            </td>
                            <NumberCell label={t('records.stake')} numberClass={styles.number}>
                              {money(bet.stake)}
                            </NumberCell>
                            <NumberCell label={t('records.payout')} numberClass={styles.number}>
                              <PayoutFigure
                                payout={bet.payout}
                                money={money}
                                pendingLabel={t('records.notSettled')}
                              />
                            </NumberCell>
                            <td data-label={t('records.status')}>
                              <Badge tone={betStatusTone[bet.status]}>
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
