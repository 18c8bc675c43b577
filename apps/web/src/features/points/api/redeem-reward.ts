import type { RedeemBody } from '@portal/contracts/points';
import { api } from '../../../lib/api-client.ts';
import { pointsContract } from './contracts.ts';

/**
 * A redeem request (spec 7 "redeem (password check)"): it holds the points until the operator
 * approves or rejects it; the payment password is RSA-encrypted, and the same `requestId` again
 * answers the same request.
 */
export const redeemReward = (body: RedeemBody) =>
  api.post('/wps/points/redeem', body, () => pointsContract().then((m) => m.redeemValueSchema));
