import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { winnersContract } from './contracts.ts';

/** The server keeps the board for 30 s: asking sooner would only bring the same answer. */
export const WINNERS_STALE_MS = 30_000;
/** Asked again every minute while the page is visible (TanStack Query pauses it in a hidden tab). */
export const WINNERS_POLL_MS = 60_000;

/** The winners board (spec 7 `GCSGAME_getRankList`, no token): the merchant's biggest recent wins. */
export const getWinners = (signal?: AbortSignal) =>
  api.get('/wps/relay/GCSGAME_getRankList', () => winnersContract().then((m) => m.winnersValueSchema), {
    signal,
  });

/** One board per site, the same for visitors and members. */
export const winnersQuery = () =>
  queryOptions({
    queryKey: ['winners', 'board'],
    queryFn: ({ signal }) => getWinners(signal),
    staleTime: WINNERS_STALE_MS,
    refetchInterval: WINNERS_POLL_MS,
  });

export const useWinners = () => useQuery(winnersQuery());
