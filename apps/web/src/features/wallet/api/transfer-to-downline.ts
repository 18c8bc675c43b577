import { api } from '../../../lib/api-client.ts';
import { walletContract } from './contracts.ts';

/** An agent to one of their direct downlines, by account name. */
export const transferToDownline = (body: { toAccount: string; amount: number; requestId: string }) =>
  api.post('/wps/relay/GCS_transferToDownline', body, () =>
    walletContract().then((m) => m.transferValueSchema),
  );
