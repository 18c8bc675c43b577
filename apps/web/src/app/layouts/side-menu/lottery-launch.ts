import { AppError } from '@portal/contracts/errors';
import type { PrizeMode } from '@portal/contracts/lottery';
import {
  beginLaunch,
  isCurrentLaunch,
  resetLaunch,
  setLaunchState,
} from '../../../features/games/model/launch-store.ts';
import { i18n } from '../../../lib/i18n.ts';
import { loadWithRetry } from '../../../lib/load-with-retry.ts';

// The launch call and the lottery schemas load on the first click, never with the home page.
const launchCall = () => loadWithRetry(() => import('../../../features/lottery/api/launch-lottery.ts'));

/**
 * Spec 2: lottery and e-lottery navigation starts the vendor directly. A member's click asks
 * the lottery launch (spec 7) for the prize mode's screen, with the loader of spec 4 meanwhile,
 * and goes where the server answers. If the answer cannot be had, the entry's own page opens
 * (it shows its own errors); an ended session leaves the login modal the client opened.
 */
export function requestLotteryLaunch(prizeMode: PrizeMode, name: string, page: string): void {
  const launch = beginLaunch(name);
  launchCall()
    .then((module) => module.launchLottery({ prizeMode, view: 'lobby' }, i18n.language))
    .then(
      (value) => {
        if (isCurrentLaunch(launch)) setLaunchState({ kind: 'navigate', to: value.game_url });
      },
      (error: unknown) => {
        if (!isCurrentLaunch(launch)) return;
        if (error instanceof AppError && error.code === 'UNAUTHORIZED') resetLaunch();
        else setLaunchState({ kind: 'navigate', to: page });
      },
    );
}
