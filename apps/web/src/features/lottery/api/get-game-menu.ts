import type { PrizeMode } from '@portal/contracts/lottery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { lotteryContract } from './contracts.ts';

/** Spec 7 `/lgw/vn/games/game_menu` (prizeMode, device WEB): the games by menu, with the server clock. */
export const getGameMenu = (prizeMode: PrizeMode | undefined, language: string, signal?: AbortSignal) =>
  api
    .get('/lgw/vn/games/game_menu', () => lotteryContract().then((m) => m.gameMenuValueSchema), {
      query: { prizeMode, device: 'WEB', language },
      signal,
    })
    .then((value) => ({ ...value, clockOffset: Date.parse(value.serverTime) - Date.now() }));

export type GameMenu = Awaited<ReturnType<typeof getGameMenu>>;
export type MenuGame = GameMenu['list'][number]['games'][number];

export const gameMenuQuery = (prizeMode: PrizeMode | undefined, language: string) =>
  queryOptions({
    queryKey: ['lottery', 'menu', prizeMode ?? 'all', language],
    queryFn: ({ signal }) => getGameMenu(prizeMode, language, signal),
    staleTime: 5 * 60_000,
  });

export const useGameMenu = (prizeMode: PrizeMode | undefined, language: string) =>
  useQuery(gameMenuQuery(prizeMode, language));
