import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { cashierContract } from './contracts.ts';

export const getDeposits = (signal?: AbortSignal) =>
  api.get('/wps/cashier/deposits', () => cashierContract().then((m) => m.depositListValueSchema), {
    signal,
  });

export const depositsQueryKey = ['cashier', 'deposits'] as const;

export const depositsQuery = () =>
  queryOptions({
    queryKey: depositsQueryKey,
    queryFn: ({ signal }) => getDeposits(signal),
    staleTime: 0,
    // An approval moves the balance and its WebSocket event refreshes this list; a rejection
    // moves nothing, so a pending deposit is also asked about again while the list is shown.
    refetchInterval: (query) => (query.state.data?.list.some((d) => d.status === 'pending') ? 15_000 : false),
  });

export const useDeposits = () => useQuery(depositsQuery());
