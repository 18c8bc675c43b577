import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';
import { pointsContract } from './contracts.ts';
import { pointsQueryKeys } from './get-points.ts';

export const getRewards = (language: string, signal?: AbortSignal) =>
  api.get('/wps/points/rewards', () => pointsContract().then((m) => m.rewardsValueSchema), {
    query: { language },
    signal,
  });

export const rewardsQuery = (language: string) =>
  queryOptions({
    queryKey: pointsQueryKeys.rewardsIn(language),
    queryFn: ({ signal }) => getRewards(language, signal),
    // What is left of a reward changes with every member's redeem.
    staleTime: 0,
  });

/** The mall's rewards, cheapest first, with what is left of each, named in the page language. */
export function useRewards() {
  const { i18n } = useTranslation();
  return useQuery(rewardsQuery(i18n.language));
}
