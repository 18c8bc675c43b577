import { type ContractKind, contractKindSchema } from '@portal/contracts/agent-contracts';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/form-field.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { useContractSettings } from '../api/get-contract-settings.ts';
import { useIncome } from '../api/get-income.ts';
import { formatRate } from '../model/contract-rate.ts';
import { periodText, periodUnitOf } from '../model/income-period.ts';
import { useAmountIn } from '../model/use-amount.ts';
import { useReportFilters } from '../model/use-report-filters.ts';
import styles from './agent.module.css';
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
  const count = (n: number) => n.toLocaleString('en-US');
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
              total={value.total}
              page={value.page}
              pageSize={value.pageSize}
              onPage={setPage}
              pagesLabel={t('agent.income.pages')}
              empty={t('agent.income.none')}
              note={t('agent.income.total', { count: value.total, formatted: count(value.total) })}
              announceNote
            >
              <thead>
                <tr>
                  <th scope="col">{t('agent.income.period')}</th>
                  {kind ? null : <th scope="col">{t('agent.income.kind')}</th>}
                  <th scope="col" className={styles.number}>
                    {t('agent.income.validBet')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('agent.income.netLoss')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('agent.income.activeMembers')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('agent.income.rate')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('agent.income.share')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('agent.income.downlineShares')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('agent.income.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {value.list.map((row) => (
                  <tr key={row.id}>
                    <th scope="row" data-label={t('agent.income.period')} className={styles.nowrap}>
                      {periodText(row.periodStart, row.periodEnd, i18n.language, periodUnitOf(row.kind))}
                    </th>
                    {kind ? null : (
                      <td data-label={t('agent.income.kind')}>{t(`agent.contracts.kinds.${row.kind}`)}</td>
                    )}
                    <td data-label={t('agent.income.validBet')} className={styles.number}>
                      {money(row.validBet)}
                    </td>
                    <td data-label={t('agent.income.netLoss')} className={styles.number}>
                      {money(row.netLoss)}
                    </td>
                    <td data-label={t('agent.income.activeMembers')} className={styles.number}>
                      {count(row.activeMembers)}
                    </td>
                    <td data-label={t('agent.income.rate')} className={styles.number}>
                      {formatRate(row.rateBp, i18n.language)}
                    </td>
                    <td data-label={t('agent.income.share')} className={styles.number}>
                      {money(row.share)}
                    </td>
                    <td data-label={t('agent.income.downlineShares')} className={styles.number}>
                      {money(row.downlineShares)}
                    </td>
                    <td
                      data-label={t('agent.income.amount')}
                      className={clsx(styles.number, row.amount > 0 && styles.credit)}
                    >
                      {money(row.amount)}
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
