import { api } from '../../../lib/api-client.ts';
import { walletContract } from './contracts.ts';

export const transferToUpline = (body: { amount: number; requestId: string }) =>
  api.post('/wps/relay/GCS_transferToUpline', body, () =>
    walletContract().then((m) => m.transferValueSchema),
  );
