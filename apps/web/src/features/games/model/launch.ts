import type { Game } from '@portal/contracts/games';
import { AppError } from '@portal/contracts/errors';
import { openAccountDialog } from '../../identity/model/account-dialog-store.ts';
import { i18n } from '../../../lib/i18n.ts';
import { getSession } from '../../../lib/session.ts';
import { launchGame } from '../api/launch-game.ts';
import { categoryPath } from './categories.ts';
import { storeLaunchedGame } from './launched-game.ts';
import { type LaunchOrigin, getLaunchState, resetLaunch, setLaunchState } from './launch-store.ts';

/** Which launch is current: a newer one (or a cancel) makes an older answer irrelevant. */
let current = 0;

export function cancelLaunch(): void {
  current += 1;
  resetLaunch();
}

/** The lottery screens a lottery game opens instead of an iframe (spec 4). */
function lotteryScreen(game: Game): string | null {
  if (game.accountTypeName === 'TCG_LOTTO_VN' || game.vassalage === 'TCG_LOTTO_VN')
    return game.gameCode ? `/vnlottery?gameCode=${encodeURIComponent(game.gameCode)}` : '/vnlottery';
  if (game.accountTypeName === 'LOTT' || game.gameType === 'LOTT') return '/lottery';
  if (game.accountTypeName === 'ELOTT' || game.gameType === 'ELOTT') return '/elott';
  return null;
}

/**
 * Spec 4 "Game launch": login first (the login modal otherwise); a VASSALAGE entry opens the
 * vendor's game list; lottery games go to their screen; anything else shows the loader, asks
 * for the launch address, stores it and goes to the game screen (/seamless from the side menu).
 * Returns the path to navigate to, when the answer is a screen rather than an iframe.
 */
export async function startLaunch(game: Game, origin: LaunchOrigin = 'card'): Promise<string | null> {
  if (!getSession()) {
    openAccountDialog({ kind: 'auth', tab: 'login', notice: 'pleaseLogIn' });
    return null;
  }
  const screen = lotteryScreen(game);
  if (screen) return screen;
  if (game.isGame === 'VASSALAGE') {
    setLaunchState({ kind: 'vendorGames', game });
    return null;
  }
  current += 1;
  const mine = current;
  setLaunchState({ kind: 'launching', name: game.gameName });
  try {
    const value = await launchGame(game, i18n.language);
    if (mine !== current) return null;
    const url = value.game_url || value.game_url2 || '';
    storeLaunchedGame({ url, name: game.gameName, lobby: categoryPath[game.gameType] });
    setLaunchState({ kind: 'ready', to: origin === 'menu' ? '/seamless' : '/game' });
  } catch (error) {
    if (mine !== current) return null;
    handleFailure(game, error);
  }
  return null;
}

function handleFailure(game: Game, error: unknown): void {
  if (error instanceof AppError) {
    if (error.code === 'GAME_MAINTENANCE') {
      const suggestions = (error.value as { suggestions?: unknown } | undefined)?.suggestions;
      setLaunchState({
        kind: 'maintenance',
        name: game.gameName,
        suggestions: Array.isArray(suggestions) ? (suggestions as Game[]) : [],
      });
      return;
    }
    if (error.code === 'TRIAL_ACCOUNT') {
      resetLaunch();
      openAccountDialog({ kind: 'needRealAccount' });
      return;
    }
    // The session ended: the client has already opened the login modal.
    if (error.code === 'UNAUTHORIZED') {
      resetLaunch();
      return;
    }
  }
  setLaunchState({ kind: 'failed', name: game.gameName, error });
}

/** True while a launch waits for its answer (the loader is up). */
export const isLaunching = () => getLaunchState().kind === 'launching';
