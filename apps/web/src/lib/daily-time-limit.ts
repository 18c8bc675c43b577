import type { DailyTimeErrorValue } from '@portal/contracts/responsible-gaming';
import type { Translate } from './error-text.ts';
import { formatShortDateTime, formatTime } from './format.ts';

/**
 * The daily time limit's refusal (`DAILY_TIME_LIMIT`): read from the error by hand and said in
 * one sentence, the same in the login dialog (a login refused) and in the notice after a session
 * ended by it. Here in lib, not in the feature, because `errorText` says it too; small on
 * purpose, as it sits in the start-up bundle (no schema library).
 */

const DAY_MS = 86_400_000;

const isDate = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** `DAILY_TIME_LIMIT`'s value, checked by hand: the start-up bundle carries no schema library. */
export function dailyTimeValue(value: unknown): DailyTimeErrorValue | null {
  const v = value as Partial<Record<keyof DailyTimeErrorValue, unknown>> | null | undefined;
  return typeof v?.minutes === 'number' && Number.isInteger(v.minutes) && v.minutes > 0 && isDate(v.resetsAt)
    ? { minutes: v.minutes, resetsAt: v.resetsAt }
    : null;
}

/** A daily limit's length in words: "1 hour", "12 hours", "90 minutes" → "1 h 30 min". */
export function dailyTimeLength(minutes: number, t: Translate): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (rest === 0) return t('errors.dailyTime.hours', { count: hours });
  if (hours === 0) return t('errors.dailyTime.minutes', { count: rest });
  return t('errors.dailyTime.hoursMinutes', { hours, minutes: rest });
}

/** Calendar days from `now`'s date to `at`'s, in the visitor's time zone: 0 today, 1 tomorrow. */
export function calendarDaysAhead(now: number, at: number): number {
  const day = (ms: number) => {
    const date = new Date(ms);
    return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  };
  return Math.round((day(at) - day(now)) / DAY_MS);
}

/**
 * "You have reached your daily time limit of 2 hours. You can sign in again from 00:00
 * tomorrow." The time of the reset in the visitor's time zone: today or tomorrow by its clock,
 * else (a far-off clock) with its date.
 */
export function dailyTimeText(
  value: DailyTimeErrorValue,
  t: Translate,
  locale: string,
  now: number = Date.now(),
): string {
  const length = dailyTimeLength(value.minutes, t);
  const days = calendarDaysAhead(now, Date.parse(value.resetsAt));
  if (days <= 0) return t('errors.dailyTime.today', { length, time: formatTime(value.resetsAt, locale) });
  if (days === 1) return t('errors.dailyTime.tomorrow', { length, time: formatTime(value.resetsAt, locale) });
  return t('errors.dailyTime.later', { length, date: formatShortDateTime(value.resetsAt, locale) });
}
