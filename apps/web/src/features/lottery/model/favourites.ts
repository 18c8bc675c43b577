import { useSyncExternalStore } from 'react';
import { TRIAL_TYPE, useSession } from '../../../lib/session.ts';
import { localStore, storageKeys } from '../../../lib/storage.ts';

/**
 * Favourite lottery games, kept per user in browser storage (spec 3 and 4: "favourite lottery
 * ids kept per username"; they toggle locally). One stored object maps each username to its
 * game codes, so members sharing a browser keep their own stars.
 */
type Stored = Record<string, string[]>;

const listeners = new Set<() => void>();
let cache: { raw: string | null; value: Stored } = { raw: null, value: {} };

function readAll(): Stored {
  const raw = localStore.get(storageKeys.lotteryFavourites);
  if (raw === cache.raw) return cache.value;
  let value: Stored = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      for (const [user, codes] of Object.entries(parsed)) {
        if (Array.isArray(codes)) value[user] = codes.filter((c): c is string => typeof c === 'string');
      }
    }
  } catch {
    value = {};
  }
  cache = { raw, value };
  return value;
}

const EMPTY: readonly string[] = [];

export function favouritesOf(username: string): readonly string[] {
  return readAll()[username] ?? EMPTY;
}

/** Stars or unstars `gameCode` for `username`; returns whether it is a favourite now. */
export function toggleFavourite(username: string, gameCode: string): boolean {
  const all = { ...readAll() };
  const mine = all[username] ?? [];
  const now = !mine.includes(gameCode);
  all[username] = now ? [...mine, gameCode] : mine.filter((c) => c !== gameCode);
  if (all[username]?.length === 0) delete all[username];
  localStore.set(storageKeys.lotteryFavourites, JSON.stringify(all));
  for (const listener of listeners) listener();
  return now;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the same browser starring a game.
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.lotteryFavourites) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The user's favourite game codes; none for a visitor (favourites need an account, spec 6). */
export function useFavourites(username: string | null): readonly string[] {
  return useSyncExternalStore(subscribe, () => (username ? favouritesOf(username) : EMPTY));
}

/**
 * The signed-in member's name and favourites; no name (so no stars) for visitors and trial
 * accounts, which cannot keep favourites (spec 6).
 */
export function useMemberFavourites(): { username: string | null; favourites: readonly string[] } {
  const session = useSession();
  const username = session && session.memberType !== TRIAL_TYPE ? session.username : null;
  return { username, favourites: useFavourites(username) };
}
