const MINUTE_MS = 60_000;

/**
 * When the next reminder is due (epoch ms): the first whole interval since the session started
 * that is still ahead of `now`, so reminders keep their rhythm across reloads.
 */
export function nextReminderAt(startedAt: number, minutes: number, now: number): number {
  const interval = minutes * MINUTE_MS;
  const elapsed = Math.max(0, now - startedAt);
  return startedAt + (Math.floor(elapsed / interval) + 1) * interval;
}

/** A time logged in, to the nearest minute, as hours and minutes. */
export function splitDuration(ms: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.round(ms / MINUTE_MS));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
