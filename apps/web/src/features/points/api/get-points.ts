import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pointsContract } from './contracts.ts';

export const getPoints = (signal?: AbortSignal) =>
  api.get('/wps/points', () => pointsContract().then((m) => m.pointsValueSchema), { signal });

/**
 * Everything of the points feature: a redeem or a conversion changes the points, the mall and both
 * lists. The mall and the redeem history are read in the page language, so each language has its
 * own entry (invalidating `rewards` or `all` reaches every language's).
 */
export const pointsQueryKeys = {
  all: ['points'] as const,
  value: ['points', 'value'] as const,
  rewards: ['points', 'rewards'] as const,
  rewardsIn: (language: string) => ['points', 'rewards', language] as const,
  redeemsIn: (language: string, page: number) => ['points', 'redeems', language, page] as const,
};

export const pointsQuery = (enabled = true) =>
  queryOptions({
    queryKey: pointsQueryKeys.value,
    queryFn: ({ signal }) => getPoints(signal),
    enabled,
    // Deposits are approved and requests decided all the time: ask again whenever the page is shown.
    staleTime: 0,
  });

/**
 * The member's points and the merchant's rules (spec 3 "Points": current points, points ratio);
 * `enabled` false for visitors and trial accounts, who have none.
 */
export const usePoints = (enabled = true) => useQuery(pointsQuery(enabled));
