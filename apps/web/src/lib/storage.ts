import { storageKeys as specKeys } from '@portal/contracts/constants';

/** The spec's keys (spec 3), plus the web app's own preferences. */
export const storageKeys = {
  ...specKeys,
  /** The header balance is hidden ("******") until shown again; remembered per browser. */
  balanceHidden: 'balanceHidden',
  /** The categories and vendors of game_menus (spec 4: cached, refetched on language change). */
  gameMenus: 'cache:gameMenus',
  /** The running game's iframe address (spec 4 "Game launch"), so a reload of /game keeps it. */
  launchedGame: 'launchedGame',
  /** Favourite lottery games per username (spec 3 and 4), as {"<username>": ["SSC_1", …]}. */
  lotteryFavourites: 'lotteryFavourites',
  /** Ids of the popup notices (type PU) already shown in this browser session, as a JSON array. */
  announcementsSeen: 'announcementsSeen',
} as const;

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
    remove(key: StorageKey): void {
      try {
        pick().removeItem(key);
      } catch {
        // Nothing stored, nothing to remove.
      }
    },
    /** Removes every key except those `keep` accepts. */
    clearExcept(keep: (key: string) => boolean): void {
      try {
        const store = pick();
        const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
        for (const key of keys) if (key !== null && !keep(key)) store.removeItem(key);
      } catch {
        // Storage unavailable: there is nothing to clear.
      }
    },
  };
}

export const localStore = wrap(() => window.localStorage);
export const sessionStore = wrap(() => window.sessionStorage);
