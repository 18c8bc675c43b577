import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { gamesContract } from './contracts.ts';

type HotFilter = { gameType?: string | undefined; vassalage?: string | undefined; language: string };

export const getHotGames = (filter: HotFilter, signal?: AbortSignal) =>
  api.get('/wps/relay/GCSGAME_hotGamesV2', () => gamesContract().then((m) => m.hotGamesValueSchema), {
    query: { gameType: filter.gameType, vassalage: filter.vassalage, language: filter.language },
    signal,
  });

export const hotGamesQuery = (filter: HotFilter) =>
  queryOptions({
    queryKey: ['games', 'hot', filter],
    queryFn: ({ signal }) => getHotGames(filter, signal),
    staleTime: 5 * 60_000,
  });

export const useHotGames = (filter: HotFilter) => useQuery(hotGamesQuery(filter));
