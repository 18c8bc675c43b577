import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { responsibleGamingContract } from './contracts.ts';

export const getResponsibleGaming = (signal?: AbortSignal) =>
  api.get('/wps/rg', () => responsibleGamingContract().then((m) => m.responsibleGamingValueSchema), {
    signal,
  });

/** Everything of the feature: a change of the reality check reaches the reminder through `all`. */
export const responsibleGamingQueryKeys = {
  all: ['responsibleGaming'] as const,
  value: ['responsibleGaming', 'value'] as const,
  session: ['responsibleGaming', 'session'] as const,
};

export const responsibleGamingQuery = () =>
  queryOptions({
    queryKey: responsibleGamingQueryKeys.value,
    queryFn: ({ signal }) => getResponsibleGaming(signal),
    // What is used moves with every deposit and bet: ask again whenever the page is shown.
    staleTime: 0,
  });

/** The member's nine limits (what is used of each, and any change waiting) and the reality check. */
export const useResponsibleGaming = () => useQuery(responsibleGamingQuery());
