import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../../../components/ui/error-boundary.tsx';
import { loadWithRetry } from '../../../lib/load-with-retry.ts';
import { showExclusionNotice, useExclusionNotice } from '../model/rg-dialogs.ts';

// Only after a time-out or self-exclusion: never part of the start-up bundle.
const ExclusionNotice = lazy(() => loadWithRetry(() => import('./exclusion-notice.tsx')));

/**
 * After a time-out or self-exclusion the session has ended, and with it the member centre: the
 * app shell shows here what happened and until when.
 */
export function ExclusionNoticeHost() {
  const value = useExclusionNotice();
  if (!value) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <ExclusionNotice value={value} onClose={() => showExclusionNotice(null)} />
      </Suspense>
    </ErrorBoundary>
  );
}
