import { CONTRACT_PERIODS, type ContractKind } from '@portal/contracts/agent-contracts';

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
 * How a kind's periods are shown: as days (dates), or as times of day (a date and a time range:
 * the hourly salary's hours, the real-time salary's 5-minute windows).
 */
export type PeriodUnit = 'day' | 'hour';

export const periodUnitOf = (kind: ContractKind): PeriodUnit =>
  CONTRACT_PERIODS[kind].some((period) => period === 'HR' || period === 'RT') ? 'hour' : 'day';

/**
 * A contract period in local dates: "Nov 21, 2026" for a day, "Nov 16 – 30, 2026" for longer.
 * The end is exclusive when it is an instant (the start of the next period), inclusive when it
 * is a bare date; unreadable input shows as it is. In hours, the date and the hour range, both
 * ends as the clock shows them: "Nov 21, 2026, 10:00 – 11:00 AM" (a window the operator
 * settled early ends earlier).
 */
export function periodText(start: string, end: string, locale: string, unit: PeriodUnit = 'day'): string {
  if (unit === 'hour') return hourRangeText(start, end, locale);
  const first = dayOf(start, false);
  const last = dayOf(end, true);
  if (!first || !last) return `${start} – ${end}`;
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return last < first ? format.format(first) : format.formatRange(first, last);
}

function hourRangeText(start: string, end: string, locale: string): string {
  const first = Date.parse(start);
  const last = Date.parse(end);
  if (Number.isNaN(first) || Number.isNaN(last)) return `${start} – ${end}`;
  if (last <= first) return formatAt(locale, 'short').format(first);
  // A window the operator settled within a minute shows its seconds, rather than one time.
  const sameMinute = Math.floor(first / 60_000) === Math.floor(last / 60_000);
  return formatAt(locale, sameMinute ? 'medium' : 'short').formatRange(first, last);
}

const formatAt = (locale: string, timeStyle: 'short' | 'medium') =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle });
