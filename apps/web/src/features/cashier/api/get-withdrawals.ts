import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { cashierContract } from './contracts.ts';

export const getWithdrawals = (signal?: AbortSignal) =>
  api.get('/wps/cashier/withdrawals', () => cashierContract().then((m) => m.withdrawalListValueSchema), {
    signal,
  });

/** How often the list is asked again while a withdrawal waits for the operator. */
export const OPEN_WITHDRAWAL_POLL_MS = 10_000;

export const withdrawalsQuery = () =>
  queryOptions({
    queryKey: ['cashier', 'withdrawals'],
    queryFn: ({ signal }) => getWithdrawals(signal),
    staleTime: 0,
    // Approval and payment move no balance, so no WebSocket event announces them: while a
    // withdrawal is pending or approved, the list is asked again (only while it is on screen).
    refetchInterval: (query) =>
      query.state.data?.list.some((w) => w.status === 'pending' || w.status === 'approved')
        ? OPEN_WITHDRAWAL_POLL_MS
        : false,
  });

export const useWithdrawals = () => useQuery(withdrawalsQuery());
