import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { cashierContract } from './contracts.ts';

export const getDeposits = (signal?: AbortSignal) =>
  api.get('/wps/cashier/deposits', () => cashierContract().then((m) => m.depositListValueSchema), {
    signal,
  });

export const depositsQueryKey = ['cashier', 'deposits'] as const;

export const depositsQuery = () =>
  queryOptions({ queryKey: depositsQueryKey, queryFn: ({ signal }) => getDeposits(signal), staleTime: 0 });

export const useDeposits = () => useQuery(depositsQuery());
