import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../../../components/ui/error-boundary.tsx';
import { loadWithRetry } from '../../../lib/load-with-retry.ts';
import { useFeedbackDialog } from '../model/use-feedback-dialog.ts';

// Its own chunk (with the form, its text and the contract's schema): only those who open it load it.
const FeedbackDialog = lazy(() => loadWithRetry(() => import('./feedback-dialog.tsx')));

/** The feedback dialog when the address asks for it (`?fb=1`), on any page; no login needed. */
export function FeedbackDialogHost() {
  const { open, close } = useFeedbackDialog();
  if (!open) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <FeedbackDialog onClose={close} />
      </Suspense>
    </ErrorBoundary>
  );
}
