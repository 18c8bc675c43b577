import { useSyncExternalStore } from 'react';
import { sessionStore, storageKeys } from '../../../lib/storage.ts';
import { DISCLAIMER_ACCEPTED } from '../components/disclaimer-accepted.ts';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Whether this browser session has accepted the 21+ notice (it lives in session storage, spec 3). */
export const isDisclaimerAccepted = () =>
  sessionStore.get(storageKeys.disclaimerAccept) === DISCLAIMER_ACCEPTED;

/** Records the answer and tells whoever waits for it (the popup notices come after it). */
export function acceptDisclaimer(): void {
  sessionStore.set(storageKeys.disclaimerAccept, DISCLAIMER_ACCEPTED);
  for (const listener of listeners) listener();
}

/** Re-renders when the visitor accepts. */
export const useDisclaimerAccepted = (): boolean =>
  useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, isDisclaimerAccepted);
