import { betProductSchema, betStatusSchema } from '@portal/contracts/records';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/form-field.tsx';
import { Badge, Section } from '../../../components/ui/section.tsx';
import { PayoutFigure } from '../../records/components/payout-figure.tsx';
import { betStatusTone } from '../../records/model/bet-status-tone.ts';
import { betVendorLabel } from '../../records/model/bet-vendor.ts';
import { type TeamBetProduct, type TeamBetStatus, useTeamBets } from '../api/get-team-bets.ts';
import { formatCount, useAmountIn } from '../model/use-amount.ts';
import { useReportFilters } from '../model/use-report-filters.ts';
import styles from './agent.module.css';
import { AccountCell, FigureCell } from './report-cells.tsx';
import { ReportFilterSection, ReportResults, ReportTable } from './report-frame.tsx';
import { signed, Tiles } from './tiles.tsx';
import { TimeCell } from './time-cell.tsx';

export const TEAM_BETS_PAGE_SIZE = 20;

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
                  { key: 'bets', label: t('agent.bets.count'), value: formatCount(value.summary.bets) },
                  { key: 'stake', label: t('agent.bets.stake'), value: money(value.summary.stake) },
                  { key: 'payout', label: t('agent.bets.payout'), value: money(value.summary.payout) },
                ]}
              />
            </Section>
            <ReportTable
              title={t('agent.bets.title')}
              answer={value}
              onPage={setPage}
              pagesLabel={t('agent.bets.pages')}
              empty={
                filters.account ? t('agent.bets.noneFor', { account: filters.account }) : t('agent.bets.none')
              }
              note={t('agent.bets.total', { count: value.total, formatted: formatCount(value.total) })}
              announceNote
              columns={[
                { label: t('agent.reports.account') },
                { label: t('agent.bets.time') },
                { label: t('agent.bets.game') },
                { label: t('agent.bets.round') },
                { label: t('agent.bets.stake'), number: true },
                { label: t('agent.bets.payout'), number: true },
                { label: t('agent.bets.status') },
              ]}
            >
              {value.list.map((bet) => (
                <tr key={bet.id}>
                  <AccountCell>{bet.account}</AccountCell>
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
                  <FigureCell label={t('agent.bets.stake')}>{money(bet.stake)}</FigureCell>
                  <FigureCell label={t('agent.bets.payout')}>
                    <PayoutFigure
                      payout={bet.payout}
                      money={money}
                      pendingLabel={t('agent.bets.notSettled')}
                    />
                  </FigureCell>
                  <td data-label={t('agent.bets.status')}>
                    <Badge tone={betStatusTone[bet.status]}>{t(`agent.bets.states.${bet.status}`)}</Badge>
                  </td>
                </tr>
              ))}
            </ReportTable>
          </>
        )}
      </ReportResults>
    </>
  );
}
