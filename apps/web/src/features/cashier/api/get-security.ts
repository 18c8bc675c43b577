import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { cashierContract } from './contracts.ts';

export const getSecurity = (signal?: AbortSignal) =>
  api.get('/wps/member/security', () => cashierContract().then((m) => m.securitySummarySchema), {
    signal,
  });

export const securityQueryKey = ['cashier', 'security'] as const;

export const securityQuery = () =>
  queryOptions({ queryKey: securityQueryKey, queryFn: ({ signal }) => getSecurity(signal), staleTime: 0 });

export const useSecurity = () => useQuery(securityQuery());
