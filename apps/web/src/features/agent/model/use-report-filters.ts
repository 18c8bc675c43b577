import { useState } from 'react';
import { type DayRange, shortcutRange, toQueryRange } from '../../../lib/date-range.ts';

/** What every team report filters by: a day range (today to begin with) and one member. */
export type ReportFilters = { range: DayRange; account: string };

/**
 * The filters and page of a team report. Any change of filter goes back to page 1. `query`
 * holds the range as ISO instants, the page and the account (only when set); `rangeOk` is
 * false while the typed range cannot be read, and the report should not be asked for.
 */
export function useReportFilters<Extra extends object>(initialAccount: string, extra: Extra) {
  const [filters, setFilters] = useState<ReportFilters & Extra>(() => ({
    range: shortcutRange('today'),
    account: initialAccount,
    ...extra,
  }));
  const [page, setPage] = useState(1);
  const change = (next: Partial<ReportFilters & Extra>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const range = toQueryRange(filters.range);
  const query = {
    from: range.ok ? range.from : '',
    to: range.ok ? range.to : '',
    page,
    account: filters.account || undefined,
  };
  return { filters, change, page, setPage, rangeOk: range.ok, query };
}
