import { api } from '../../../lib/api-client.ts';
import { cashierContract } from './contracts.ts';

/** A gateway deposit: created pending; the player then goes to the gateway's `redirectUrl`. */
export const createGatewayDeposit = (body: { channelCode: string; amount: number; requestId: string }) =>
  api.post('/wps/cashier/deposit/gateway', body, () =>
    cashierContract().then((m) => m.gatewayDepositValueSchema),
  );
