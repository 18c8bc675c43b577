import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useHubLive } from '../../../lib/hub-events.ts';
import { HUB_DOWN_POLL_MS } from '../model/hub-down-poll.ts';
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
  });

/**
 * Every decision on a deposit arrives as a hub `cashier` event, which refetches this list
 * (app/member-centre/member-session.tsx). Only while the socket is down, and a deposit is
 * pending, is the list asked again now and then.
 */
export const useDeposits = () => {
  const live = useHubLive();
  return useQuery({
    ...depositsQuery(),
    refetchInterval: (query) =>
      !live && query.state.data?.list.some((d) => d.status === 'pending') ? HUB_DOWN_POLL_MS : false,
  });
};
