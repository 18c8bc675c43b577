import { Navigate, Outlet, useLocation } from 'react-router';
import { DisclaimerGate } from '../features/disclaimer/components/disclaimer-gate.tsx';
import { LaunchHost } from '../features/games/components/launch-host.tsx';
import { setAccountPrompts } from '../features/games/model/account-prompts.ts';
import { AccountHost } from '../features/identity/components/account-host.tsx';
import { openAccountDialog } from '../features/identity/model/account-dialog-store.ts';
import { AuthBannerContext } from '../features/identity/model/auth-banner.ts';
import { useSession } from '../lib/session.ts';
import { useSystemInfo } from '../lib/system-info.tsx';
import { AuthBanner } from './auth-banner.tsx';
import { SideMenuPreferenceProvider } from './layouts/side-menu/side-menu-preference.tsx';
import { MemberHost } from './member-centre/member-host.tsx';
import { mustLogIn } from './router/route-table.ts';
import { ScrollManager } from './router/scroll-manager.tsx';

// The disclaimer links to the terms; on the pages that show them it steps aside so they can be read.
const TERMS_PATHS = new Set(['/help', '/helpmc']);

// Games ask for the account dialogs through these (spec 4 "Alternative login check").
setAccountPrompts({
  logIn: () => openAccountDialog({ kind: 'auth', tab: 'login', notice: 'pleaseLogIn' }),
  needRealAccount: () => openAccountDialog({ kind: 'needRealAccount' }),
});

/**
 * Wraps every route: the login-required guard, scroll handling, account dialogs, the signed-in
 * member's live balance and member centre, the game launch flow, and the first-visit disclaimer.
 */
export function RootShell() {
  const { brand } = useSystemInfo();
  const { pathname } = useLocation();
  const hasToken = useSession() !== null;
  if (mustLogIn(pathname, brand.loginRequired, hasToken)) return <Navigate to="/login" replace />;
  return (
    <SideMenuPreferenceProvider>
      <ScrollManager />
      <Outlet />
      <AuthBannerContext.Provider value={AuthBanner}>
        <AccountHost />
      </AuthBannerContext.Provider>
      <MemberHost />
      <LaunchHost />
      {TERMS_PATHS.has(pathname) ? null : <DisclaimerGate />}
    </SideMenuPreferenceProvider>
  );
}
