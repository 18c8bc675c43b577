import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { identityContract } from './contracts.ts';

export const getMemberInfo = (signal?: AbortSignal) =>
  api.get('/wps/member/info', () => identityContract().then((m) => m.memberInfoSchema), { signal });

export const memberInfoQuery = () =>
  queryOptions({
    queryKey: ['identity', 'member'],
    queryFn: ({ signal }) => getMemberInfo(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useMemberInfo = (enabled: boolean) => useQuery({ ...memberInfoQuery(), enabled });
