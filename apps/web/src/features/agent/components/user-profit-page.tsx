import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/ui/section.tsx';
import { useTeamProfit } from '../api/get-team-profit.ts';
import { memberTypeText } from '../model/member-type.ts';
import { useAmountIn } from '../model/use-amount.ts';
import { useReportFilters } from '../model/use-report-filters.ts';
import styles from './agent.module.css';
import { ReportFilterSection, ReportResults, ReportTable } from './report-frame.tsx';
import { signed, Tiles } from './tiles.tsx';

export const TEAM_PROFIT_PAGE_SIZE = 20;

/**
 * agentUserProfit (spec 2 "user profit and loss"): each team member with deposits, withdrawals
 * or bets in a range, the biggest stake first, with the team's totals. A table on wide screens,
 * a card per member on phones.
 */
export function UserProfitPage({ initialAccount = '' }: { initialAccount?: string }) {
  const { t } = useTranslation();
  const { filters, change, setPage, rangeOk, query } = useReportFilters(initialAccount, {});
  const report = useTeamProfit({ ...query, pageSize: TEAM_PROFIT_PAGE_SIZE }, rangeOk);
  const money = useAmountIn(report.data?.currency ?? '');
  const count = (n: number) => n.toLocaleString('en-US');

  return (
    <>
      <ReportFilterSection filters={filters} onChange={change} />
      <ReportResults rangeOk={rangeOk} query={report}>
        {(value) => (
          <>
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
            <ReportTable
              title={t('agent.profit.title')}
              total={value.total}
              page={value.page}
              pageSize={value.pageSize}
              onPage={setPage}
              pagesLabel={t('agent.profit.pages')}
              empty={
                filters.account
                  ? t('agent.profit.noneFor', { account: filters.account })
                  : t('agent.profit.none')
              }
              note={t('agent.profit.order')}
            >
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
                      <th scope="row" data-label={t('agent.reports.account')} className={styles.accountCell}>
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
            </ReportTable>
          </>
        )}
      </ReportResults>
    </>
  );
}
