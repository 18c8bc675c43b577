import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { responsibleGamingContract } from './contracts.ts';
import { responsibleGamingQueryKeys } from './get-responsible-gaming.ts';

export const getRealityCheck = (signal?: AbortSignal) =>
  api.get('/wps/rg/session', () => responsibleGamingContract().then((m) => m.realityCheckValueSchema), {
    signal,
  });

export const realityCheckQuery = () =>
  queryOptions({
    queryKey: responsibleGamingQueryKeys.session,
    queryFn: ({ signal }) => getRealityCheck(signal),
    // Asked once per session, again when a reminder is due, and when the interval is changed
    // (the page invalidates the feature's keys).
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/**
 * This session's reality check: when it logged in, what it has staked and won, and the
 * interval chosen (null: off). `enabled` false for trial accounts, which have none.
 */
export const useRealityCheck = (enabled: boolean) => useQuery({ ...realityCheckQuery(), enabled });
