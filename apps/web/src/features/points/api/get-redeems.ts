import { POINTS_PAGE_SIZE } from '@portal/contracts/points';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pointsContract } from './contracts.ts';
import { pointsQueryKeys } from './get-points.ts';

export const getRedeems = (page: number, signal?: AbortSignal) =>
  api.get('/wps/points/redeems', () => pointsContract().then((m) => m.redeemsValueSchema), {
    query: { page, pageSize: POINTS_PAGE_SIZE },
    signal,
  });

export const redeemsQuery = (page: number) =>
  queryOptions({
    queryKey: [...pointsQueryKeys.all, 'redeems', page],
    queryFn: ({ signal }) => getRedeems(page, signal),
    staleTime: 0,
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** One page of the member's redeem requests, newest first (redeem history). */
export const useRedeems = (page: number) => useQuery(redeemsQuery(page));
