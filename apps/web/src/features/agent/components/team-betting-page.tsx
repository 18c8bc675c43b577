import { betProductSchema, betStatusSchema } from '@portal/contracts/records';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/form-field.tsx';
import { Badge, Section } from '../../../components/ui/section.tsx';
import { betVendorLabel } from '../../records/model/bet-vendor.ts';
import { type TeamBetProduct, type TeamBetStatus, useTeamBets } from '../api/get-team-bets.ts';
import { useAmountIn } from '../model/use-amount.ts';
import { useReportFilters } from '../model/use-report-filters.ts';
import styles from './agent.module.css';
import { ReportFilterSection, ReportResults, ReportTable } from './report-frame.tsx';
import { signed, Tiles } from './tiles.tsx';
import { TimeCell } from './time-cell.tsx';

export const TEAM_BETS_PAGE_SIZE = 20;

const statusTone = {
  open: 'pending',
  settled: 'success',
  cancelled: 'neutral',
  rolled_back: 'neutral',
} as const;

/**
 * agentTeamBetting (spec 2 "team betting"): every bet of the agent's team over a range, newest
 * first, by status, product and one member; a summary over all of them. A table on wide
 * screens, a card per bet on phones.
 */
export function TeamBettingPage({ initialAccount = '' }: { initialAccount?: string }) {
  const { t, i18n } = useTranslation();
  const { filters, change, setPage, rangeOk, query } = useReportFilters<{
    status: TeamBetStatus | '';
    product: TeamBetProduct | '';
  }>(initialAccount, { status: '', product: '' });
  const bets = useTeamBets(
    {
      ...query,
      pageSize: TEAM_BETS_PAGE_SIZE,
      status: filters.status || undefined,
      product: filters.product || undefined,
    },
    rangeOk,
  );
  const money = useAmountIn(bets.data?.currency ?? '');
  const count = (n: number) => n.toLocaleString('en-US');

  return (
    <>
      <ReportFilterSection filters={filters} onChange={change}>
        <SelectField
          className={styles.select}
          label={t('agent.bets.status')}
          value={filters.status}
          onValueChange={(next) => change({ status: next as TeamBetStatus | '' })}
          options={[
            { value: '', label: t('agent.bets.all') },
            ...betStatusSchema.options.map((value) => ({
              value,
              label: t(`agent.bets.states.${value}`),
            })),
          ]}
        />
        <SelectField
          className={styles.select}
          label={t('agent.bets.product')}
          value={filters.product}
          onValueChange={(next) => change({ product: next as TeamBetProduct | '' })}
          options={[
            { value: '', label: t('agent.bets.all') },
            ...betProductSchema.options.map((value) => ({
              value,
              label: t(`agent.bets.products.${value}`),
            })),
          ]}
        />
      </ReportFilterSection>
      <ReportResults rangeOk={rangeOk} query={bets}>
        {(value) => (
          <>
            <Section title={t('agent.reports.summary')}>
              <Tiles
                main="profit"
                tiles={[
                  {
                    key: 'profit',
                    label: t('agent.bets.profit'),
                    ...signed(value.summary.profit, money),
                    sub: t('agent.bets.profitNote'),
                  },
                  { key: 'bets', label: t('agent.bets.count'), value: count(value.summary.bets) },
                  { key: 'stake', label: t('agent.bets.stake'), value: money(value.summary.stake) },
                  { key: 'payout', label: t('agent.bets.payout'), value: money(value.summary.payout) },
                ]}
              />
            </Section>
            <ReportTable
              title={t('agent.bets.title')}
              total={value.total}
              page={value.page}
              pageSize={value.pageSize}
              onPage={setPage}
              pagesLabel={t('agent.bets.pages')}
              empty={
                filters.account ? t('agent.bets.noneFor', { account: filters.account }) : t('agent.bets.none')
              }
              note={t('agent.bets.total', { count: value.total, formatted: count(value.total) })}
              announceNote
            >
              <thead>
                <tr>
                  <th scope="col">{t('agent.reports.account')}</th>
                  <th scope="col">{t('agent.bets.time')}</th>
                  <th scope="col">{t('agent.bets.game')}</th>
                  <th scope="col">{t('agent.bets.round')}</th>
                  <th scope="col" className={styles.number}>
                    {t('agent.bets.stake')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('agent.bets.payout')}
                  </th>
                  <th scope="col">{t('agent.bets.status')}</th>
                </tr>
              </thead>
              <tbody>
                {value.list.map((bet) => (
                  <tr key={bet.id}>
                    <th scope="row" data-label={t('agent.reports.account')} className={styles.accountCell}>
                      {bet.account}
                    </th>
                    <td data-label={t('agent.bets.time')}>
                      <TimeCell iso={bet.placedAt} locale={i18n.language} />
                    </td>
                    <td data-label={t('agent.bets.game')} className={styles.game}>
                      <span>
                        {bet.gameName}
                        <span className={styles.sub}>{betVendorLabel(bet, t)}</span>
                      </span>
                    </td>
                    <td data-label={t('agent.bets.round')} className={styles.reference}>
                      {bet.roundId}
                    </td>
                    <td data-label={t('agent.bets.stake')} className={styles.number}>
                      {money(bet.stake)}
                    </td>
                    <td data-label={t('agent.bets.payout')} className={styles.number}>
                      {money(bet.payout)}
                    </td>
                    <td data-label={t('agent.bets.status')}>
                      <Badge tone={statusTone[bet.status]}>{t(`agent.bets.states.${bet.status}`)}</Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </ReportTable>
          </>
        )}
      </ReportResults>
    </>
  );
}
