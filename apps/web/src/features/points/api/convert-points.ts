import type { ConvertBody } from '@portal/contracts/points';
import { api } from '../../../lib/api-client.ts';
import { pointsContract } from './contracts.ts';

/**
 * Converts points to money in the main wallet at the merchant's ratio (spec 7 "convert points
 * (password check)"); the payment password is RSA-encrypted, and the same `requestId` again
 * answers the same conversion.
 */
export const convertPoints = (body: ConvertBody) =>
  api.post('/wps/points/convert', body, () => pointsContract().then((m) => m.convertValueSchema));
