/** The times of a draw, in milliseconds since the epoch, and whether the engine has opened it. */
export type DrawTimes = { opensAt: number; closesAt: number; drawAt: number; status: 'open' | 'scheduled' };

/**
 * Where a draw stands at `now` (server time):
 * - `open`: taking bets until `until` (its close time);
 * - `closed`: betting is over; the draw before this one (not yet opened) or this one (closed)
 *   is drawn at `until`;
 * - `waiting`: a boundary has passed and the server has not told us the next state yet.
 */
export type DrawPhase = { kind: 'open' | 'closed'; until: number } | { kind: 'waiting' };

export function phaseOf(draw: DrawTimes, now: number): DrawPhase {
  // The next draw opens when the one before it is drawn: until then betting is closed.
  if (now < draw.opensAt) return { kind: 'closed', until: draw.opensAt };
  if (now < draw.closesAt)
    return draw.status === 'open' ? { kind: 'open', until: draw.closesAt } : { kind: 'waiting' };
  if (now < draw.drawAt) return { kind: 'closed', until: draw.drawAt };
  return { kind: 'waiting' };
}

/** When the phase next changes (so the draw is asked for again then), or null once all have passed. */
export function nextBoundary(draw: DrawTimes, now: number): number | null {
  for (const at of [draw.opensAt, draw.closesAt, draw.drawAt]) if (at > now) return at;
  return null;
}

/**
 * A fast game's draw at `now` from its cadence alone: draws fall on multiples of the cadence
 * (slot k of a day draws at local midnight + k × cadence, and cadences divide the UTC+7
 * offset). Used where the server's draw is not available (visitors are not sent it).
 */
export function cadenceDraw(cadenceSeconds: number, closeSeconds: number, now: number): DrawTimes {
  const cadence = cadenceSeconds * 1000;
  const drawAt = Math.floor(now / cadence) * cadence + cadence;
  return { opensAt: drawAt - cadence, closesAt: drawAt - closeSeconds * 1000, drawAt, status: 'open' };
}

/** "mm:ss", or "h:mm:ss" from an hour on, for the seconds left until `until`. */
export function formatLeft(until: number, now: number): string {
  const total = Math.max(0, Math.ceil((until - now) / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mm = String(minutes).padStart(2, '0');
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** Whole seconds left, rounded up (what the countdown shows). */
export const secondsLeft = (until: number, now: number) => Math.max(0, Math.ceil((until - now) / 1000));
