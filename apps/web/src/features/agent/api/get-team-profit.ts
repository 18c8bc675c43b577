import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { agentContract } from './contracts.ts';

/** The range as ISO instants; an empty account is no filter. */
export type TeamProfitParams = {
  from: string;
  to: string;
  page: number;
  pageSize: number;
  account?: string | undefined;
};

export const getTeamProfit = ({ account, ...params }: TeamProfitParams, signal?: AbortSignal) =>
  api.get('/wps/agent/team/profit', () => agentContract().then((m) => m.teamProfitValueSchema), {
    query: { ...params, account: account || undefined },
    signal,
  });

export const teamProfitQuery = (params: TeamProfitParams) =>
  queryOptions({
    queryKey: ['agent', 'teamProfit', params],
    queryFn: ({ signal }) => getTeamProfit(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** Each team member's money and play over a range (spec 2 agent centre "user profit and loss"). */
export const useTeamProfit = (params: TeamProfitParams, enabled = true) =>
  useQuery({ ...teamProfitQuery(params), enabled });
