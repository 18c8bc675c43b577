import type { ContractKind } from '@portal/contracts/agent-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { agentContractsContract } from './contracts.ts';

/** The range as ISO instants (from inclusive, to exclusive); the kind only when one is chosen. */
export type IncomeParams = {
  from: string;
  to: string;
  page: number;
  pageSize: number;
  kind?: ContractKind | undefined;
};

export const getIncome = (params: IncomeParams, signal?: AbortSignal) =>
  api.get('/wps/agent/income', () => agentContractsContract().then((m) => m.incomeValueSchema), {
    query: params,
    signal,
  });

export const incomeKey = ['agent', 'income'] as const;

export const incomeQuery = (params: IncomeParams) =>
  queryOptions({
    queryKey: [...incomeKey, params],
    queryFn: ({ signal }) => getIncome(params, signal),
    staleTime: 0,
    // The last page and total stay on screen (dimmed) while the next ones load.
    placeholderData: keepPreviousData,
  });

/**
 * The agent's settled contract periods over a range, newest first (spec 2 agent centre "my
 * income"); off while the range is invalid.
 */
export const useIncome = (params: IncomeParams, enabled = true) =>
  useQuery({ ...incomeQuery(params), enabled });
