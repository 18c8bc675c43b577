import { Navigate, Outlet, useLocation } from 'react-router';
import { DisclaimerGate } from '../features/disclaimer/components/disclaimer-gate.tsx';
import { sessionStore, storageKeys } from '../lib/storage.ts';
import { useSystemInfo } from '../lib/system-info.tsx';
import { SideMenuPreferenceProvider } from './layouts/side-menu/side-menu-preference.tsx';
import { mustLogIn } from './router/route-table.ts';
import { ScrollManager } from './router/scroll-manager.tsx';

// The disclaimer links to the terms; on the pages that show them it steps aside so they can be read.
const TERMS_PATHS = new Set(['/help', '/helpmc']);

/** Wraps every route: the login-required guard, scroll handling and the first-visit disclaimer. */
export function RootShell() {
  const { brand } = useSystemInfo();
  const { pathname } = useLocation();
  const hasToken = sessionStore.get(storageKeys.token) !== null;
  if (mustLogIn(pathname, brand.loginRequired, hasToken)) return <Navigate to="/login" replace />;
  return (
    <SideMenuPreferenceProvider>
      <ScrollManager />
      <Outlet />
      {TERMS_PATHS.has(pathname) ? null : <DisclaimerGate />}
    </SideMenuPreferenceProvider>
  );
}
