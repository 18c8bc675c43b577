import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { gamesContract } from './contracts.ts';

type FavouriteFilter = { gameType?: string | undefined; page: number; language: string };

export const getFavouriteGames = (filter: FavouriteFilter, signal?: AbortSignal) =>
  api.get(
    '/wps/relay/MCSFE_getFavoriteGamesList',
    () => gamesContract().then((m) => m.favouriteGamesValueSchema),
    { query: { gameType: filter.gameType, page: filter.page, language: filter.language }, signal },
  );

export const favouriteGamesQuery = (filter: FavouriteFilter) =>
  queryOptions({
    queryKey: ['games', 'member', 'favourites', filter],
    queryFn: ({ signal }) => getFavouriteGames(filter, signal),
  });

export const useFavouriteGames = (filter: FavouriteFilter, enabled: boolean) =>
  useQuery({ ...favouriteGamesQuery(filter), enabled, placeholderData: keepPreviousData });
