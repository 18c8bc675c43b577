import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../../../lib/api-client.ts';
import { dailyTimeValue } from '../../../lib/daily-time-limit.ts';
import { loadWithRetry } from '../../../lib/load-with-retry.ts';
import { clearSession } from '../../../lib/session.ts';
import { showDailyTimeNotice, showSessionLimitNotice } from '../../responsible-gaming/model/rg-dialogs.ts';
import { sessionLimitValue } from '../../responsible-gaming/model/session-limit.ts';
import { openAccountDialog, useAccountDialog } from '../model/account-dialog-store.ts';

// Forms, encryption and the rule engine load with the first dialog, never with the home page.
const AccountDialogs = lazy(() => loadWithRetry(() => import('./account-dialogs.tsx')));

/** Query parameters that start an account flow when the page loads (mail link, social return). */
const BOOT_PARAMS = ['resetToken', 'socialCode'] as const;

/**
 * Hosts the account dialogs for every route, turns an expired session into the login modal
 * (spec 8 "Please log in") or, when it ended by the member's session-time limit or daily time
 * limit, into the notice that says so, and picks up the reset-link and social sign-in parameters.
 */
export function AccountHost() {
  const dialog = useAccountDialog();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    setUnauthorizedHandler((error) => {
      clearSession();
      const limit = error.code === 'SESSION_LIMIT' ? sessionLimitValue(error.value) : null;
      const daily = error.code === 'DAILY_TIME_LIMIT' ? dailyTimeValue(error.value) : null;
      if (limit) showSessionLimitNotice(limit);
      else if (daily) showDailyTimeNotice(daily);
      else openAccountDialog({ kind: 'auth', tab: 'login', notice: 'pleaseLogIn' });
    });
  }, []);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const resetToken = params.get('resetToken');
    const socialCode = params.get('socialCode');
    if (!resetToken && !socialCode) return;
    if (socialCode) openAccountDialog({ kind: 'social', code: socialCode });
    else if (resetToken) openAccountDialog({ kind: 'resetPassword', token: resetToken });
    // One-time values do not belong in the address bar or the history.
    for (const name of BOOT_PARAMS) params.delete(name);
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      {
        replace: true,
      },
    );
  }, [location, navigate]);

  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      <AccountDialogs dialog={dialog} />
    </Suspense>
  );
}
