import { api } from '../../../lib/api-client.ts';
import { cashierContract } from './contracts.ts';

/** A bank-transfer deposit: the text fields, then the proof image as the `proof` file part. */
export function createBankDeposit(body: {
  channelCode: string;
  amount: number;
  requestId: string;
  proof: File;
}) {
  const form = new FormData();
  form.set('channelCode', body.channelCode);
  form.set('amount', String(body.amount));
  form.set('requestId', body.requestId);
  form.set('proof', body.proof, body.proof.name);
  return api.postForm('/wps/cashier/deposit', form, () => cashierContract().then((m) => m.depositSchema));
}
