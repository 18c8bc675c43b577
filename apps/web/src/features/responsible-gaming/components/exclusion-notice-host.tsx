import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../../../components/ui/error-boundary.tsx';
import { loadWithRetry } from '../../../lib/load-with-retry.ts';
import {
  showDailyTimeNotice,
  showExclusionNotice,
  showSessionLimitNotice,
  useDailyTimeNotice,
  useExclusionNotice,
  useSessionLimitNotice,
} from '../model/rg-dialogs.ts';

// Only after a time-out, a self-exclusion or a time limit: never in the start-up bundle.
const ExclusionNotice = lazy(() => loadWithRetry(() => import('./exclusion-notice.tsx')));
const SessionLimitNotice = lazy(() => loadWithRetry(() => import('./session-limit-notice.tsx')));
const DailyTimeNotice = lazy(() => loadWithRetry(() => import('./daily-time-notice.tsx')));

/**
 * After a time-out or self-exclusion, or a session ended by its time limit or by the daily time
 * limit, the session has ended, and with it the member centre: the app shell shows here what
 * happened and until when.
 */
export function ExclusionNoticeHost() {
  const excluded = useExclusionNotice();
  const sessionEnded = useSessionLimitNotice();
  const dailyEnded = useDailyTimeNotice();
  if (!excluded && !sessionEnded && !dailyEnded) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        {excluded ? (
          <ExclusionNotice value={excluded} onClose={() => showExclusionNotice(null)} />
        ) : dailyEnded ? (
          <DailyTimeNotice value={dailyEnded} onClose={() => showDailyTimeNotice(null)} />
        ) : sessionEnded ? (
          <SessionLimitNotice value={sessionEnded} onClose={() => showSessionLimitNotice(null)} />
        ) : null}
      </Suspense>
    </ErrorBoundary>
  );
}
