import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { walletContract } from './contracts.ts';

export const getBalance = (signal?: AbortSignal) =>
  api.get('/wps/v2/wallets/balance', () => walletContract().then((m) => m.balanceValueSchema), {
    signal,
  });

/** The one copy of the balance: the WebSocket writes its `balance` events into this key. */
export const balanceQueryKey = ['wallet', 'balance'] as const;

export const balanceQuery = () =>
  queryOptions({
    queryKey: balanceQueryKey,
    queryFn: ({ signal }) => getBalance(signal),
    // Live updates come over the WebSocket; a refetch is the refresh button's job.
    staleTime: 30_000,
  });

export const useBalance = () => useQuery(balanceQuery());
