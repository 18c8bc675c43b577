import type { UseQueryResult } from '@tanstack/react-query';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type TableColumn, TableHead } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { RangeFilter } from '../../../components/ui/range-filter.tsx';
import { Section } from '../../../components/ui/section.tsx';
import type { ReportFilters } from '../model/use-report-filters.ts';
import { AccountFilter } from './account-filter.tsx';
import styles from './agent.module.css';
import { ScrollTable } from './scroll-table.tsx';

/**
 * A team report's filter card: the range, the report's own filters (`children`), one member
 * (unless `byAccount` is false: a report of the agent's own, such as its income).
 */
export function ReportFilterSection({
  filters,
  onChange,
  byAccount = true,
  children,
}: {
  filters: ReportFilters;
  onChange: (next: Partial<ReportFilters>) => void;
  byAccount?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Section title={t('agent.reports.filters')}>
      <div className={styles.filters}>
        <RangeFilter
          range={filters.range}
          shortcuts={['today', 'last7', 'last30']}
          onChange={(next) => onChange({ range: next })}
        />
        {children || byAccount ? (
          <div className={styles.filterRow}>
            {children}
            {byAccount ? (
              <AccountFilter value={filters.account} onApply={(account) => onChange({ account })} />
            ) : null}
          </div>
        ) : null}
      </div>
    </Section>
  );
}

/**
 * A team report's answer: loading, failure and retry, then `children` with the value, dimmed
 * while the next filters' answer loads; a hint instead while the range cannot be read.
 */
export function ReportResults<T>({
  rangeOk,
  query,
  children,
}: {
  rangeOk: boolean;
  query: UseQueryResult<T>;
  children: (value: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (!rangeOk) return <p className={styles.hint}>{t('agent.reports.fixRange')}</p>;
  const stale = query.isPlaceholderData;
  return (
    <QueryState query={query}>
      {(value) => (
        <div className={clsx(styles.results, stale && styles.refreshing)} aria-busy={stale || undefined}>
          {children(value)}
        </div>
      )}
    </QueryState>
  );
}

/**
 * A team report's list: the empty text when there is nothing, else a note (the count or the
 * order), the table (`columns` over `children`, its rows) scrolling sideways in its card, and
 * pages of `answer` (the report's page as the server sent it).
 */
export function ReportTable({
  title,
  answer: { total, page, pageSize },
  onPage,
  pagesLabel,
  empty,
  note,
  announceNote = false,
  columns,
  children,
}: {
  title: string;
  answer: { total: number; page: number; pageSize: number };
  onPage: (page: number) => void;
  pagesLabel: string;
  empty: string;
  note: string;
  /** Read the note out when it changes (a count does; a fixed sentence need not). */
  announceNote?: boolean;
  columns: TableColumn[];
  children: ReactNode;
}) {
  return (
    <Section title={title}>
      {total === 0 ? (
        <EmptyState text={empty} />
      ) : (
        <>
          <p className={styles.count} aria-live={announceNote ? 'polite' : undefined}>
            {note}
          </p>
          <ScrollTable title={title}>
            <table className={clsx(styles.table, styles.compact)}>
              <caption className="visually-hidden">{title}</caption>
              <TableHead columns={columns} numberClass={styles.number} />
              <tbody>{children}</tbody>
            </table>
          </ScrollTable>
          <Pagination
            page={page}
            totalPages={Math.ceil(total / pageSize)}
            onPage={onPage}
            label={pagesLabel}
          />
        </>
      )}
    </Section>
  );
}
