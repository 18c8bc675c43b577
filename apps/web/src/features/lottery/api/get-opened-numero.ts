import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { lotteryContract } from './contracts.ts';

/**
 * Spec 7 `/lotto/lgw/games/opened/numero` (token): the draw taking bets (else the next one) and
 * the last drawn, with the server clock, whose offset from this browser's clock is kept.
 */
export const getOpenedNumero = (gameCode: string, signal?: AbortSignal) =>
  api
    .get('/lotto/lgw/games/opened/numero', () => lotteryContract().then((m) => m.openedNumeroValueSchema), {
      query: { gameCode },
      signal,
    })
    .then((value) => ({ ...value, clockOffset: Date.parse(value.serverTime) - Date.now() }));

export type OpenedNumero = Awaited<ReturnType<typeof getOpenedNumero>>;

export const openedNumeroQueryKey = (gameCode: string) => ['lottery', 'opened', gameCode] as const;

export const openedNumeroQuery = (gameCode: string, enabled: boolean) =>
  queryOptions({
    queryKey: openedNumeroQueryKey(gameCode),
    queryFn: ({ signal }) => getOpenedNumero(gameCode, signal),
    enabled,
    staleTime: 0,
  });

export const useOpenedNumero = (gameCode: string, enabled: boolean) =>
  useQuery(openedNumeroQuery(gameCode, enabled));
