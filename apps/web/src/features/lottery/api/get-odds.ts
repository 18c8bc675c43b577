import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { lotteryContract } from './contracts.ts';

/** The merchant's odds and limits for one game, with the odds version a slip must name. */
export const getOdds = (gameCode: string, signal?: AbortSignal) =>
  api.get('/lgw/vn/games/odds', () => lotteryContract().then((m) => m.oddsValueSchema), {
    query: { gameCode },
    signal,
  });

export const oddsQueryKey = (gameCode: string) => ['lottery', 'odds', gameCode] as const;

export const oddsQuery = (gameCode: string) =>
  queryOptions({
    queryKey: oddsQueryKey(gameCode),
    queryFn: ({ signal }) => getOdds(gameCode, signal),
    staleTime: 5 * 60_000,
  });

export const useOdds = (gameCode: string) => useQuery(oddsQuery(gameCode));
