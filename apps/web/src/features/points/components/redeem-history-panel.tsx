import type { RedeemStatus, RedeemsValue } from '@portal/contracts/points';
import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import dataTable from '../../../components/ui/data-table.module.css';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/section.tsx';
import { formatShortDateTime } from '../../../lib/format.ts';
import { useRedeems } from '../api/get-redeems.ts';
import styles from './points.module.css';
import { usePointCount } from './use-point-count.ts';

/** Spec 4 "Redeem: in process to approved or rejected". */
const statusTone: Record<RedeemStatus, BadgeTone> = {
  process: 'pending',
  approved: 'success',
  rejected: 'danger',
};

/** An empty cell: a dash on screen, words for a screen reader. */
function Nothing({ text }: { text: string }) {
  return (
    <>
      <span aria-hidden="true" className={styles.none}>
        —
      </span>
      <span className="visually-hidden">{text}</span>
    </>
  );
}

/** The member's redeem requests, newest first, a page at a time (redeem history). */
export function RedeemHistoryPanel() {
  const { t, i18n } = useTranslation();
  const { count } = usePointCount();
  const [page, setPage] = useState(1);
  const redeems = useRedeems(page);
  const answer: RedeemsValue | undefined = redeems.isPlaceholderData ? undefined : redeems.data;
  // A page beyond the last one (a stale count): show the last one that exists.
  useEffect(() => {
    if (answer && answer.list.length === 0 && answer.page > 1) setPage(Math.max(1, answer.totalPages));
  }, [answer]);
  const when = (iso: string) => <time dateTime={iso}>{formatShortDateTime(iso, i18n.language)}</time>;
  return (
    <QueryState query={redeems}>
      {(value) =>
        value.list.length === 0 ? (
          <EmptyState icon="gift" text={t('points.history.empty')} />
        ) : (
          <div className={clsx(styles.results, redeems.isFetching && styles.refreshing)}>
            <table className={dataTable.table}>
              <caption className="visually-hidden">{t('points.history.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('points.history.reward')}</th>
                  <th scope="col" className={dataTable.number}>
                    {t('points.history.quantity')}
                  </th>
                  <th scope="col" className={dataTable.number}>
                    {t('points.history.points')}
                  </th>
                  <th scope="col">{t('points.history.status')}</th>
                  <th scope="col">{t('points.history.remark')}</th>
                  <th scope="col">{t('points.history.requested')}</th>
                  <th scope="col">{t('points.history.decided')}</th>
                </tr>
              </thead>
              <tbody>
                {value.list.map((row) => (
                  <tr key={row.id}>
                    <th scope="row" data-label={t('points.history.reward')}>
                      {row.rewardName}
                    </th>
                    <td data-label={t('points.history.quantity')} className={dataTable.number}>
                      {count(row.quantity)}
                    </td>
                    <td data-label={t('points.history.points')} className={dataTable.number}>
                      {count(row.points)}
                    </td>
                    <td data-label={t('points.history.status')}>
                      <Badge tone={statusTone[row.status]}>
                        {t(`points.history.statuses.${row.status}`)}
                      </Badge>
                    </td>
                    <td data-label={t('points.history.remark')}>
                      {row.remark ? row.remark : <Nothing text={t('points.history.noRemark')} />}
                    </td>
                    <td data-label={t('points.history.requested')}>{when(row.createdAt)}</td>
                    <td data-label={t('points.history.decided')}>
                      {row.decidedAt ? (
                        when(row.decidedAt)
                      ) : (
                        <Nothing text={t('points.history.notDecided')} />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pagination
              page={value.page}
              totalPages={Math.max(1, value.totalPages)}
              onPage={setPage}
              label={t('points.history.pages')}
            />
          </div>
        )
      }
    </QueryState>
  );
}
