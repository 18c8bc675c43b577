import type { RedeemStatus } from '@portal/contracts/points';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dataTable from '../../../components/ui/data-table.module.css';
import { NumberCell, TableHead } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/section.tsx';
import { ShortDateTime } from '../../../components/ui/short-date-time.tsx';
import { useBackToLastPage } from '../../../lib/use-back-to-last-page.ts';
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
  const { t } = useTranslation();
  const { count } = usePointCount();
  const [page, setPage] = useState(1);
  const redeems = useRedeems(page);
  useBackToLastPage(redeems, (answer) => answer.totalPages, setPage);
  return (
    <QueryState query={redeems}>
      {(value) =>
        value.list.length === 0 ? (
          <EmptyState icon="gift" text={t('points.history.empty')} />
        ) : (
          <div className={clsx(styles.results, redeems.isFetching && styles.refreshing)}>
            <table className={dataTable.table}>
              <caption className="visually-hidden">{t('points.history.title')}</caption>
              <TableHead
                columns={[
                  { label: t('points.history.reward') },
                  { label: t('points.history.quantity'), number: true },
                  { label: t('points.history.points'), number: true },
                  { label: t('points.history.status') },
                  { label: t('points.history.remark') },
                  { label: t('points.history.requested') },
                  { label: t('points.history.decided') },
                ]}
              />
              <tbody>
                {value.list.map((row) => (
                  <tr key={row.id}>
                    <th scope="row" data-label={t('points.history.reward')}>
                      {row.rewardName}
                    </th>
                    <NumberCell label={t('points.history.quantity')}>{count(row.quantity)}</NumberCell>
                    <NumberCell label={t('points.history.points')}>{count(row.points)}</NumberCell>
                    <td data-label={t('points.history.status')}>
                      <Badge tone={statusTone[row.status]}>
                        {t(`points.history.statuses.${row.status}`)}
                      </Badge>
                    </td>
                    <td data-label={t('points.history.remark')}>
                      {row.remark ? row.remark : <Nothing text={t('points.history.noRemark')} />}
                    </td>
                    <td data-label={t('points.history.requested')}>
                      <ShortDateTime iso={row.createdAt} />
                    </td>
                    <td data-label={t('points.history.decided')}>
                      {row.decidedAt ? (
                        <ShortDateTime iso={row.decidedAt} />
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
