import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { missionsContract } from './contracts.ts';
import { missionQueryKeys } from './get-mission-summary.ts';

export const getMissionLeaderboard = (signal?: AbortSignal) =>
  api.get(
    '/wps/relay/MCSFE_getMissionLeaderboard',
    () => missionsContract().then((m) => m.missionLeaderboardSchema),
    { signal },
  );

export const missionLeaderboardQuery = () =>
  queryOptions({
    queryKey: missionQueryKeys.leaderboard,
    queryFn: ({ signal }) => getMissionLeaderboard(signal),
    // Other members claim all the time: ask again whenever the tab is shown.
    staleTime: 0,
  });

/** This week's top members by mission points, and the member's own place. */
export const useMissionLeaderboard = () => useQuery(missionLeaderboardQuery());
