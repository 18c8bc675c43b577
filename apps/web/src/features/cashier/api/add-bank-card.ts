import { api } from '../../../lib/api-client.ts';
import { cashierContract } from './contracts.ts';

/** Binds a bank card; the payment password is RSA-encrypted. */
export const addBankCard = (body: {
  bankName: string;
  accountNumber: string;
  accountName?: string;
  paymentPassword: string;
}) => api.post('/wps/member/bankCards', body, () => cashierContract().then((m) => m.bankCardSchema));
