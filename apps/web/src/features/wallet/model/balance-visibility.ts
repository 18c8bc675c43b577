import { useSyncExternalStore } from 'react';
import { localStore, storageKeys } from '../../../lib/storage.ts';

type Listener = () => void;
const listeners = new Set<Listener>();

export const isBalanceHidden = (): boolean => localStore.get(storageKeys.balanceHidden) === 'true';

/** Hide or show the balance everywhere it appears; remembered in this browser. */
export function setBalanceHidden(hidden: boolean): void {
  if (hidden) localStore.set(storageKeys.balanceHidden, 'true');
  else localStore.remove(storageKeys.balanceHidden);
  for (const listener of listeners) listener();
}

export const useBalanceHidden = (): boolean =>
  useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, isBalanceHidden);
