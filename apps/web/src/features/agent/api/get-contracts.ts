import { CONTRACT_DOWNLINES_PAGE_SIZE, type ContractKind } from '@portal/contracts/agent-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { agentContractsContract } from './contracts.ts';

export type ContractsParams = { kind: ContractKind; page: number };

export const getContracts = ({ kind, page }: ContractsParams, signal?: AbortSignal) =>
  api.get('/wps/agent/contracts', () => agentContractsContract().then((m) => m.contractsValueSchema), {
    query: { kind, page, pageSize: CONTRACT_DOWNLINES_PAGE_SIZE },
    signal,
  });

/** Every kind and page: an offer, an answer or an end can change the agent's own and its downlines'. */
export const contractsKey = ['agent', 'contracts'] as const;

export const contractsQuery = (params: ContractsParams) =>
  queryOptions({
    queryKey: [...contractsKey, params.kind, params.page],
    queryFn: ({ signal }) => getContracts(params, signal),
    staleTime: 0,
    // The current page of downlines stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** The agent's own contract of a kind and its direct downline agents', one page of them. */
export const useContracts = (params: ContractsParams) => useQuery(contractsQuery(params));
