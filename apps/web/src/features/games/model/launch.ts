import { AppError } from '@portal/contracts/errors';
import type { Game, GameCategory } from '@portal/contracts/games';
import { i18n } from '../../../lib/i18n.ts';
import { getSession } from '../../../lib/session.ts';
import { gamesContract } from '../api/contracts.ts';
import { getGameList } from '../api/get-game-list.ts';
import { launchGame } from '../api/launch-game.ts';
import { accountPrompts } from './account-prompts.ts';
import { categoryPath } from './categories.ts';
import {
  beginLaunch,
  isCurrentLaunch,
  type LaunchOrigin,
  resetLaunch,
  setLaunchState,
} from './launch-store.ts';
import { storeLaunchedGame } from './launched-game.ts';

/** The lottery screens a lottery game opens instead of an iframe (spec 4). */
function lotteryScreen(game: Game): string | null {
  if (game.accountTypeName === 'TCG_LOTTO_VN' || game.vassalage === 'TCG_LOTTO_VN')
    return game.gameCode ? `/vnlottery?gameCode=${encodeURIComponent(game.gameCode)}` : '/vnlottery';
  if (game.accountTypeName === 'LOTT' || game.gameType === 'LOTT') return '/lottery';
  if (game.accountTypeName === 'ELOTT' || game.gameType === 'ELOTT') return '/elott';
  return null;
}

/**
 * Spec 4 "Game launch": a VASSALAGE entry opens the vendor's game list (no login needed to
 * browse it); otherwise login first (the login modal otherwise); lottery games go to their screen; anything else shows the loader, asks
 * for the launch address, stores it and goes to the game screen (/seamless from the side menu).
 */
/** Where "Back" leads from the game: the page the launch started on, or the game's lobby. */
function backTo(game: Game, given: string | undefined): string {
  if (given) return given;
  const { pathname, search } = window.location;
  return pathname === '/game' || pathname === '/seamless'
    ? categoryPath[game.gameType]
    : `${pathname}${search}`;
}

export async function startLaunch(
  game: Game,
  origin: LaunchOrigin = 'card',
  returnTo?: string,
): Promise<void> {
  if (game.isGame === 'VASSALAGE') {
    setLaunchState({ kind: 'vendorGames', game });
    return;
  }
  if (!getSession()) {
    accountPrompts().logIn();
    return;
  }
  const screen = lotteryScreen(game);
  if (screen) {
    setLaunchState({ kind: 'navigate', to: screen });
    return;
  }
  const launch = beginLaunch(game.gameName);
  try {
    const value = await launchGame(game, i18n.language);
    if (!isCurrentLaunch(launch)) return;
    const url = value.game_url || value.game_url2 || '';
    storeLaunchedGame({ url, name: game.gameName, lobby: backTo(game, returnTo) });
    setLaunchState({ kind: 'navigate', to: origin === 'menu' ? '/seamless' : '/game' });
  } catch (error) {
    const suggestions = await maintenanceSuggestions(error);
    if (!isCurrentLaunch(launch)) return;
    handleFailure(game, error, suggestions);
  }
}

/** The games offered instead when the answer is 'game under maintenance'; null for other errors. */
async function maintenanceSuggestions(error: unknown): Promise<Game[] | null> {
  if (!(error instanceof AppError) || error.code !== 'GAME_MAINTENANCE') return null;
  try {
    const { maintenanceSuggestionsSchema } = await gamesContract();
    const parsed = maintenanceSuggestionsSchema.safeParse(error.value);
    return parsed.success ? parsed.data.suggestions : [];
  } catch {
    return [];
  }
}

function handleFailure(game: Game, error: unknown, suggestions: Game[] | null): void {
  if (error instanceof AppError) {
    if (suggestions) {
      setLaunchState({
        kind: 'maintenance',
        name: game.gameName,
        suggestions: suggestions.filter((other) => other.nodeId !== game.nodeId),
      });
      return;
    }
    if (error.code === 'TRIAL_ACCOUNT') {
      resetLaunch();
      accountPrompts().needRealAccount();
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

/**
 * A side-menu vendor that launches directly (spec 4): its game when it has exactly one, in the
 * game screen with the mini side menu; a vendor with several games opens its lobby instead.
 */
export async function launchVendor(
  category: GameCategory,
  vendor: { vassalage: string; name: string },
  lobby: string,
  launch: number,
): Promise<void> {
  try {
    const list = await getGameList({
      gameType: category,
      vassalage: vendor.vassalage,
      page: 1,
      pageSize: 2,
      language: i18n.language,
    });
    if (!isCurrentLaunch(launch)) return;
    const only = list.games.length === 1 ? list.games[0] : undefined;
    if (only) {
      resetLaunch();
      await startLaunch(only, 'menu', lobby);
    } else setLaunchState({ kind: 'navigate', to: lobby });
  } catch {
    // The lobby shows the vendor's games, or says what went wrong.
    if (isCurrentLaunch(launch)) setLaunchState({ kind: 'navigate', to: lobby });
  }
}
