import { api } from '../../../lib/api-client.ts';
import { lotteryContract } from './contracts.ts';

/** Cancels an open bet before its draw closes; the stake comes back once. */
export const cancelBet = (betId: string) =>
  api.post('/lotto/lgw/bets/cancel', { betId }, () => lotteryContract().then((m) => m.cancelBetValueSchema));
