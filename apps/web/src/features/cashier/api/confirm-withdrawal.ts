import { api } from '../../../lib/api-client.ts';
import { cashierContract } from './contracts.ts';

/** The player's answer to a paid withdrawal (spec 4): received in full, or partly with the amount. */
export const confirmWithdrawal = (
  id: string,
  body: { outcome: 'received' } | { outcome: 'partially_received'; receivedAmount: number },
) =>
  api.post(`/wps/cashier/withdrawals/${encodeURIComponent(id)}/confirm`, body, () =>
    cashierContract().then((m) => m.withdrawalSchema),
  );
