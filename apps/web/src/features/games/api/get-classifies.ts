import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { gamesContract } from './contracts.ts';

type ClassifyFilter = { gameType: string; vassalage?: string | undefined };

/** The kinds of game (slot, table, ...) a category or vendor has, for the lobby's filter. */
export const getClassifies = (filter: ClassifyFilter, signal?: AbortSignal) =>
  api.get(
    '/wps/relay/GCSGAME_getVassGameType',
    () => gamesContract().then((m) => m.gameClassifiesValueSchema),
    { query: { gameType: filter.gameType, vassalage: filter.vassalage }, signal },
  );

export const classifiesQuery = (filter: ClassifyFilter) =>
  queryOptions({
    queryKey: ['games', 'classifies', filter],
    queryFn: ({ signal }) => getClassifies(filter, signal),
    staleTime: 5 * 60_000,
  });

export const useClassifies = (filter: ClassifyFilter) => useQuery(classifiesQuery(filter));
