import { recordCategorySchema } from '@portal/contracts/records';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/form-field.tsx';
import { useAreaText } from '../../../lib/i18n.ts';
import { recordTypeText } from '../../../lib/record-type.ts';
import { walletLabel } from '../../../lib/wallet-label.ts';
import { type TeamTransactionCategory, useTeamTransactions } from '../api/get-team-transactions.ts';
import { formatCount, useAmountIn } from '../model/use-amount.ts';
import { useReportFilters } from '../model/use-report-filters.ts';
import styles from './agent.module.css';
import { AccountCell, FigureCell, SignedCell } from './report-cells.tsx';
import { ReportFilterSection, ReportResults, ReportTable } from './report-frame.tsx';
import { TimeCell } from './time-cell.tsx';

export const TEAM_TRANSACTIONS_PAGE_SIZE = 20;

/**
 * agentTransactionDetails (spec 2 "downline transaction details"): every wallet movement of the
 * agent's team over a range, newest first, by category and one member; each row as the member's
 * own account record shows it, with the member's account. A table on wide screens, a card per
 * movement on phones. The movement types, wallets and categories are named in the member
 * centre's words (`records.*`, `funds.wallets.*`), so that area's text is loaded too.
 */
export function TeamTransactionsPage({ initialAccount = '' }: { initialAccount?: string }) {
  useAreaText('member');
  const { t, i18n } = useTranslation();
  const { filters, change, setPage, rangeOk, query } = useReportFilters<{
    category: TeamTransactionCategory | '';
  }>(initialAccount, { category: '' });
  const transactions = useTeamTransactions(
    { ...query, pageSize: TEAM_TRANSACTIONS_PAGE_SIZE, category: filters.category || undefined },
    rangeOk,
  );
  const money = useAmountIn(transactions.data?.currency ?? '');

  return (
    <>
      <ReportFilterSection filters={filters} onChange={change}>
        <SelectField
          className={styles.select}
          label={t('agent.transactions.category')}
          value={filters.category}
          onValueChange={(next) => change({ category: next as TeamTransactionCategory | '' })}
          options={[
            { value: '', label: t('records.categories.all') },
            ...recordCategorySchema.options.map((value) => ({
              value,
              label: t(`records.categories.${value}`),
            })),
          ]}
        />
      </ReportFilterSection>
      <ReportResults rangeOk={rangeOk} query={transactions}>
        {(value) => (
          <>
            <ReportTable
              title={t('agent.transactions.title')}
              answer={value}
              onPage={setPage}
              pagesLabel={t('agent.transactions.pages')}
              empty={
                filters.account
                  ? t('agent.transactions.noneFor', { account: filters.account })
                  : t('agent.transactions.none')
              }
              note={t('agent.transactions.total', {
                count: value.total,
                formatted: formatCount(value.total),
              })}
              announceNote
              columns={[
                { label: t('agent.reports.account') },
                { label: t('agent.transactions.time') },
                { label: t('agent.transactions.type') },
                { label: t('agent.transactions.wallet') },
                { label: t('agent.transactions.amount'), number: true },
                { label: t('agent.transactions.balanceAfter'), number: true },
                { label: t('agent.transactions.reference') },
              ]}
            >
              {value.list.map((row) => (
                <tr key={row.id}>
                  <AccountCell>{row.account}</AccountCell>
                  <td data-label={t('agent.transactions.time')}>
                    <TimeCell iso={row.createdAt} locale={i18n.language} />
                  </td>
                  <td data-label={t('agent.transactions.type')}>{recordTypeText(row.type, t)}</td>
                  <td data-label={t('agent.transactions.wallet')}>{walletLabel(row.wallet, t)}</td>
                  <SignedCell label={t('agent.transactions.amount')} amount={row.amount} money={money} />
                  <FigureCell label={t('agent.transactions.balanceAfter')}>
                    {money(row.balanceAfter)}
                  </FigureCell>
                  <td data-label={t('agent.transactions.reference')} className={styles.reference}>
                    {row.reference ?? '—'}
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
