import type { RebateClaimBody } from '@portal/contracts/rebate';
import { api } from '../../../lib/api-client.ts';
import { rebateContract } from './contracts.ts';

/** Pays what is claimable now into the main wallet; the same `requestId` again answers the same claim. */
export const claimRebate = (body: RebateClaimBody) =>
  api.post('/wps/rebate/claim', body, () => rebateContract().then((m) => m.rebateClaimValueSchema));
