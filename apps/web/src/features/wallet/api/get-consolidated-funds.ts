import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { walletContract } from './contracts.ts';

export const getConsolidatedFunds = (signal?: AbortSignal) =>
  api.get(
    '/wps/member/info/funds/consolidated',
    () => walletContract().then((m) => m.consolidatedFundsValueSchema),
    { signal },
  );

export const consolidatedFundsQuery = () =>
  queryOptions({
    queryKey: ['wallet', 'consolidated'],
    queryFn: ({ signal }) => getConsolidatedFunds(signal),
    staleTime: 0,
  });

export const useConsolidatedFunds = () => useQuery(consolidatedFundsQuery());
