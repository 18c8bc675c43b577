import type { SessionLimitErrorValue } from '@portal/contracts/responsible-gaming';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from '../../../components/ui/error-boundary.tsx';
import { loadWithRetry } from '../../../lib/load-with-retry.ts';
import { useRealityCheck } from '../api/get-reality-check.ts';
import { setSessionWarningOpen } from '../model/rg-dialogs.ts';
import { endedAtLimit, nextSessionLimitStep } from '../model/session-limit.ts';

// Only for a member with a session limit, minutes before its end: never in the start-up bundle.
const SessionLimitWarning = lazy(() => loadWithRetry(() => import('./session-limit-warning.tsx')));

/**
 * The session-time limit of a signed-in member: a warning a few minutes before the session's end
 * (from the session's answer, which follows a changed limit at once), then, at the end, the
 * session ends on this device (`onEnded`). The server refuses the session from then on anyway;
 * this says so at the moment it happens instead of at the next click.
 */
export function SessionLimitTimer({ onEnded }: { onEnded: (value: SessionLimitErrorValue) => void }) {
  const check = useRealityCheck(true);
  const endsAt = check.data?.sessionEndsAt ?? null;
  const startedAt = check.data?.startedAt ?? null;
  // The end the warning was shown for: a new end (a changed limit) warns again.
  const [warnedFor, setWarnedFor] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);

  useEffect(() => {
    setSessionWarningOpen(warning !== null);
  }, [warning]);
  useEffect(() => () => setSessionWarningOpen(false), []);

  useEffect(() => {
    if (!endsAt || !startedAt) {
      setWarning(null);
      return;
    }
    const next = nextSessionLimitStep(Date.parse(endsAt), Date.now(), warnedFor === endsAt);
    const timer = setTimeout(
      () => {
        if (next.step === 'warn') {
          setWarnedFor(endsAt);
          setWarning(endsAt);
          return;
        }
        setWarning(null);
        onEnded(endedAtLimit(startedAt, endsAt));
      },
      Math.max(0, next.at - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [endsAt, startedAt, warnedFor, onEnded]);

  if (!warning) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <SessionLimitWarning endsAt={warning} onClose={() => setWarning(null)} />
      </Suspense>
    </ErrorBoundary>
  );
}
