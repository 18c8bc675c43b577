import type { RespondContractBody } from '@portal/contracts/agent-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { agentContractsContract } from './contracts.ts';
import { contractsKey } from './get-contracts.ts';

/** The body as sent: `endDownlineContracts` only after the agent confirmed the warning. */
export type RespondContractInput = Omit<RespondContractBody, 'endDownlineContracts'> & {
  endDownlineContracts?: boolean;
};

/** Accepts or rejects an offer made to the agent. */
export const respondContract = (body: RespondContractInput) =>
  api.post('/wps/agent/contracts/respond', body, () =>
    agentContractsContract().then((m) => m.respondContractValueSchema),
  );

export function useRespondContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondContract,
    // After a refusal too: it often means the list on screen is out of date (NO_CONTRACT).
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsKey }),
  });
}
