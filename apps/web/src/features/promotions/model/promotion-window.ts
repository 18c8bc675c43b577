/** When a promotion runs, written in the page language: both ends, or the start of an open-ended one. */
export type PromotionWindow = { from: string; to: string | null };

/**
 * The start and end of a promotion as dates ("21 Nov 2026") or, with `withTime`, dates and times
 * ("21 Nov 2026, 10:00"), in the visitor's time zone unless one is given; an unreadable instant is
 * written as it came.
 */
export function promotionWindow(
  startsAt: string,
  endsAt: string | null,
  locale: string,
  { withTime = false, timeZone }: { withTime?: boolean; timeZone?: string } = {},
): PromotionWindow {
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    ...(timeZone ? { timeZone } : {}),
  });
  const write = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : format.format(date);
  };
  return { from: write(startsAt), to: endsAt === null ? null : write(endsAt) };
}
