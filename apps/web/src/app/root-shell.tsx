import { Navigate, Outlet, useLocation } from 'react-router';
import { AnnouncementDialogHost } from '../features/announcements/components/announcement-dialog-host.tsx';
import { NoticePopups } from '../features/announcements/components/notice-popups.tsx';
import { announcementFromSearch } from '../features/announcements/model/announcement-url.ts';
import { chatFromSearch } from '../features/chat/model/chat-url.ts';
import { DisclaimerGate } from '../features/disclaimer/components/disclaimer-gate.tsx';
import { useDisclaimerAccepted } from '../features/disclaimer/model/disclaimer-store.ts';
import { DownloadDialogHost } from '../features/download/components/download-dialog-host.tsx';
import { FeedbackDialogHost } from '../features/feedback/components/feedback-dialog-host.tsx';
import { feedbackFromSearch } from '../features/feedback/model/feedback-url.ts';
import { LaunchHost } from '../features/games/components/launch-host.tsx';
import { setAccountPrompts } from '../features/games/model/account-prompts.ts';
import { HelpDialogHost } from '../features/help/components/help-dialog-host.tsx';
import { helpTopicFromSearch } from '../features/help/model/help-url.ts';
import { AccountHost } from '../features/identity/components/account-host.tsx';
import { openAccountDialog, useAccountDialog } from '../features/identity/model/account-dialog-store.ts';
import { AuthBannerContext } from '../features/identity/model/auth-banner.ts';
import { ExclusionNoticeHost } from '../features/responsible-gaming/components/exclusion-notice-host.tsx';
import { useResponsibleGamingModalOpen } from '../features/responsible-gaming/model/rg-dialogs.ts';
import { SpeedTestDialogHost } from '../features/speed-test/components/speed-test-dialog-host.tsx';
import { speedTestFromSearch } from '../features/speed-test/model/speed-test-url.ts';
import { useSession } from '../lib/session.ts';
import { useSystemInfo } from '../lib/system-info.tsx';
import { agentPageFromSearch } from './agent-centre/agent-centre-url.ts';
import { AuthBanner } from './auth-banner.tsx';
import { SideMenuPreferenceProvider } from './layouts/side-menu/side-menu-preference.tsx';
import { pageFromSearch } from './member-centre/member-centre-url.ts';
import { MemberHost } from './member-centre/member-host.tsx';
import { mustLogIn } from './router/route-table.ts';
import { ScrollManager } from './router/scroll-manager.tsx';

// Games ask for the account dialogs through these (spec 4 "Alternative login check").
setAccountPrompts({
  logIn: () => openAccountDialog({ kind: 'auth', tab: 'login', notice: 'pleaseLogIn' }),
  needRealAccount: () => openAccountDialog({ kind: 'needRealAccount' }),
});

/**
 * Wraps every route: the login-required guard, scroll handling, account dialogs, the signed-in
 * member's live balance and member centre, the notice after a time-out or self-exclusion, the
 * game launch flow, the first-visit disclaimer, the announcement dialog (`?an=`), the feedback
 * dialog (`?fb=1`), the network speed test (`?st=1`), the help modal (`?hp=term`) and the popup notices, which wait for the disclaimer and for the other
 * modals (the reality-check reminder among them).
 */
export function RootShell() {
  const { brand } = useSystemInfo();
  const { pathname, search } = useLocation();
  const hasToken = useSession() !== null;
  const disclaimerAccepted = useDisclaimerAccepted();
  const accountDialog = useAccountDialog();
  // The reality-check reminder, or the notice after a time-out or self-exclusion.
  const protectionDialog = useResponsibleGamingModalOpen();
  // The popup notices wait for the disclaimer and for any other modal to close (a centre's
  // address means nothing without a session).
  const modalOpen =
    accountDialog !== null ||
    protectionDialog ||
    (hasToken &&
      (pageFromSearch(search) !== null || agentPageFromSearch(search) !== null || chatFromSearch(search))) ||
    announcementFromSearch(search) !== null ||
    feedbackFromSearch(search) ||
    speedTestFromSearch(search) ||
    helpTopicFromSearch(search) !== null;
  if (mustLogIn(pathname, brand.loginRequired, hasToken)) return <Navigate to="/login" replace />;
  return (
    <SideMenuPreferenceProvider>
      <ScrollManager />
      <Outlet />
      <AuthBannerContext.Provider value={AuthBanner}>
        <AccountHost />
      </AuthBannerContext.Provider>
      <MemberHost />
      <ExclusionNoticeHost />
      <LaunchHost />
      <AnnouncementDialogHost />
      <FeedbackDialogHost />
      <SpeedTestDialogHost />
      <HelpDialogHost />
      <DownloadDialogHost />
      <DisclaimerGate />
      <NoticePopups ready={disclaimerAccepted && !modalOpen} />
    </SideMenuPreferenceProvider>
  );
}
