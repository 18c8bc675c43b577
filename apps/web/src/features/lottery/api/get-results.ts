import { OPENED_NUMEROS_COUNT } from '@portal/contracts/lottery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { lotteryContract } from './contracts.ts';

/** Spec 7 `/lgw/vn/numeros/opened/game` (count 100 of spec 9): the latest drawn numeros, newest first. */
export const getResults = (gameCode: string, signal?: AbortSignal) =>
  api.get('/lgw/vn/numeros/opened/game', () => lotteryContract().then((m) => m.openedNumerosValueSchema), {
    query: { gameCode, count: OPENED_NUMEROS_COUNT },
    signal,
  });

export const resultsQueryKey = (gameCode: string) => ['lottery', 'results', gameCode] as const;

export const resultsQuery = (gameCode: string) =>
  queryOptions({
    queryKey: resultsQueryKey(gameCode),
    queryFn: ({ signal }) => getResults(gameCode, signal),
    staleTime: 0,
  });

export const useResults = (gameCode: string) => useQuery(resultsQuery(gameCode));
