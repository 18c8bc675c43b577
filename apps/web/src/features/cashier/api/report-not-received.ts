import { api } from '../../../lib/api-client.ts';
import { cashierContract } from './contracts.ts';

/** "Not received" for a paid withdrawal, with a proof image (spec 4). */
export function reportNotReceived(id: string, proof: File) {
  const form = new FormData();
  form.set('proof', proof, proof.name);
  return api.postForm(`/wps/cashier/withdrawals/${encodeURIComponent(id)}/not-received`, form, () =>
    cashierContract().then((m) => m.withdrawalSchema),
  );
}
