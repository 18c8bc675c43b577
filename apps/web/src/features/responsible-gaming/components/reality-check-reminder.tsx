import type { RealityCheckValue } from '@portal/contracts/responsible-gaming';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from '../../../components/ui/error-boundary.tsx';
import { loadWithRetry } from '../../../lib/load-with-retry.ts';
import { realityCheckQuery, useRealityCheck } from '../api/get-reality-check.ts';
import { nextReminderAt } from '../model/reality-check.ts';
import { setReminderOpen } from '../model/rg-dialogs.ts';

// The dialog and its text load when the first reminder is due, not with every session.
const RealityCheckDialog = lazy(() => loadWithRetry(() => import('./reality-check-dialog.tsx')));

/** A reminder on screen: when it came, and the session's figures asked for it (null if that failed). */
export type Reminder = { at: number; startedAt: number; value: RealityCheckValue | null };

/**
 * The reality check of a signed-in member (not a trial account): at every interval the member
 * chose since this session logged in, the session's figures are asked again and a dialog says
 * how long it has been and what was staked and won. The timer runs while no reminder is shown;
 * it stops on logout (this unmounts) and follows a new interval at once (the page invalidates
 * the session's query).
 */
export function RealityCheckReminder({
  onViewRecords,
  onLogOut,
}: {
  onViewRecords: () => void;
  onLogOut: () => void;
}) {
  const queryClient = useQueryClient();
  const check = useRealityCheck(true);
  const [reminder, setReminder] = useState<Reminder | null>(null);
  const startedAt = check.data ? Date.parse(check.data.startedAt) : Number.NaN;
  const minutes = check.data?.realityCheckMinutes ?? null;

  useEffect(() => {
    setReminderOpen(reminder !== null);
  }, [reminder]);
  useEffect(() => () => setReminderOpen(false), []);

  useEffect(() => {
    if (reminder || !minutes || Number.isNaN(startedAt)) return;
    let cancelled = false;
    const due = nextReminderAt(startedAt, minutes, Date.now());
    const timer = setTimeout(() => {
      // Fresh figures for the dialog; without them (a failed call) it still tells the time.
      queryClient
        .fetchQuery({ ...realityCheckQuery(), staleTime: 0 })
        .then(
          (value) => value,
          () => null,
        )
        .then((value) => {
          // Turned off meanwhile (in another tab): nothing to remind of.
          if (cancelled || (value && value.realityCheckMinutes === null)) return;
          setReminder({ at: Date.now(), startedAt: value ? Date.parse(value.startedAt) : startedAt, value });
        });
    }, due - Date.now());
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [reminder, minutes, startedAt, queryClient]);

  if (!reminder) return null;
  const close = (then?: () => void) => {
    setReminder(null);
    then?.();
  };
  return (
    // A dialog that cannot load must not take the member's session with it.
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <RealityCheckDialog
          reminder={reminder}
          onContinue={() => close()}
          onViewRecords={() => close(onViewRecords)}
          onLogOut={() => close(onLogOut)}
        />
      </Suspense>
    </ErrorBoundary>
  );
}
