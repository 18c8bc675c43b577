import type { MatchJoinBody } from '@portal/contracts/promotions';
import { api } from '../../../lib/api-client.ts';
import { promotionsContract } from './contracts.ts';

/** Joins a running deposit match; joining again answers the same join. */
export const joinDepositMatch = (body: MatchJoinBody) =>
  api.post('/wps/relay/MCS2_joinDepositPromotion', body, () =>
    promotionsContract().then((m) => m.matchJoinValueSchema),
  );
