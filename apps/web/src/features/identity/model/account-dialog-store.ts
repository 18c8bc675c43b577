import { useSyncExternalStore } from 'react';
import type { LoginSite } from '../api/login.ts';

/** A message the login modal shows above its form. */
export type LoginNotice = 'pleaseLogIn' | 'passwordChanged' | 'passwordReset';

/** The change-password step forced by a weak or expired password (spec 4). */
export type ForcedChange = {
  /** Held in memory only: the visitor is not signed in until the password is changed. */
  token: string;
  /** The password just typed at login, so the old-password field can be skipped; never stored. */
  knownPassword: string | null;
  /** The site the login was for: the next login after the change goes to the same one. */
  site: LoginSite;
};

/** Every account dialog the app can show; one at a time. */
export type AccountDialog =
  | { kind: 'auth'; tab: 'login' | 'register'; notice?: LoginNotice }
  | { kind: 'forgot'; site?: LoginSite }
  | { kind: 'changePassword'; forced: ForcedChange | null }
  | { kind: 'resetPassword'; token: string }
  | { kind: 'registered'; mobileAccount: string | null }
  | { kind: 'social'; code: string }
  | { kind: 'freePlay' }
  | { kind: 'logout' }
  | { kind: 'needRealAccount' };

type Listener = () => void;
const listeners = new Set<Listener>();
let current: AccountDialog | null = null;

export function openAccountDialog(dialog: AccountDialog | null): void {
  current = dialog;
  for (const listener of listeners) listener();
}

export const closeAccountDialog = () => openAccountDialog(null);

export const getAccountDialog = () => current;

export const useAccountDialog = (): AccountDialog | null =>
  useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, getAccountDialog);
