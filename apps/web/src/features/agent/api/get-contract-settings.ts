import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { agentContractsContract } from './contracts.ts';

export const getContractSettings = (signal?: AbortSignal) =>
  api.get(
    '/wps/agent/contracts/settings',
    () => agentContractsContract().then((m) => m.contractSettingsValueSchema),
    {
      signal,
    },
  );

export const contractSettingsQuery = () =>
  queryOptions({
    queryKey: ['agent', 'contractSettings'],
    queryFn: ({ signal }) => getContractSettings(signal),
    // The operator changes them rarely; the menu and the pages share one answer.
    staleTime: 60_000,
  });

/**
 * Which contract kinds the merchant runs, with their period and highest rate (spec 3
 * "consolidated agent settings"): the agent centre shows a kind's page only when it is enabled.
 */
export const useContractSettings = () => useQuery(contractSettingsQuery());
