import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { RangeFilter } from '../../../components/ui/range-filter.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { type DayRange, shortcutRange, toQueryRange } from '../../../lib/date-range.ts';
import { useTeamProfit } from '../api/get-team-profit.ts';
import { memberTypeText } from '../model/member-type.ts';
import { useAmountIn } from '../model/use-amount.ts';
import { AccountFilter } from './account-filter.tsx';
import styles from './agent.module.css';
import { ScrollTable } from './scroll-table.tsx';
import { signed, Tiles } from './tiles.tsx';

export const TEAM_PROFIT_PAGE_SIZE = 20;

/**
 * agentUserProfit (spec 2 "user profit and loss"): each team member with deposits, withdrawals
 * or bets in a range, the biggest stake first, with the team's totals. A table on wide screens,
 * a card per member on phones.
 */
export function UserProfitPage({ initialAccount = '' }: { initialAccount?: string }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<{ range: DayRange; account: string }>(() => ({
    range: shortcutRange('today'),
    account: initialAccount,
  }));
  const [page, setPage] = useState(1);
  const change = (next: Partial<typeof filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const range = toQueryRange(filters.range);
  const report = useTeamProfit(
    {
      from: range.ok ? range.from : '',
      to: range.ok ? range.to : '',
      page,
      pageSize: TEAM_PROFIT_PAGE_SIZE,
      account: filters.account || undefined,
    },
    range.ok,
  );
  const stale = report.isPlaceholderData;
  const money = useAmountIn(report.data?.currency ?? '');
  const count = (n: number) => n.toLocaleString('en-US');

  return (
    <>
      <Section title={t('agent.reports.filters')}>
        <div className={styles.filters}>
          <RangeFilter
            range={filters.range}
            shortcuts={['today', 'last7', 'last30']}
            onChange={(next) => change({ range: next })}
          />
          <div className={styles.filterRow}>
            <AccountFilter value={filters.account} onApply={(account) => change({ account })} />
          </div>
        </div>
      </Section>
      {range.ok ? (
        <QueryState query={report}>
          {(value) => (
            <div className={clsx(styles.results, stale && styles.refreshing)} aria-busy={stale || undefined}>
              <Section title={t('agent.reports.totals')}>
                <Tiles
                  main="profit"
                  tiles={[
                    {
                      key: 'profit',
                      label: t('agent.profit.profit'),
                      ...signed(value.totals.profit, money),
                      sub: t('agent.profit.profitNote'),
                    },
                    {
                      key: 'stake',
                      label: t('agent.profit.stake'),
                      value: money(value.totals.stake),
                      sub: t('agent.profit.betCount', {
                        count: value.totals.bets,
                        formatted: count(value.totals.bets),
                      }),
                    },
                    { key: 'payout', label: t('agent.profit.payout'), value: money(value.totals.payout) },
                    {
                      key: 'deposits',
                      label: t('agent.profit.deposits'),
                      value: money(value.totals.deposits),
                    },
                    {
                      key: 'withdrawals',
                      label: t('agent.profit.withdrawals'),
                      value: money(value.totals.withdrawals),
                    },
                    { key: 'members', label: t('agent.profit.members'), value: count(value.total) },
                  ]}
                />
              </Section>
              <Section title={t('agent.profit.title')}>
                {value.total === 0 ? (
                  <EmptyState
                    text={
                      filters.account
                        ? t('agent.profit.noneFor', { account: filters.account })
                        : t('agent.profit.none')
                    }
                  />
                ) : (
                  <>
                    <p className={styles.count}>{t('agent.profit.order')}</p>
                    <ScrollTable title={t('agent.profit.title')}>
                      <table className={clsx(styles.table, styles.compact)}>
                        <caption className="visually-hidden">{t('agent.profit.title')}</caption>
                        <thead>
                          <tr>
                            <th scope="col">{t('agent.reports.account')}</th>
                            <th scope="col" className={styles.number}>
                              {t('agent.profit.deposits')}
                            </th>
                            <th scope="col" className={styles.number}>
                              {t('agent.profit.withdrawals')}
                            </th>
                            <th scope="col" className={styles.number}>
                              {t('agent.profit.bets')}
                            </th>
                            <th scope="col" className={styles.number}>
                              {t('agent.profit.stake')}
                            </th>
                            <th scope="col" className={styles.number}>
                              {t('agent.profit.payout')}
                            </th>
                            <th scope="col" className={styles.number}>
                              {t('agent.profit.profit')}
                            </th>
                          </tr>
                        </thead>
                        <tbody>
                          {value.list.map((row) => {
                            const result = signed(row.profit, money);
                            return (
                              <tr key={row.account}>
                                <th
                                  scope="row"
                                  data-label={t('agent.reports.account')}
                                  className={styles.accountCell}
                                >
                                  {/* The type under the name: one column less for the figures. */}
                                  <span>
                                    {row.account}
                                    <span className={styles.sub}>{memberTypeText(row.type, t)}</span>
                                  </span>
                                </th>
                                <td data-label={t('agent.profit.deposits')} className={styles.number}>
                                  {money(row.deposits)}
                                </td>
                                <td data-label={t('agent.profit.withdrawals')} className={styles.number}>
                                  {money(row.withdrawals)}
                                </td>
                                <td data-label={t('agent.profit.bets')} className={styles.number}>
                                  {count(row.bets)}
                                </td>
                                <td data-label={t('agent.profit.stake')} className={styles.number}>
                                  {money(row.stake)}
                                </td>
                                <td data-label={t('agent.profit.payout')} className={styles.number}>
                                  {money(row.payout)}
                                </td>
                                <td
                                  data-label={t('agent.profit.profit')}
                                  className={clsx(styles.number, result.tone && styles[result.tone])}
                                >
                                  {result.value}
                                </td>
                              </tr>
                            );
                          })}
                        </tbody>
                      </table>
                    </ScrollTable>
                    <Pagination
                      page={value.page}
                      totalPages={Math.ceil(value.total / value.pageSize)}
                      onPage={setPage}
                      label={t('agent.profit.pages')}
                    />
                  </>
                )}
              </Section>
            </div>
          )}
        </QueryState>
      ) : (
        <p className={styles.hint}>{t('agent.reports.fixRange')}</p>
      )}
    </>
  );
}
