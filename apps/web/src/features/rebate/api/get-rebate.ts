import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { rebateContract } from './contracts.ts';

export const getRebate = (signal?: AbortSignal) =>
  api.get('/wps/rebate', () => rebateContract().then((m) => m.rebateValueSchema), { signal });

/** Everything of the rebate feature: a claim changes both what is left and the history. */
export const rebateQueryKeys = {
  all: ['rebate'] as const,
  value: ['rebate', 'value'] as const,
};

export const rebateQuery = () =>
  queryOptions({
    queryKey: rebateQueryKeys.value,
    queryFn: ({ signal }) => getRebate(signal),
    // Bets settle all the time: ask again whenever the page is shown.
    staleTime: 0,
  });

/** What claiming now would pay, per product (spec 2 `manualRebate`). */
export const useRebate = () => useQuery(rebateQuery());
