import { api } from '../../../lib/api-client.ts';
import { cashierContract } from './contracts.ts';

/**
 * Every field RSA-encrypted: the login password when setting it the first time, the old
 * payment password when changing it.
 */
export const setPaymentPassword = (body: {
  loginPassword?: string;
  oldPaymentPassword?: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
}) =>
  api.post('/wps/member/paymentPassword', body, () => cashierContract().then((m) => m.securitySummarySchema));
