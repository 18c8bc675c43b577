import type { ContractPeriod } from '@portal/contracts/agent-contracts';
import {
  addDays,
  type LocalDate,
  localDateOf,
  localParts,
  weekdayOf,
  zonedToInstant,
} from '../../lib/zoned-time.ts';

export type Period = { start: Date; end: Date };

const HOUR_MS = 3_600_000;
/** The real-time salary's window (spec 4 "settles every 5 minutes"). */
export const RT_WINDOW_MS = 5 * 60_000;

/** The first local date of the period of days holding `day`, and the first date of the next one. */
function periodDates(
  day: LocalDate,
  type: Exclude<ContractPeriod, 'HR' | 'RT'>,
): { first: LocalDate; next: LocalDate } {
  switch (type) {
    case 'D':
      return { first: day, next: addDays(day, 1) };
    case 'W': {
      // Weeks start on Monday.
      const first = addDays(day, -((weekdayOf(day) + 6) % 7));
      return { first, next: addDays(first, 7) };
    }
    case 'H': {
      const firstHalf = day.day < 16;
      const first = { ...day, day: firstHalf ? 1 : 16 };
      const next = firstHalf ? { ...day, day: 16 } : nextMonth(day);
      return { first, next };
    }
    case 'M':
      return { first: { ...day, day: 1 }, next: nextMonth(day) };
  }
}

const nextMonth = (d: LocalDate): LocalDate =>
  d.month === 12 ? { year: d.year + 1, month: 1, day: 1 } : { year: d.year, month: d.month + 1, day: 1 };

/**
 * The local hour of `zone` holding `instant`: from the instant its wall clock showed hh:00:00 to
 * an hour later (across a daylight-saving change too, where an hour is skipped or repeated).
 */
function hourAt(instant: Date, zone: string): Period {
  const p = localParts(instant, zone);
  const intoHour = (p.minute * 60 + p.second) * 1000 + (instant.getTime() % 1000);
  const start = new Date(instant.getTime() - intoHour);
  return { start, end: new Date(start.getTime() + HOUR_MS) };
}

/**
 * The 5-minute window of `zone` holding `instant`: from the instant its wall clock showed a
 * minute divisible by 5 (hh:00, hh:05, ...) to 5 minutes later. Every zone's offset is a whole
 * number of quarter hours, so the windows tile time without a gap or an overlap, daylight-saving
 * changes included.
 */
function fiveMinutesAt(instant: Date, zone: string): Period {
  const p = localParts(instant, zone);
  const intoWindow = ((p.minute % 5) * 60 + p.second) * 1000 + (((instant.getTime() % 1000) + 1000) % 1000);
  const start = new Date(instant.getTime() - intoWindow);
  return { start, end: new Date(start.getTime() + RT_WINDOW_MS) };
}

/**
 * The period of `type` holding `instant`, cut at local midnights of `zone` (at the local hours
 * for HR, every 5 local minutes for RT); `end` is exclusive.
 */
export function periodAt(instant: Date, type: ContractPeriod, zone: string): Period {
  if (type === 'HR') return hourAt(instant, zone);
  if (type === 'RT') return fiveMinutesAt(instant, zone);
  const { first, next } = periodDates(localDateOf(instant, zone), type);
  return { start: zonedToInstant(first, 0, 0, zone), end: zonedToInstant(next, 0, 0, zone) };
}

/**
 * The last `count` periods that ended at least `graceMs` before `now`, newest first. The grace
 * lets rounds in flight at the cut settle before their period is counted.
 */
export function completedPeriods(
  now: Date,
  type: ContractPeriod,
  zone: string,
  graceMs: number,
  count: number,
): Period[] {
  const periods: Period[] = [];
  let current = periodAt(new Date(now.getTime() - graceMs), type, zone);
  while (periods.length < count) {
    current = periodAt(new Date(current.start.getTime() - 1), type, zone);
    periods.push(current);
  }
  return periods;
}
