import { MAX_RECORD_RANGE_DAYS } from '@portal/contracts/records';

/** A range of whole local days, both ends included, as the date inputs hold them: "yyyy-MM-dd". */
export type DayRange = { start: string; end: string };

export type RangeShortcut = 'today' | 'last7' | 'last30';

const pad = (n: number) => String(n).padStart(2, '0');

/** "yyyy-MM-dd" of a local date. */
export const dayOf = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

function parseDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const result = new Date(year, month - 1, date);
  return result.getFullYear() === year && result.getMonth() === month - 1 && result.getDate() === date
    ? result
    : null;
}

/** An instant as ISO 8601 with the local offset: "2026-11-21T00:00:00+07:00". */
export function toLocalIso(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return (
    `${dayOf(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** Today, the last 7 or the last 30 days, today included (spec 9 date-range shortcuts). */
export function shortcutRange(shortcut: RangeShortcut, now: Date = new Date()): DayRange {
  const days = shortcut === 'today' ? 1 : shortcut === 'last7' ? 7 : 30;
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
  return { start: dayOf(start), end: dayOf(now) };
}

/** Which shortcut a range equals, if any (the pressed shortcut button). */
export function matchingShortcut(range: DayRange, now: Date = new Date()): RangeShortcut | null {
  for (const shortcut of ['today', 'last7', 'last30'] as const) {
    const candidate = shortcutRange(shortcut, now);
    if (candidate.start === range.start && candidate.end === range.end) return shortcut;
  }
  return null;
}

export type RangeProblem = 'invalid' | 'order' | 'tooLong';

/**
 * The query range for the server: the start of the first local day up to the start of the day
 * after the last one, in ISO with offset; or why the range cannot be asked for.
 */
export function toQueryRange(
  range: DayRange,
): { ok: true; from: string; to: string } | { ok: false; problem: RangeProblem } {
  const start = parseDay(range.start);
  const end = parseDay(range.end);
  if (!start || !end) return { ok: false, problem: 'invalid' };
  if (end < start) return { ok: false, problem: 'order' };
  const after = new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1);
  // The server measures the span in absolute time, so this does too.
  if (after.getTime() - start.getTime() > MAX_RECORD_RANGE_DAYS * 86_400_000)
    return { ok: false, problem: 'tooLong' };
  return { ok: true, from: toLocalIso(start), to: toLocalIso(after) };
}
