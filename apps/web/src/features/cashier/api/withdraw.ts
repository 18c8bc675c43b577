import { api } from '../../../lib/api-client.ts';
import { cashierContract } from './contracts.ts';

/** A withdrawal request to a bound card; the payment password is RSA-encrypted. */
export const withdraw = (body: {
  bankCardId: string;
  amount: number;
  paymentPassword: string;
  requestId: string;
}) => api.post('/wps/cashier/withdraw', body, () => cashierContract().then((m) => m.withdrawalSchema));
