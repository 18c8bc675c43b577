import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dataTable from '../../../components/ui/data-table.module.css';
import { NumberCell, TableHead } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { ShortDateTime } from '../../../components/ui/short-date-time.tsx';
import { useBackToLastPage } from '../../../lib/use-back-to-last-page.ts';
import { usePointsEntries } from '../api/get-points-entries.ts';
import styles from './points.module.css';
import { usePointCount } from './use-point-count.ts';

/**
 * Points details (spec 3 "changed points, points balance"): every change, newest first, with why
 * it happened, by how much, the balance after it and what it refers to; a page at a time.
 */
export function PointsDetailsPanel() {
  const { t } = useTranslation();
  const { count, signed } = usePointCount();
  const [page, setPage] = useState(1);
  const entries = usePointsEntries(page);
  useBackToLastPage(entries, (answer) => answer.totalPages, setPage);
  return (
    <QueryState query={entries}>
      {(value) =>
        value.list.length === 0 ? (
          <EmptyState text={t('points.details.empty')} />
        ) : (
          <div className={clsx(styles.results, entries.isFetching && styles.refreshing)}>
            <table className={dataTable.table}>
              <caption className="visually-hidden">{t('points.details.title')}</caption>
              <TableHead
                columns={[
                  { label: t('points.details.date') },
                  { label: t('points.details.kind') },
                  { label: t('points.details.change'), number: true },
                  { label: t('points.details.balance'), number: true },
                  { label: t('points.details.reference') },
                ]}
              />
              <tbody>
                {value.list.map((row) => (
                  <tr key={row.id}>
                    <td data-label={t('points.details.date')}>
                      <ShortDateTime iso={row.createdAt} />
                    </td>
                    <td data-label={t('points.details.kind')}>{t(`points.details.kinds.${row.kind}`)}</td>
                    <NumberCell
                      label={t('points.details.change')}
                      className={clsx(row.change > 0 ? styles.credit : row.change < 0 && styles.debit)}
                    >
                      {signed(row.change)}
                    </NumberCell>
                    <NumberCell label={t('points.details.balance')}>{count(row.balance)}</NumberCell>
                    <td data-label={t('points.details.reference')} className={styles.reference}>
                      {row.reference}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pagination
              page={value.page}
              totalPages={Math.max(1, value.totalPages)}
              onPage={setPage}
              label={t('points.details.pages')}
            />
          </div>
        )
      }
    </QueryState>
  );
}
