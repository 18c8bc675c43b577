import { POINTS_PAGE_SIZE } from '@portal/contracts/points';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pointsContract } from './contracts.ts';
import { pointsQueryKeys } from './get-points.ts';

export const getPointsEntries = (page: number, signal?: AbortSignal) =>
  api.get('/wps/points/transactions', () => pointsContract().then((m) => m.pointsEntriesValueSchema), {
    query: { page, pageSize: POINTS_PAGE_SIZE },
    signal,
  });

export const pointsEntriesQuery = (page: number) =>
  queryOptions({
    queryKey: [...pointsQueryKeys.all, 'entries', page],
    queryFn: ({ signal }) => getPointsEntries(page, signal),
    staleTime: 0,
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** One page of the member's points details (every change with the balance after it), newest first. */
export const usePointsEntries = (page: number) => useQuery(pointsEntriesQuery(page));
