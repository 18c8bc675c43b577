import type { PrizeMode } from '@portal/contracts/lottery';
import { api } from '../../../lib/api-client.ts';
import { lotteryContract } from './contracts.ts';

/**
 * Spec 7 lottery lobby launch (token): where the in-house lottery opens for a prize mode and,
 * optionally, a game. The answer's `game_url` is a page of this site.
 */
export const launchLottery = (
  launch: { prizeMode: PrizeMode; gameCode?: string; view: 'betting' | 'lobby' },
  language: string,
) =>
  api.get('/lotto/lgw/launch', () => lotteryContract().then((m) => m.lotteryLaunchValueSchema), {
    query: {
      lottoArea: 'VN',
      launchMode: 'LOTT',
      prizeMode: launch.prizeMode,
      gameCode: launch.gameCode,
      view: launch.view,
      device: 'WEB',
      language,
    },
  });
