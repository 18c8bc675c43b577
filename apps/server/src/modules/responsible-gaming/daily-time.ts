import { AppError } from '@portal/contracts/errors';
import type { DailyTime, DailyTimeErrorValue } from '@portal/contracts/responsible-gaming';
import type { MemberRow } from '../../db/schema.ts';
import { addDays, localDateOf, zonedToInstant } from '../../lib/zoned-time.ts';

/** The member's daily-time columns (the session read returns them with the member). */
export type DailyTimeColumns = Pick<
  MemberRow,
  'daily_time_minutes' | 'daily_time_pending' | 'daily_time_pending_from'
>;

/** A stretch of time signed in: a session from its login to its end (or to now while it lives). */
export type Stretch = { from: Date; to: Date };

const MINUTE_MS = 60_000;
const dueBy = (from: Date | null, now: Date) => from !== null && from <= now;

/** The daily limit in force at `now`, in minutes (null: none): a waiting change applies once due. */
export function dailyTimeInForce(member: DailyTimeColumns, now: Date): number | null {
  return dueBy(member.daily_time_pending_from, now) ? member.daily_time_pending : member.daily_time_minutes;
}

/** The merchant's local day around `now`: from its midnight to the next. */
export function localDay(now: Date, timeZone: string): Stretch {
  const today = localDateOf(now, timeZone);
  return {
    from: zonedToInstant(today, 0, 0, timeZone),
    to: zonedToInstant(addDays(today, 1), 0, 0, timeZone),
  };
}

/**
 * Milliseconds covered by the stretches inside `within`: time on two devices at once counts
 * once, and nothing outside the window counts at all.
 */
export function timeCovered(stretches: readonly Stretch[], within: Stretch): number {
  const start = within.from.getTime();
  const end = within.to.getTime();
  const clipped = stretches
    .map((s) => [Math.max(s.from.getTime(), start), Math.min(s.to.getTime(), end)] as const)
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reached = Number.NEGATIVE_INFINITY;
  for (const [from, to] of clipped) {
    if (to <= reached) continue;
    total += to - Math.max(from, reached);
    reached = to;
  }
  return total;
}

/**
 * When play that goes on without a break from `now` reaches the limit: `now` once today's
 * minutes are used up; after the day's end a new day's full limit counts from its midnight.
 */
export function playEndsAt(limitMinutes: number, playedMs: number, now: Date, dayEnd: Date): Date {
  const remaining = limitMinutes * MINUTE_MS - playedMs;
  if (remaining <= 0) return now;
  const end = now.getTime() + remaining;
  return new Date(end >= dayEnd.getTime() ? dayEnd.getTime() + limitMinutes * MINUTE_MS : end);
}

/** The page's view: the limit in force, a longer one (or a removal) still waiting, today's use. */
export function dailyTimeView(
  member: DailyTimeColumns,
  playedMs: number,
  now: Date,
  dayEnd: Date,
): DailyTime {
  const from = member.daily_time_pending_from;
  const waiting = from !== null && !dueBy(from, now);
  return {
    minutes: dailyTimeInForce(member, now),
    pending: waiting ? { minutes: member.daily_time_pending, from: from.toISOString() } : null,
    playedMinutes: Math.floor(playedMs / MINUTE_MS),
    resetsAt: dayEnd.toISOString(),
  };
}

export function dailyTimeError(minutes: number, resetsAt: Date): AppError {
  const value: DailyTimeErrorValue = { minutes, resetsAt: resetsAt.toISOString() };
  return new AppError(
    'DAILY_TIME_LIMIT',
    `Your daily time limit of ${minutes} minutes has been reached; you can sign in again from ${value.resetsAt}`,
    401,
    value,
  );
}
