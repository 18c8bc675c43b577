import type { OfferContractBody } from '@portal/contracts/agent-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { agentContractsContract } from './contracts.ts';
import { contractsKey } from './get-contracts.ts';

/** Offers a direct downline agent a contract; it replaces an offer not yet answered. */
export const offerContract = (body: OfferContractBody) =>
  api.put('/wps/agent/contracts/offer', body, () =>
    agentContractsContract().then((m) => m.contractValueSchema),
  );

export function useOfferContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: offerContract,
    // After a refusal too: it often means the list on screen is out of date (NO_CONTRACT).
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsKey }),
  });
}
