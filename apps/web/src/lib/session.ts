import { useSyncExternalStore } from 'react';
import { sessionStore, storageKeys } from './storage.ts';

/**
 * The visitor's session as spec 3 stores it: token, isAgent (the member type) and username in
 * session storage. Components read it through `useSession`, so signing in or out re-renders them.
 */
export type Session = { token: string; memberType: number; username: string };

/**
 * Merchant keys that survive a sign-out (spec 4 "Logout"); `cache:` keys hold cached settings.
 * The popup notices already shown stay shown for the browser session, signed in or not.
 */
const KEPT_KEYS = new Set<string>([
  storageKeys.disclaimerAccept,
  storageKeys.selectedVendor,
  storageKeys.announcementsSeen,
]);
export const isMerchantKey = (key: string) => KEPT_KEYS.has(key) || key.startsWith('cache:');

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: Session | null | undefined;

function read(): Session | null {
  const token = sessionStore.get(storageKeys.token);
  if (!token) return null;
  return {
    token,
    memberType: Number(sessionStore.get(storageKeys.isAgent) ?? 0),
    username: sessionStore.get(storageKeys.username) ?? '',
  };
}

function changed() {
  snapshot = read();
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  if (snapshot === undefined) snapshot = read();
  return snapshot;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useSession = (): Session | null => useSyncExternalStore(subscribeSession, getSession);

export function saveSession(session: Session): void {
  sessionStore.set(storageKeys.token, session.token);
  sessionStore.set(storageKeys.isAgent, String(session.memberType));
  sessionStore.set(storageKeys.username, session.username);
  changed();
}

/** Signs out locally: clears session storage except the merchant keys. */
export function clearSession(): void {
  sessionStore.clearExcept(isMerchantKey);
  changed();
}

/** Trial (free play) accounts are type 4 (spec 6). */
export const TRIAL_TYPE = 4;
