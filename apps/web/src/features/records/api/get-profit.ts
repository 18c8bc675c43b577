import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { recordsContract } from './contracts.ts';

export type ProfitParams = { from: string; to: string };

export const getProfit = (params: ProfitParams, signal?: AbortSignal) =>
  api.get('/wps/records/profit', () => recordsContract().then((m) => m.profitValueSchema), {
    query: params,
    signal,
  });

export const profitQuery = (params: ProfitParams) =>
  queryOptions({
    queryKey: ['records', 'profit', params],
    queryFn: ({ signal }) => getProfit(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** `enabled` is false while the chosen range cannot be asked for. */
export const useProfit = (params: ProfitParams, enabled = true) =>
  useQuery({ ...profitQuery(params), enabled });
