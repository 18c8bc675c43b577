import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { identityContract } from './contracts.ts';

export const getMemberInfo = (signal?: AbortSignal) =>
  api.get('/wps/member/info', () => identityContract().then((m) => m.memberInfoSchema), { signal });

/** The signed-in member's info (type, VIP club label): refetched when an approved deposit may lift the level. */
export const memberInfoQueryKey = ['identity', 'member'] as const;

export const memberInfoQuery = () =>
  queryOptions({
    queryKey: memberInfoQueryKey,
    queryFn: ({ signal }) => getMemberInfo(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useMemberInfo = (enabled: boolean) => useQuery({ ...memberInfoQuery(), enabled });
