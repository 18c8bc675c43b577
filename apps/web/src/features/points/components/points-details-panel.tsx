import type { PointsEntriesValue } from '@portal/contracts/points';
import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import dataTable from '../../../components/ui/data-table.module.css';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { formatShortDateTime } from '../../../lib/format.ts';
import { usePointsEntries } from '../api/get-points-entries.ts';
import styles from './points.module.css';
import { usePointCount } from './use-point-count.ts';

/**
 * Points details (spec 3 "changed points, points balance"): every change, newest first, with why
 * it happened, by how much, the balance after it and what it refers to; a page at a time.
 */
export function PointsDetailsPanel() {
  const { t, i18n } = useTranslation();
  const { count, signed } = usePointCount();
  const [page, setPage] = useState(1);
  const entries = usePointsEntries(page);
  const answer: PointsEntriesValue | undefined = entries.isPlaceholderData ? undefined : entries.data;
  // A page beyond the last one (a stale count): show the last one that exists.
  useEffect(() => {
    if (answer && answer.list.length === 0 && answer.page > 1) setPage(Math.max(1, answer.totalPages));
  }, [answer]);
  return (
    <QueryState query={entries}>
      {(value) =>
        value.list.length === 0 ? (
          <EmptyState text={t('points.details.empty')} />
        ) : (
          <div className={clsx(styles.results, entries.isFetching && styles.refreshing)}>
            <table className={dataTable.table}>
              <caption className="visually-hidden">{t('points.details.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('points.details.date')}</th>
                  <th scope="col">{t('points.details.kind')}</th>
                  <th scope="col" className={dataTable.number}>
                    {t('points.details.change')}
                  </th>
                  <th scope="col" className={dataTable.number}>
                    {t('points.details.balance')}
                  </th>
                  <th scope="col">{t('points.details.reference')}</th>
                </tr>
              </thead>
              <tbody>
                {value.list.map((row) => (
                  <tr key={row.id}>
                    <td data-label={t('points.details.date')}>
                      <time dateTime={row.createdAt}>
                        {formatShortDateTime(row.createdAt, i18n.language)}
                      </time>
                    </td>
                    <td data-label={t('points.details.kind')}>{t(`points.details.kinds.${row.kind}`)}</td>
                    <td
                      data-label={t('points.details.change')}
                      className={clsx(
                        dataTable.number,
                        row.change > 0 ? styles.credit : row.change < 0 && styles.debit,
                      )}
                    >
                      {signed(row.change)}
                    </td>
                    <td data-label={t('points.details.balance')} className={dataTable.number}>
                      {count(row.balance)}
                    </td>
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
