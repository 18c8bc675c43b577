import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../../../components/ui/error-boundary.tsx';
import { loadWithRetry } from '../../../lib/load-with-retry.ts';
import { useLaunchState } from '../model/launch-store.ts';

// The loader, the dialogs and the launch flow load with the first launch, never with the home page.
const LaunchUi = lazy(() => loadWithRetry(() => import('./launch-ui.tsx')));

/** Shows the launch flow of spec 4 on every route: the loader, then the game screen or a dialog. */
export function LaunchHost() {
  const state = useLaunchState();
  if (state.kind === 'idle') return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <LaunchUi state={state} />
      </Suspense>
    </ErrorBoundary>
  );
}
