import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../../../components/ui/error-boundary.tsx';
import { loadWithRetry } from '../../../lib/load-with-retry.ts';
import { useSpeedTestDialog } from '../model/use-speed-test-dialog.ts';

// Its own chunk (with its text and the contract's schemas): only those who open it load it.
const SpeedTestDialog = lazy(() => loadWithRetry(() => import('./speed-test-dialog.tsx')));

/** The network speed test when the address asks for it (`?st=1`), on any page; no login needed. */
export function SpeedTestDialogHost() {
  const { open, close } = useSpeedTestDialog();
  if (!open) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <SpeedTestDialog onClose={close} />
      </Suspense>
    </ErrorBoundary>
  );
}
