import type { Mission } from '@portal/contracts/missions';

export type TimeLeft = { days: number; hours: number; minutes: number };

const MINUTE = 60_000;

/**
 * What is left of a period until `periodEnd`, in whole minutes rounded up (so "0 min" never shows
 * before the end); null once the end has passed, or when it cannot be read.
 */
export function timeLeft(periodEnd: string, now: number): TimeLeft | null {
  const end = Date.parse(periodEnd);
  if (Number.isNaN(end) || end <= now) return null;
  const minutes = Math.ceil((end - now) / MINUTE);
  return {
    days: Math.floor(minutes / 1_440),
    hours: Math.floor((minutes % 1_440) / 60),
    minutes: minutes % 60,
  };
}

/**
 * Milliseconds until just after the first period still running ends (when new missions start),
 * or null when none is. Ends already past are left out: with a clock ahead of the server's, asking
 * again at once would only bring back the same answer.
 */
export function msUntilNextReset(
  missions: readonly Pick<Mission, 'periodEnd'>[],
  now: number,
): number | null {
  const ends = missions.map((mission) => Date.parse(mission.periodEnd)).filter((end) => end > now);
  // A second's margin, so the server's clock is past the end too.
  return ends.length ? Math.min(...ends) - now + 1_000 : null;
}
