import type { RaffleClaimBody } from '@portal/contracts/promotions';
import { api } from '../../../lib/api-client.ts';
import { promotionsContract } from './contracts.ts';

/**
 * Pays a raffle winner's prize into the main wallet (spec 7); the same `requestId` again answers
 * the same claim, so a retry after a lost answer never pays twice.
 */
export const claimRafflePrize = (body: RaffleClaimBody) =>
  api.post('/wps/relay/MCS2_claimRafflePromotion', body, () =>
    promotionsContract().then((m) => m.raffleClaimValueSchema),
  );
