import { POPULAR_LOTTERY_COUNT } from '@portal/contracts/lottery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { lotteryContract } from './contracts.ts';

/** Spec 7 `/lgw/games/popular` (count 20 of spec 9): the most played lottery games. */
export const getPopular = (language: string, signal?: AbortSignal) =>
  api.get('/lgw/games/popular', () => lotteryContract().then((m) => m.popularValueSchema), {
    query: { count: POPULAR_LOTTERY_COUNT, device: 'WEB', language },
    signal,
  });

export const popularQuery = (language: string) =>
  queryOptions({
    queryKey: ['lottery', 'popular', language],
    queryFn: ({ signal }) => getPopular(language, signal),
    staleTime: 60_000,
  });

export const usePopular = (language: string) => useQuery(popularQuery(language));
