import { POINTS_PAGE_SIZE } from '@portal/contracts/points';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';
import { pointsContract } from './contracts.ts';
import { pointsQueryKeys } from './get-points.ts';

export const getRedeems = (language: string, page: number, signal?: AbortSignal) =>
  api.get('/wps/points/redeems', () => pointsContract().then((m) => m.redeemsValueSchema), {
    query: { language, page, pageSize: POINTS_PAGE_SIZE },
    signal,
  });

export const redeemsQuery = (language: string, page: number) =>
  queryOptions({
    queryKey: pointsQueryKeys.redeemsIn(language, page),
    queryFn: ({ signal }) => getRedeems(language, page, signal),
    staleTime: 0,
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** One page of the member's redeem requests, newest first (redeem history), rewards named in the page language. */
export function useRedeems(page: number) {
  const { i18n } = useTranslation();
  return useQuery(redeemsQuery(i18n.language, page));
}
