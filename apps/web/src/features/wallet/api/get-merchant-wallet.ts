import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { walletContract } from './contracts.ts';

export const getMerchantWallet = (signal?: AbortSignal) =>
  api.get('/wps/relay/GCS_merchantWallet', () => walletContract().then((m) => m.merchantWalletValueSchema), {
    signal,
  });

/** Seamless or transfer wallets: a merchant setting, so it is kept for the session. */
export const merchantWalletQuery = () =>
  queryOptions({
    queryKey: ['wallet', 'merchantWallet'],
    queryFn: ({ signal }) => getMerchantWallet(signal),
    staleTime: 10 * 60_000,
  });

export const useMerchantWallet = () => useQuery(merchantWalletQuery());
