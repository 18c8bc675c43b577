import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pointsContract } from './contracts.ts';
import { pointsQueryKeys } from './get-points.ts';

export const getRewards = (signal?: AbortSignal) =>
  api.get('/wps/points/rewards', () => pointsContract().then((m) => m.rewardsValueSchema), { signal });

export const rewardsQuery = () =>
  queryOptions({
    queryKey: pointsQueryKeys.rewards,
    queryFn: ({ signal }) => getRewards(signal),
    // What is left of a reward changes with every member's redeem.
    staleTime: 0,
  });

/** The mall's rewards, cheapest first, with what is left of each. */
export const useRewards = () => useQuery(rewardsQuery());
