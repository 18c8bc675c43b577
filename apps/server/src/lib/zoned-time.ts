/**
 * Wall-clock time in a named time zone, without a date library: Intl gives the offset of the
 * zone at an instant, and local times are turned into instants by correcting for it.
 */

export type LocalDate = { year: number; month: number; day: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(zone, f);
  }
  return f;
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The local calendar fields of an instant in `zone`. */
export function localParts(instant: Date, zone: string) {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(zone).formatToParts(instant)) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: weekdays.indexOf(parts.weekday ?? ''),
  };
}

/** Milliseconds the zone is ahead of UTC at this instant. */
export function zoneOffsetMs(instant: Date, zone: string): number {
  const p = localParts(instant, zone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant at which the wall clock of `zone` shows this date and time. */
export function zonedToInstant(date: LocalDate, hour: number, minute: number, zone: string): Date {
  const guess = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  let instant = guess - zoneOffsetMs(new Date(guess), zone);
  // Across an offset change the first guess can be an hour out; one correction settles it.
  const corrected = guess - zoneOffsetMs(new Date(instant), zone);
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

export function localDateOf(instant: Date, zone: string): LocalDate {
  const p = localParts(instant, zone);
  return { year: p.year, month: p.month, day: p.day };
}

/** 0 Sunday … 6 Saturday of a calendar date (independent of any zone). */
export const weekdayOf = (d: LocalDate) => new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();

export function addDays(d: LocalDate, days: number): LocalDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** yyyyMMdd */
export const compactDate = (d: LocalDate) =>
  `${d.year}${String(d.month).padStart(2, '0')}${String(d.day).padStart(2, '0')}`;

/** yyyy-MM-dd */
export const isoDate = (d: LocalDate) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** Parses yyyy-MM-dd or yyyyMMdd into a valid calendar date, else null. */
export function parseLocalDate(text: string): LocalDate | null {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day));
  if (t.getUTCFullYear() !== d.year || t.getUTCMonth() + 1 !== d.month || t.getUTCDate() !== d.day)
    return null;
  return d;
}
