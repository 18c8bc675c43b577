import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { lotteryContract } from './contracts.ts';

export const MY_BETS_PAGE_SIZE = 20;

/** The member's lottery bets on one game, newest first. */
export const getMyBets = (gameCode: string, page: number, signal?: AbortSignal) =>
  api.get('/lotto/lgw/bets', () => lotteryContract().then((m) => m.myBetsValueSchema), {
    query: { gameCode, page, pageSize: MY_BETS_PAGE_SIZE },
    signal,
  });

export const myBetsQueryKey = (gameCode: string) => ['lottery', 'myBets', gameCode] as const;

export const myBetsQuery = (gameCode: string, page: number, enabled: boolean) =>
  queryOptions({
    queryKey: [...myBetsQueryKey(gameCode), page],
    queryFn: ({ signal }) => getMyBets(gameCode, page, signal),
    enabled,
    staleTime: 0,
    placeholderData: (previous) => previous,
  });

export const useMyBets = (gameCode: string, page: number, enabled: boolean) =>
  useQuery(myBetsQuery(gameCode, page, enabled));
