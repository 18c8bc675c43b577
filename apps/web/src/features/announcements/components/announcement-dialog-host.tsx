import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../../../components/ui/error-boundary.tsx';
import { loadWithRetry } from '../../../lib/load-with-retry.ts';
import { useAnnouncementDialog } from '../model/use-announcement-dialog.ts';

// Its own chunk (with the dialog library): only visitors who open it load it.
const AnnouncementDialog = lazy(() => loadWithRetry(() => import('./announcement-dialog.tsx')));

/** The announcement dialog when the address asks for it (`?an=`), on any page; no login needed. */
export function AnnouncementDialogHost() {
  const { target, close } = useAnnouncementDialog();
  if (!target) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <AnnouncementDialog id={target.id} onClose={close} />
      </Suspense>
    </ErrorBoundary>
  );
}
