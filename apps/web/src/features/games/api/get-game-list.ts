import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { gamesContract } from './contracts.ts';

/** The lobby filters of spec 7; empty values mean "any" (spec 3 lobby query defaults). */
export type GameListFilter = {
  gameType?: string;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  page: number;
  pageSize?: number;
  language: string;
};

export const getGameList = (filter: GameListFilter, signal?: AbortSignal) =>
  api.get('/wps/relay/GCSGAME_gameList', () => gamesContract().then((m) => m.gameListValueSchema), {
    query: {
      gameType: filter.gameType,
      vassalage: filter.vassalage,
      gameClassify: filter.gameClassify ?? '',
      gameName: filter.gameName,
      minBet: '',
      language: filter.language,
      page: filter.page,
      pageSize: filter.pageSize,
    },
    signal,
  });

export const gameListQuery = (filter: GameListFilter) =>
  queryOptions({
    queryKey: ['games', 'list', filter],
    queryFn: ({ signal }) => getGameList(filter, signal),
  });

/** The page shown stays on screen while the next one loads, so the grid does not jump. */
export const useGameList = (filter: GameListFilter, enabled = true) =>
  useQuery({ ...gameListQuery(filter), enabled, placeholderData: keepPreviousData });
