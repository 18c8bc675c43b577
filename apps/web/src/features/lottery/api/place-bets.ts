import type { PlaceBetsBody } from '@portal/contracts/lottery';
import { api } from '../../../lib/api-client.ts';
import { lotteryContract } from './contracts.ts';

/** One slip on one draw; the request id makes a retry of the same slip debit once. */
export const placeBets = (body: PlaceBetsBody) =>
  api.post('/lotto/lgw/bets', body, () => lotteryContract().then((m) => m.placeBetsValueSchema));
