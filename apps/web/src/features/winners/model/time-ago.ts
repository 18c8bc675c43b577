/** Each unit and how many of it make the next one (a month counted as 30 days, roughly). */
const UNITS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

export type TimeAgoStyle = 'long' | 'short';

const formats = new Map<string, Intl.RelativeTimeFormat>();

function formatFor(locale: string, style: TimeAgoStyle, numeric: 'auto' | 'always') {
  const key = `${locale}|${style}|${numeric}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { style, numeric });
    formats.set(key, format);
  }
  return format;
}

/**
 * How long before `now` the moment `iso` was, in the largest whole unit, in the page language:
 * "5 minutes ago" (long, read out) or "5 min. ago" (short, shown); "now" under a minute, and for
 * a moment a little ahead of this device's clock. Null when `iso` is not a date.
 */
export function timeAgo(
  iso: string,
  now: number,
  locale: string,
  style: TimeAgoStyle = 'long',
): string | null {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  let amount = Math.floor(Math.max(0, now - at) / 60_000);
  if (amount === 0) return formatFor(locale, style, 'auto').format(0, 'second');
  for (const [unit, next] of UNITS) {
    if (amount < next) return formatFor(locale, style, 'always').format(-amount, unit);
    amount = Math.floor(amount / next);
  }
  return null;
}
