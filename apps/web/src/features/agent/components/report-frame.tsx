import type { UseQueryResult } from '@tanstack/react-query';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { RangeFilter } from '../../../components/ui/range-filter.tsx';
import { Section } from '../../../components/ui/section.tsx';
import type { ReportFilters } from '../model/use-report-filters.ts';
import { AccountFilter } from './account-filter.tsx';
import styles from './agent.module.css';

/** A team report's filter card: the range, the report's own filters (`children`), one member. */
export function ReportFilterSection({
  filters,
  onChange,
  children,
}: {
  filters: ReportFilters;
  onChange: (next: Partial<ReportFilters>) => void;
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
        <div className={styles.filterRow}>
          {children}
          <AccountFilter value={filters.account} onApply={(account) => onChange({ account })} />
        </div>
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
