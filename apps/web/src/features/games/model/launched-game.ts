import { useSyncExternalStore } from 'react';
import { sessionStore, storageKeys } from '../../../lib/storage.ts';

/** The game running in the game screen: its iframe address, what to call it and where "Back" leads. */
export type LaunchedGame = { url: string; name: string; lobby: string };

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { text: string | null; value: LaunchedGame | null } | null = null;

function parse(text: string | null): LaunchedGame | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<LaunchedGame>;
    // Only a web address may become an iframe source.
    if (typeof value.url !== 'string' || !/^https?:\/\//i.test(value.url)) return null;
    return {
      url: value.url,
      name: typeof value.name === 'string' ? value.name : '',
      lobby: typeof value.lobby === 'string' && value.lobby.startsWith('/') ? value.lobby : '/',
    };
  } catch {
    return null;
  }
}

/** Read from session storage each time, so a sign-out (which clears it) ends the game too. */
export function getLaunchedGame(): LaunchedGame | null {
  const text = sessionStore.get(storageKeys.launchedGame);
  if (cached?.text !== text) cached = { text, value: parse(text) };
  return cached.value;
}

/** Spec 4: the launch stores the iframe address, so a reload of the game screen keeps the game. */
export function storeLaunchedGame(game: LaunchedGame | null): void {
  if (game) sessionStore.set(storageKeys.launchedGame, JSON.stringify(game));
  else sessionStore.remove(storageKeys.launchedGame);
  for (const listener of listeners) listener();
}

export function subscribeLaunchedGame(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useLaunchedGame = () => useSyncExternalStore(subscribeLaunchedGame, getLaunchedGame);
