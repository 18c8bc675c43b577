import { storageKeys } from '@portal/contracts/constants';

type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/**
 * Browser storage can throw (private mode, disabled cookies, quota), so every access goes
 * through these wrappers and a failure behaves like an empty store.
 */
function wrap(pick: () => Storage) {
  return {
    get(key: StorageKey): string | null {
      try {
        return pick().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: StorageKey, value: string): void {
      try {
        pick().setItem(key, value);
      } catch {
        // Storage unavailable: the choice lasts for this page view only.
      }
    },
  };
}

export const localStore = wrap(() => window.localStorage);
export const sessionStore = wrap(() => window.sessionStorage);
export { storageKeys };
