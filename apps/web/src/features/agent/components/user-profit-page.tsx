import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/ui/section.tsx';
import { useTeamProfit } from '../api/get-team-profit.ts';
import { memberTypeText } from '../model/member-type.ts';
import { formatCount, useAmountIn } from '../model/use-amount.ts';
import { useReportFilters } from '../model/use-report-filters.ts';
import styles from './agent.module.css';
import { AccountCell, FigureCell, SignedCell } from './report-cells.tsx';
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
                      formatted: formatCount(value.totals.bets),
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
                  { key: 'members', label: t('agent.profit.members'), value: formatCount(value.total) },
                ]}
              />
            </Section>
            <ReportTable
              title={t('agent.profit.title')}
              answer={value}
              onPage={setPage}
              pagesLabel={t('agent.profit.pages')}
              empty={
                filters.account
                  ? t('agent.profit.noneFor', { account: filters.account })
                  : t('agent.profit.none')
              }
              note={t('agent.profit.order')}
              columns={[
                { label: t('agent.reports.account') },
                { label: t('agent.profit.deposits'), number: true },
                { label: t('agent.profit.withdrawals'), number: true },
                { label: t('agent.profit.bets'), number: true },
                { label: t('agent.profit.stake'), number: true },
                { label: t('agent.profit.payout'), number: true },
                { label: t('agent.profit.profit'), number: true },
              ]}
            >
              {value.list.map((row) => (
                <tr key={row.account}>
                  <AccountCell>
                    {/* The type under the name: one column less for the figures. */}
                    <span>
                      {row.account}
                      <span className={styles.sub}>{memberTypeText(row.type, t)}</span>
                    </span>
                  </AccountCell>
                  <FigureCell label={t('agent.profit.deposits')}>{money(row.deposits)}</FigureCell>
                  <FigureCell label={t('agent.profit.withdrawals')}>{money(row.withdrawals)}</FigureCell>
                  <FigureCell label={t('agent.profit.bets')}>{formatCount(row.bets)}</FigureCell>
                  <FigureCell label={t('agent.profit.stake')}>{money(row.stake)}</FigureCell>
                  <FigureCell label={t('agent.profit.payout')}>{money(row.payout)}</FigureCell>
                  <SignedCell label={t('agent.profit.profit')} amount={row.profit} money={money} />
                </tr>
              ))}
            </ReportTable>
          </>
        )}
      </ReportResults>
    </>
  );
}
