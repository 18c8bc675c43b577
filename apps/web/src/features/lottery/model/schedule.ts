/** "18:15" minus `seconds`, as "18:00" (a daily draw's close time in its own zone). */
export function minusSeconds(hhmm: string, seconds: number): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const minutes = (((h * 60 + m - Math.ceil(seconds / 60)) % 1440) + 1440) % 1440;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
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
