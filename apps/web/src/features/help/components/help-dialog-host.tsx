import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../../../components/ui/error-boundary.tsx';
import { loadWithRetry } from '../../../lib/load-with-retry.ts';
import { useHelpDialog } from '../model/use-help-dialog.ts';

// Its own chunk with the help text: only those who open a topic load it.
const HelpDialog = lazy(() => loadWithRetry(() => import('./help-dialog.tsx')));

/** The help modal when the address asks for a topic (`?hp=term`), on any page; no login needed. */
export function HelpDialogHost() {
  const { topic, close } = useHelpDialog();
  if (topic === null) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <HelpDialog slug={topic} onClose={close} />
      </Suspense>
    </ErrorBoundary>
  );
}
