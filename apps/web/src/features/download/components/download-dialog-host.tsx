import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../../../components/ui/error-boundary.tsx';
import { loadWithRetry } from '../../../lib/load-with-retry.ts';
import { useDownloadDialog } from '../model/use-download-dialog.ts';

// Its own chunk with the QR encoder: only those who open it load it.
const DownloadDialog = lazy(() => loadWithRetry(() => import('./download-dialog.tsx')));

/** The app download modal when the address asks for it (`?app=android`), on any page. */
export function DownloadDialogHost() {
  const { platform, show, close } = useDownloadDialog();
  if (platform === null) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <DownloadDialog platform={platform} onPlatformChange={show} onClose={close} />
      </Suspense>
    </ErrorBoundary>
  );
}
