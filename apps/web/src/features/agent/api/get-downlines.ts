import { DOWNLINES_PAGE_SIZE } from '@portal/contracts/agent';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { agentContract } from './contracts.ts';

export type DownlinesParams = { page: number; account?: string };

export const getDownlines = ({ page, account }: DownlinesParams, signal?: AbortSignal) =>
  api.get('/wps/agent/downlines', () => agentContract().then((m) => m.downlinesValueSchema), {
    query: { page, pageSize: DOWNLINES_PAGE_SIZE, account: account || undefined },
    signal,
  });

/** Every page and search of the list: a new downline can move all of them. */
export const downlinesKey = ['agent', 'downlines'] as const;

export const downlinesQuery = (params: DownlinesParams) =>
  queryOptions({
    queryKey: [...downlinesKey, params.page, params.account ?? ''],
    queryFn: ({ signal }) => getDownlines(params, signal),
    staleTime: 0,
    // The current page stays on screen while the next one (or the next search) loads.
    placeholderData: keepPreviousData,
  });

/** One page of the agent's direct downlines, newest first (spec 2 `agentDownlineManagement`). */
export const useDownlines = (params: DownlinesParams) => useQuery(downlinesQuery(params));
