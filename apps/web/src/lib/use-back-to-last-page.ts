import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * A paged list asked for a page beyond its last one (a stale count or address) turns to the last
 * page that exists (`lastPage` of the answer). A placeholder answer (the previous page, kept on
 * screen while the next loads) is not the asked page's, so it decides nothing.
 */
export function useBackToLastPage<T extends { list: unknown[]; page: number }>(
  query: UseQueryResult<T>,
  lastPage: (answer: T) => number,
  setPage: (page: number) => void,
) {
  const answer = query.isPlaceholderData ? undefined : query.data;
  const beyond = answer !== undefined && answer.list.length === 0 && answer.page > 1;
  const last = answer ? Math.max(1, lastPage(answer)) : 1;
  useEffect(() => {
    if (beyond) setPage(last);
  }, [beyond, last, setPage]);
}
