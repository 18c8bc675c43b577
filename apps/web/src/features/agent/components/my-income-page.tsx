import { type ContractKind, contractKindSchema } from '@portal/contracts/agent-contracts';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/form-field.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { formatRate } from '../../../lib/format.ts';
import { useContractSettings } from '../api/get-contract-settings.ts';
import { useIncome } from '../api/get-income.ts';
import { periodText, periodUnitOf } from '../model/income-period.ts';
import { formatCount, useAmountIn } from '../model/use-amount.ts';
import { useReportFilters } from '../model/use-report-filters.ts';
import styles from './agent.module.css';
import { FigureCell } from './report-cells.tsx';
import { ReportFilterSection, ReportResults, ReportTable } from './report-frame.tsx';
import { Tiles } from './tiles.tsx';

export const INCOME_PAGE_SIZE = 20;

/**
 * agentMyIncome (spec 2 "my income"): the agent's settled contract periods over a range, newest
 * first, by kind (only the kinds the merchant runs are offered), with what was paid over the
 * whole filter. With `kind` it is that kind's record only, without a kind filter: the records
 * under a contract page (dividend record, daily wages, hourly salary). An hourly salary's periods
 * show their hours.
 */
export function MyIncomePage({ kind }: { kind?: ContractKind }) {
  const { t, i18n } = useTranslation();
  const settings = useContractSettings();
  const { filters, change, setPage, rangeOk, query } = useReportFilters<{ kind: ContractKind | '' }>('', {
    kind: '',
  });
  const income = useIncome(
    {
      from: query.from,
      to: query.to,
      page: query.page,
      pageSize: INCOME_PAGE_SIZE,
      kind: kind ?? (filters.kind || undefined),
    },
    rangeOk,
  );
  const money = useAmountIn(income.data?.currency ?? '');
  const kinds = contractKindSchema.options.filter((option) => settings.data?.[option].enabled);
  const title = kind ? t(`agent.income.titles.${kind}`) : t('agent.income.title');

  return (
    <>
      <ReportFilterSection filters={filters} onChange={change} byAccount={false}>
        {kind === undefined && kinds.length > 0 ? (
          <SelectField
            className={styles.select}
            label={t('agent.income.kind')}
            value={filters.kind}
            onValueChange={(next) => change({ kind: next as ContractKind | '' })}
            options={[
              { value: '', label: t('agent.income.allKinds') },
              ...kinds.map((value) => ({ value, label: t(`agent.contracts.kinds.${value}`) })),
            ]}
          />
        ) : null}
      </ReportFilterSection>
      <ReportResults rangeOk={rangeOk} query={income}>
        {(value) => (
          <>
            <Section title={t('agent.reports.summary')}>
              <Tiles
                main="paid"
                tiles={[
                  {
                    key: 'paid',
                    label: t('agent.income.totalPaid'),
                    value: money(value.totalAmount),
                    sub: t('agent.income.totalPaidNote'),
                  },
                ]}
              />
            </Section>
            <ReportTable
              title={title}
              answer={value}
              onPage={setPage}
              pagesLabel={t('agent.income.pages')}
              empty={t('agent.income.none')}
              note={t('agent.income.total', { count: value.total, formatted: formatCount(value.total) })}
              announceNote
              columns={[
                { label: t('agent.income.period') },
                ...(kind ? [] : [{ label: t('agent.income.kind') }]),
                { label: t('agent.income.validBet'), number: true },
                { label: t('agent.income.netLoss'), number: true },
                { label: t('agent.income.activeMembers'), number: true },
                { label: t('agent.income.rate'), number: true },
                { label: t('agent.income.share'), number: true },
                { label: t('agent.income.downlineShares'), number: true },
                { label: t('agent.income.amount'), number: true },
              ]}
            >
              {value.list.map((row) => (
                <tr key={row.id}>
                  <th scope="row" data-label={t('agent.income.period')} className={styles.nowrap}>
                    {periodText(row.periodStart, row.periodEnd, i18n.language, periodUnitOf(row.kind))}
                  </th>
                  {kind ? null : (
                    <td data-label={t('agent.income.kind')}>{t(`agent.contracts.kinds.${row.kind}`)}</td>
                  )}
                  <FigureCell label={t('agent.income.validBet')}>{money(row.validBet)}</FigureCell>
                  <FigureCell label={t('agent.income.netLoss')}>{money(row.netLoss)}</FigureCell>
                  <FigureCell label={t('agent.income.activeMembers')}>
                    {formatCount(row.activeMembers)}
                  </FigureCell>
                  <FigureCell label={t('agent.income.rate')}>
                    {formatRate(row.rateBp, i18n.language)}
                  </FigureCell>
                  <FigureCell label={t('agent.income.share')}>{money(row.share)}</FigureCell>
                  <FigureCell label={t('agent.income.downlineShares')}>
                    {money(row.downlineShares)}
                  </FigureCell>
                  <FigureCell label={t('agent.income.amount')} tone={row.amount > 0 ? 'credit' : undefined}>
                    {money(row.amount)}
                  </FigureCell>
                </tr>
              ))}
            </ReportTable>
          </>
        )}
      </ReportResults>
    </>
  );
}
