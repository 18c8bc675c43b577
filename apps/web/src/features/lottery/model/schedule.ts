const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};
const closeMinutesOf = (drawTime: string, closeSeconds: number) =>
  (((minutesOf(drawTime) - Math.ceil(closeSeconds / 60)) % 1440) + 1440) % 1440;

/** "18:15" minus `seconds`, as "18:00" (a daily draw's close time in its own zone). */
export function minusSeconds(hhmm: string, seconds: number): string {
  const minutes = closeMinutesOf(hhmm, seconds);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Vietnam keeps UTC+7 all year (the official draws' zone). */
const VIETNAM_OFFSET_MINUTES = 7 * 60;

/**
 * Where today's daily draw stands at `now` (ms since the epoch), on the Vietnam clock: taking
 * bets, closed before its draw, or drawn (the next one is another day). The close is taken to
 * fall on the draw's own day, as with every official game (evening draws, closing before them).
 */
export function todayDrawState(
  drawTime: string,
  closeSeconds: number,
  now: number,
): 'open' | 'closed' | 'drawn' {
  const minute = Math.floor((now / 60_000 + VIETNAM_OFFSET_MINUTES) % 1440);
  if (minute < closeMinutesOf(drawTime, closeSeconds)) return 'open';
  return minute < minutesOf(drawTime) ? 'closed' : 'drawn';
}

/** Weekday names (0 Sunday … 6 Saturday) in the page language, Monday first: "Mon, Sun". */
export function weekdayNames(days: readonly number[], locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  // 7 January 2024 was a Sunday.
  const name = (d: number) => format.format(new Date(Date.UTC(2024, 0, 7 + d)));
  return [...days]
    .sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7))
    .map(name)
    .join(', ');
}
