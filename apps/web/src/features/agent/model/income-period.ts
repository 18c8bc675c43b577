const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A local day from "yyyy-MM-dd" (the day itself), or from an instant (the day it falls on here). */
function dayOf(text: string, exclusiveEnd: boolean): Date | null {
  const date = DATE_ONLY.exec(text);
  if (date) return new Date(Number(date[1]), Number(date[2]) - 1, Number(date[3]));
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  // An instant that ends a period is its first moment after it, as `to` is in every range.
  return new Date(exclusiveEnd ? at - 1 : at);
}

/**
 * A contract period in local dates: "Nov 21, 2026" for a day, "Nov 16 – 30, 2026" for longer.
 * The end is exclusive when it is an instant (the start of the next period), inclusive when it
 * is a bare date; unreadable input shows as it is.
 */
export function periodText(start: string, end: string, locale: string): string {
  const first = dayOf(start, false);
  const last = dayOf(end, true);
  if (!first || !last) return `${start} – ${end}`;
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return last < first ? format.format(first) : format.formatRange(first, last);
}
