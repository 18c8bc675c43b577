import { sessionStore, storageKeys } from '../../../lib/storage.ts';

/** Enough for any session; the oldest ids go first. */
const MAX_SEEN = 200;

/** Ids of the popup notices already shown in this browser session. */
export function seenPopupIds(): Set<string> {
  try {
    const value: unknown = JSON.parse(sessionStore.get(storageKeys.announcementsSeen) ?? '[]');
    return new Set(Array.isArray(value) ? value.filter((id) => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/**
 * Remembers that these popups were shown, for the rest of the browser session: a reload, another
 * page, signing in or out do not show them again (the key survives sign-out, lib/session.ts).
 */
export function markPopupsSeen(ids: readonly string[]): void {
  const seen = [...seenPopupIds()];
  for (const id of ids) if (!seen.includes(id)) seen.push(id);
  sessionStore.set(storageKeys.announcementsSeen, JSON.stringify(seen.slice(-MAX_SEEN)));
}
