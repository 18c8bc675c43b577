import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { cashierContract } from './contracts.ts';

export const getWithdrawalSettings = (signal?: AbortSignal) =>
  api.get(
    '/wps/cashier/withdrawal/settings',
    () => cashierContract().then((m) => m.withdrawalSettingsValueSchema),
    { signal },
  );

export const withdrawalSettingsQuery = () =>
  queryOptions({
    queryKey: ['cashier', 'withdrawalSettings'],
    queryFn: ({ signal }) => getWithdrawalSettings(signal),
    staleTime: 0,
  });

export const useWithdrawalSettings = () => useQuery(withdrawalSettingsQuery());
