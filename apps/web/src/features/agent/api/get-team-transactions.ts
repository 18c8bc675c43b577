import type { TeamTransactionsQuery } from '@portal/contracts/agent';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { agentContract } from './contracts.ts';

export type TeamTransactionCategory = NonNullable<TeamTransactionsQuery['category']>;

/** The range as ISO instants; the filters only when set (an empty account is no filter). */
export type TeamTransactionsParams = {
  from: string;
  to: string;
  page: number;
  pageSize: number;
  category?: TeamTransactionCategory | undefined;
  account?: string | undefined;
};

export const getTeamTransactions = ({ account, ...params }: TeamTransactionsParams, signal?: AbortSignal) =>
  api.get('/wps/agent/team/transactions', () => agentContract().then((m) => m.teamTransactionsValueSchema), {
    query: { ...params, account: account || undefined },
    signal,
  });

export const teamTransactionsQuery = (params: TeamTransactionsParams) =>
  queryOptions({
    queryKey: ['agent', 'teamTransactions', params],
    queryFn: ({ signal }) => getTeamTransactions(params, signal),
    staleTime: 0,
    // The last page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

/**
 * The team's wallet movements over a range (spec 2 agent centre "downline transaction
 * details"); off while the range is invalid.
 */
export const useTeamTransactions = (params: TeamTransactionsParams, enabled = true) =>
  useQuery({ ...teamTransactionsQuery(params), enabled });
