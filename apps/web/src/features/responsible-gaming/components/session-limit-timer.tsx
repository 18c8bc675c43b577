import type { SessionLimitErrorValue } from '@portal/contracts/responsible-gaming';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ErrorBoundary } from '../../../components/ui/error-boundary.tsx';
import { loadWithRetry } from '../../../lib/load-with-retry.ts';
import { useRealityCheck } from '../api/get-reality-check.ts';
import { setSessionWarningOpen } from '../model/rg-dialogs.ts';
import {
  comingLimitEnd,
  endedAtLimit,
  isSameEnd,
  type LimitEnd,
  nextSessionLimitStep,
} from '../model/session-limit.ts';

/** At the daily limit's end, how soon the server is asked again if it says the session goes on. */
export const ASK_AGAIN_MS = 30_000;

// Only for a member with a time limit, minutes before its end: never in the start-up bundle.
const SessionLimitWarning = lazy(() => loadWithRetry(() => import('./session-limit-warning.tsx')));

/**
 * The session-time limit and the daily time limit of a signed-in member: whichever ends the
 * session first (from the session's answer, which follows a changed limit at once) is warned of
 * a few minutes before. At a session limit's end the session ends on this device (`onEnded`): the
 * server refuses it from then on anyway, and this says so at the moment it happens instead of at
 * the next click. At the daily limit's end the server is asked: it ends the session
 * (`DAILY_TIME_LIMIT`, which the API client turns into the notice) or names a later end, when the
 * day's time grew since (a raise came due, another device's session lapsed earlier than counted).
 */
export function SessionLimitTimer({ onEnded }: { onEnded: (value: SessionLimitErrorValue) => void }) {
  const check = useRealityCheck(true);
  const end = check.data ? comingLimitEnd(check.data) : null;
  const kind = end?.kind ?? null;
  const endsAt = end?.endsAt ?? null;
  const startedAt = check.data?.startedAt ?? null;
  // Each answer re-arms the timer, even one naming the same end (the server asked at the end).
  const answeredAt = Math.max(check.dataUpdatedAt, check.errorUpdatedAt);
  const askedAt = useRef(0);
  const { refetch } = check;
  // The end the warning was shown for: a new end (a changed limit) warns again.
  const [warnedFor, setWarnedFor] = useState<LimitEnd | null>(null);
  const [warning, setWarning] = useState<LimitEnd | null>(null);

  useEffect(() => {
    setSessionWarningOpen(warning !== null);
  }, [warning]);
  useEffect(() => () => setSessionWarningOpen(false), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: answeredAt is a trigger: a new answer re-arms the timer even when it names the same end.
  useEffect(() => {
    if (!kind || !endsAt || !startedAt) {
      setWarning(null);
      return;
    }
    const next = nextSessionLimitStep(Date.parse(endsAt), Date.now(), isSameEnd(warnedFor, { kind, endsAt }));
    // A server that still says "later" is not asked again at once (this clock may run ahead).
    const at =
      next.step === 'end' && kind === 'daily' ? Math.max(next.at, askedAt.current + ASK_AGAIN_MS) : next.at;
    const timer = setTimeout(
      () => {
        if (next.step === 'warn') {
          setWarnedFor({ kind, endsAt });
          setWarning({ kind, endsAt });
          return;
        }
        setWarning(null);
        if (kind === 'daily') {
          askedAt.current = Date.now();
          void refetch();
          return;
        }
        onEnded(endedAtLimit(startedAt, endsAt));
      },
      Math.max(0, at - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [kind, endsAt, startedAt, warnedFor, onEnded, refetch, answeredAt]);

  if (!warning) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <SessionLimitWarning end={warning} onClose={() => setWarning(null)} />
      </Suspense>
    </ErrorBoundary>
  );
}
