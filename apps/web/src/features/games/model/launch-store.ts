import type { Game, GameCategory } from '@portal/contracts/games';
import { useSyncExternalStore } from 'react';
import { loadWithRetry } from '../../../lib/load-with-retry.ts';
import { getSession } from '../../../lib/session.ts';
import { accountPrompts } from './account-prompts.ts';

/** Where a launch was started: a game card, or a vendor in the side menu (spec 4). */
export type LaunchOrigin = 'card' | 'menu';

/** The launch flow of spec 4, one at a time, shown by the launch host on every route. */
export type LaunchState =
  | { kind: 'idle' }
  | { kind: 'launching'; name: string }
  /** The host navigates: to the game screen once its address is stored, or to a lottery screen. */
  | { kind: 'navigate'; to: string }
  /** 'Game under maintenance', with other games of the category to play instead (spec 8). */
  | { kind: 'maintenance'; name: string; suggestions: Game[] }
  | { kind: 'failed'; name: string; error: unknown }
  /** A VASSALAGE entry: the vendor's own list of games in a popup (spec 4). */
  | { kind: 'vendorGames'; game: Game };

type Listener = () => void;
const listeners = new Set<Listener>();
let state: LaunchState = { kind: 'idle' };

export function setLaunchState(next: LaunchState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const getLaunchState = () => state;

export const resetLaunch = () => setLaunchState({ kind: 'idle' });

export const useLaunchState = (): LaunchState =>
  useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, getLaunchState);

/** Which launch is current: a newer one, or a cancel, makes an older answer irrelevant. */
let current = 0;

/** Starts a launch; the number tells its answer whether it is still wanted. */
export function beginLaunch(name: string): number {
  current += 1;
  setLaunchState({ kind: 'launching', name });
  return current;
}

export const isCurrentLaunch = (launch: number) => launch === current;

/** Gives up waiting for the launch address (the loader's Cancel, or Escape). */
export function cancelLaunch(): void {
  current += 1;
  resetLaunch();
}

// The launch flow is its own chunk, fetched on the first launch: the home page does not carry it.
const flow = () => loadWithRetry(() => import('./launch.ts'));

/**
 * Spec 4 "Game launch" from a game card (or the side menu): a visitor gets the login modal at
 * once; a member sees the loader while the launch flow and the address load.
 */
export function requestLaunch(game: Game, origin: LaunchOrigin = 'card'): void {
  // A VASSALAGE entry only lists the vendor's games (spec 4): browsing needs no login.
  if (game.isGame === 'VASSALAGE') {
    setLaunchState({ kind: 'vendorGames', game });
    return;
  }
  if (!getSession()) {
    accountPrompts().logIn();
    return;
  }
  flow().then(
    (module) => module.startLaunch(game, origin),
    (error: unknown) => setLaunchState({ kind: 'failed', name: game.gameName, error }),
  );
}

/** A side-menu vendor that launches directly (spec 4); see launchVendor. */
export function requestVendorLaunch(
  category: GameCategory,
  vendor: { vassalage: string; name: string },
  lobby: string,
): void {
  const launch = beginLaunch(vendor.name);
  flow().then(
    (module) => module.launchVendor(category, vendor, lobby, launch),
    () => {
      if (isCurrentLaunch(launch)) setLaunchState({ kind: 'navigate', to: lobby });
    },
  );
}
