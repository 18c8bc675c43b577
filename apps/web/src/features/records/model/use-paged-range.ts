import { useState } from 'react';
import { type DayRange, type RangeShortcut, shortcutRange, toQueryRange } from '../../../lib/date-range.ts';

/** The date-range shortcuts of the member's record lists (spec 9: the last 7 or 30 days). */
export const RECORD_SHORTCUTS = ['last7', 'last30'] as const satisfies readonly RangeShortcut[];

/**
 * The period and the page of a paged record list. A new period starts again on page 1, and so
 * does a new filter (`restart`). `period` is the range to ask for; `ready` is false while the
 * chosen range cannot be asked for (the range control says why).
 */
export function usePagedRange(initial: RangeShortcut = 'last7') {
  const [range, setRange] = useState<DayRange>(() => shortcutRange(initial));
  const [page, setPage] = useState(1);
  const query = toQueryRange(range);
  return {
    range,
    page,
    setPage,
    ready: query.ok,
    period: query.ok ? { from: query.from, to: query.to } : { from: '', to: '' },
    changeRange: (next: DayRange) => {
      setRange(next);
      setPage(1);
    },
    restart: () => setPage(1),
  };
}
