import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useHubLive } from '../../../lib/hub-events.ts';
import { HUB_DOWN_POLL_MS } from '../model/hub-down-poll.ts';
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

/**
 * Every operator decision (approve, reject, paid) arrives as a hub `cashier` event, which
 * refetches this list (app/member-centre/member-session.tsx). Only while the socket is down,
 * and a withdrawal waits for the operator, is the list asked again now and then.
 */
export const useWithdrawals = () => {
  const live = useHubLive();
  return useQuery({
    ...withdrawalsQuery(),
    refetchInterval: (query) =>
      !live && query.state.data?.list.some((w) => w.status === 'pending' || w.status === 'approved')
        ? HUB_DOWN_POLL_MS
        : false,
  });
};
