import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { cashierContract } from './contracts.ts';

export const getWithdrawals = (signal?: AbortSignal) =>
  api.get('/wps/cashier/withdrawals', () => cashierContract().then((m) => m.withdrawalListValueSchema), {
    signal,
  });

export const withdrawalsQuery = () =>
  queryOptions({
    queryKey: ['cashier', 'withdrawals'],
    queryFn: ({ signal }) => getWithdrawals(signal),
    staleTime: 0,
  });

export const useWithdrawals = () => useQuery(withdrawalsQuery());
