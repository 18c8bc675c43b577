import type { CheckinBody } from '@portal/contracts/promotions';
import { api } from '../../../lib/api-client.ts';
import { promotionsContract } from './contracts.ts';

/**
 * Today's check-in to a check-in promotion, its reward paid into the main wallet; the same
 * `requestId` again answers the same check-in, so a retry after a lost answer never pays twice.
 */
export const checkIn = (body: CheckinBody) =>
  api.post('/wps/relay/MCS2_checkInPromotion', body, () =>
    promotionsContract().then((m) => m.checkinValueSchema),
  );
