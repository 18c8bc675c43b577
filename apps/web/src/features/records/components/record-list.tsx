import type { AccountRecord } from '@portal/contracts/records';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useMoney } from '../../../lib/currency.tsx';
import { formatShortDateTime } from '../../../lib/format.ts';
import { recordTypeText } from '../../../lib/record-type.ts';
import { walletLabel } from '../../../lib/wallet-label.ts';
import { Pagination } from './pagination.tsx';
import styles from './records.module.css';

/** The columns a list of account records can show, each named by its heading (`records.<column>`). */
export type RecordColumn = 'time' | 'type' | 'wallet' | 'amount' | 'balanceAfter' | 'reference';

type Cell = { content: ReactNode; className?: string };

/** Account records as a table: on a phone each row is a small card, each cell named by its column. */
export function RecordsTable({
  records,
  columns,
  caption,
}: {
  records: readonly AccountRecord[];
  columns: readonly RecordColumn[];
  /** The table's name for assistive technology. */
  caption: string;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const cellOf: Record<RecordColumn, (record: AccountRecord) => Cell> = {
    time: (record) => ({
      content: (
        <time dateTime={record.createdAt}>{formatShortDateTime(record.createdAt, i18n.language)}</time>
      ),
    }),
    type: (record) => ({ content: recordTypeText(record.type, t) }),
    wallet: (record) => ({ content: walletLabel(record.wallet, t) }),
    amount: (record) => ({
      content: `${record.amount > 0 ? '+' : ''}${money(record.amount)}`,
      className: clsx(styles.number, record.amount > 0 && styles.credit, record.amount < 0 && styles.debit),
    }),
    balanceAfter: (record) => ({ content: money(record.balanceAfter), className: styles.number }),
    reference: (record) => ({ content: record.reference ?? '—', className: styles.reference }),
  };
  const numeric = (column: RecordColumn) => column === 'amount' || column === 'balanceAfter';
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className={numeric(column) ? styles.number : undefined}>
              {t(`records.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {records.map((record) => (
          <tr key={record.id}>
            {columns.map((column) => {
              const cell = cellOf[column](record);
              return (
                <td key={column} data-label={t(`records.${column}`)} className={cell.className}>
                  {cell.content}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type RecordPage = { list: AccountRecord[]; page: number; pageSize: number; total: number };

/** One page of records with the way to the others, or the sentence that says there are none. */
export function RecordList({
  value,
  busy,
  columns,
  caption,
  emptyText,
  onPage,
}: {
  value: RecordPage;
  /** The next answer is on its way: the current one stays, dimmed, and paging waits. */
  busy: boolean;
  columns: readonly RecordColumn[];
  caption: string;
  emptyText: string;
  onPage: (page: number) => void;
}) {
  if (value.list.length === 0) return <EmptyState text={emptyText} />;
  return (
    <div className={clsx(styles.results, busy && styles.refreshing)}>
      <RecordsTable records={value.list} columns={columns} caption={caption} />
      <Pagination
        page={value.page}
        pageSize={value.pageSize}
        total={value.total}
        onPage={onPage}
        busy={busy}
      />
    </div>
  );
}
