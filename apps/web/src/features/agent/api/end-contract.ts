import type { EndContractBody } from '@portal/contracts/agent-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { agentContractsContract } from './contracts.ts';
import { contractsKey } from './get-contracts.ts';

/**
 * Ends a contract in force or withdraws an offer: a direct downline's with `account`, the
 * agent's own without. The contracts below end with it.
 */
export const endContract = (body: EndContractBody) =>
  api.post('/wps/agent/contracts/end', body, () =>
    agentContractsContract().then((m) => m.endContractValueSchema),
  );

export function useEndContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endContract,
    // After a refusal too: it often means the list on screen is out of date (NO_CONTRACT).
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsKey }),
  });
}
