import type { Game } from '@portal/contracts/games';
import { useSyncExternalStore } from 'react';

/** Where a launch was started: a game card, or a vendor in the side menu (spec 4). */
export type LaunchOrigin = 'card' | 'menu';

/** The launch flow of spec 4, one at a time, shown by the launch host on every route. */
export type LaunchState =
  | { kind: 'idle' }
  | { kind: 'launching'; name: string }
  /** The address is stored; the host navigates to the game screen. */
  | { kind: 'ready'; to: '/game' | '/seamless' }
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
