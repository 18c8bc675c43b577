import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { cashierContract } from './contracts.ts';

export const getChannels = (signal?: AbortSignal) =>
  api.get('/wps/cashier/channels', () => cashierContract().then((m) => m.depositChannelsValueSchema), {
    signal,
  });

export const channelsQuery = () =>
  queryOptions({
    queryKey: ['cashier', 'channels'],
    queryFn: ({ signal }) => getChannels(signal),
    staleTime: 5 * 60_000,
  });

export const useChannels = () => useQuery(channelsQuery());
