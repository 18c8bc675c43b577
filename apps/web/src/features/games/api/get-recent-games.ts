import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { gamesContract } from './contracts.ts';

/** How many recently played games the lobby shows. */
export const RECENT_COUNT = 12;

export const getRecentGames = (language: string, signal?: AbortSignal) =>
  api.get('/wps/relay/GCS_recentGame', () => gamesContract().then((m) => m.recentGamesValueSchema), {
    query: { page: 1, pageSize: RECENT_COUNT, language },
    signal,
  });

/** Member data: under ['games', 'member'], dropped with the session. */
export const recentGamesQuery = (language: string) =>
  queryOptions({
    queryKey: ['games', 'member', 'recent', language],
    queryFn: ({ signal }) => getRecentGames(language, signal),
  });

/** Only for real members: guests and trial accounts may not have recents (spec 5). */
export const useRecentGames = (language: string, enabled: boolean) =>
  useQuery({ ...recentGamesQuery(language), enabled });
