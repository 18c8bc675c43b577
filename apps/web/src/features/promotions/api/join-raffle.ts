import type { RaffleJoinBody } from '@portal/contracts/promotions';
import { api } from '../../../lib/api-client.ts';
import { promotionsContract } from './contracts.ts';

/** Enters the member in a running raffle; joining again answers the same entry. */
export const joinRaffle = (body: RaffleJoinBody) =>
  api.post('/wps/relay/MCS2_joinRafflePromotion', body, () =>
    promotionsContract().then((m) => m.raffleJoinValueSchema),
  );
