import type { Announcement } from '@portal/contracts/announcements';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from '../../../components/ui/error-boundary.tsx';
import { loadWithRetry } from '../../../lib/load-with-retry.ts';
import { useNotices } from '../api/get-notices.ts';
import { markPopupsSeen, seenPopupIds } from '../model/seen-popups.ts';

// The modal and its dialog library load only when there is a popup to show.
const PopupModal = lazy(() => loadWithRetry(() => import('./popup-modal.tsx')));

/**
 * The popup notices (type PU, spec 3): those not yet seen in this browser session, in one modal,
 * whenever the visitor may be interrupted (`ready`: the app says the 21+ notice is accepted and
 * no other modal is open; two modals at once would fight over the focus). Closing it marks them
 * seen. Signing in asks for the notices again, so the members' popups follow ("announcements
 * after login").
 */
export function NoticePopups({ ready }: { ready: boolean }) {
  const popups = useNotices().data?.popup;
  const [shown, setShown] = useState<Announcement[] | null>(null);
  useEffect(() => {
    if (!ready || shown || !popups) return;
    const seen = seenPopupIds();
    const unseen = popups.filter((notice) => !seen.has(notice.id));
    if (unseen.length > 0) setShown(unseen);
  }, [ready, shown, popups]);
  if (!shown || !ready) return null;
  const close = () => {
    markPopupsSeen(shown.map((notice) => notice.id));
    setShown(null);
  };
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <PopupModal notices={shown} onClose={close} />
      </Suspense>
    </ErrorBoundary>
  );
}
