import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { msUntilNextReset } from '../model/time-left.ts';
import { missionsContract } from './contracts.ts';

export const getMissionSummary = (signal?: AbortSignal) =>
  api.get(
    '/wps/relay/MCSFE_getMissionSummaryDetails',
    () => missionsContract().then((m) => m.missionSummarySchema),
    {
      signal,
    },
  );

/** Everything of the missions feature: a claim changes the missions, the badge and the leaderboard. */
export const missionQueryKeys = {
  all: ['missions'] as const,
  summary: ['missions', 'summary'] as const,
  leaderboard: ['missions', 'leaderboard'] as const,
};

export const missionSummaryQuery = () =>
  queryOptions({
    queryKey: missionQueryKeys.summary,
    queryFn: ({ signal }) => getMissionSummary(signal),
    // The member centre's menu badge and the page open together and read the same answer.
    staleTime: 10_000,
    // A new day or week starts new missions: ask again when the first period ends.
    refetchInterval: (query) => msUntilNextReset(query.state.data?.missions ?? [], Date.now()) ?? false,
  });

/** Today's and this week's missions with their progress, and how many wait to be claimed (spec 2). */
export const useMissionSummary = () => useQuery(missionSummaryQuery());
