import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { clearSession } from '../../../lib/session.ts';
import { logout } from '../api/logout.ts';
import { closeAccountDialog } from './account-dialog-store.ts';

/**
 * Ends the session on this device as a logout does (spec 4 "Logout"): session storage cleared
 * except the merchant keys, the member's identity data dropped, any account dialog closed, home.
 * For a session the server has already ended (a time-out): asking it to log out would answer
 * 401, which reopens the login.
 */
export function endLocalSession(queryClient: QueryClient, navigate: NavigateFunction): void {
  clearSession();
  queryClient.removeQueries({ queryKey: ['identity'] });
  closeAccountDialog();
  navigate('/');
}

/** Logout: the server session ends, then this device's; signing out works offline too. */
export async function signOut(queryClient: QueryClient, navigate: NavigateFunction): Promise<void> {
  await logout().catch(() => undefined);
  endLocalSession(queryClient, navigate);
}
