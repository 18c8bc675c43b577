import type { CreateDownlineBody } from '@portal/contracts/agent';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { agentContract } from './contracts.ts';

/** Opens an account one level down; both passwords already encrypted. */
export const createDownline = (body: CreateDownlineBody) =>
  api.put('/wps/agent/downline', body, () => agentContract().then((m) => m.createDownlineValueSchema));

/** The register centre's call: the team's figures and the downline list change with it. */
export function useCreateDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDownline,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['agent'] }),
  });
}
