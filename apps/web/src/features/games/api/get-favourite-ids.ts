import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { gamesContract } from './contracts.ts';

export const getFavouriteIds = (signal?: AbortSignal) =>
  api.get('/wps/relay/MCSFE_getFavoriteGames', () => gamesContract().then((m) => m.favouriteIdsValueSchema), {
    signal,
  });

export const favouriteIdsQueryKey = ['games', 'member', 'favouriteIds'] as const;

export const favouriteIdsQuery = () =>
  queryOptions({
    queryKey: favouriteIdsQueryKey,
    queryFn: ({ signal }) => getFavouriteIds(signal),
    select: (value) => new Set(value.list),
    staleTime: 5 * 60_000,
  });

/** The member's favourite node ids; login state decides whether they load (spec 4). */
export const useFavouriteIds = (enabled: boolean) => useQuery({ ...favouriteIdsQuery(), enabled });
