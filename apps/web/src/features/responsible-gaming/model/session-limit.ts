import type { RealityCheckValue, SessionLimitErrorValue } from '@portal/contracts/responsible-gaming';

const MINUTE_MS = 60_000;
/** How long before a session's end the member is warned. */
export const WARNING_MINUTES = 5;

const isDate = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** `SESSION_LIMIT`'s value, checked by hand: the start-up bundle carries no schema library. */
export function sessionLimitValue(value: unknown): SessionLimitErrorValue | null {
  const v = value as Partial<Record<keyof SessionLimitErrorValue, unknown>> | null | undefined;
  return typeof v?.minutes === 'number' &&
    Number.isInteger(v.minutes) &&
    v.minutes > 0 &&
    isDate(v.startedAt) &&
    isDate(v.endedAt)
    ? { minutes: v.minutes, startedAt: v.startedAt, endedAt: v.endedAt }
    : null;
}

/**
 * What the session-limit timer does next, at `now` (epoch ms), for a session ending at `endsAt`:
 * warn (once, `WARNING_MINUTES` before the end, or at once if that time has passed), end the
 * session, or wait until `at`.
 */
export function nextSessionLimitStep(
  endsAt: number,
  now: number,
  warned: boolean,
): { step: 'warn' | 'end'; at: number } {
  if (now >= endsAt) return { step: 'end', at: now };
  const warnAt = endsAt - WARNING_MINUTES * MINUTE_MS;
  if (!warned) return { step: 'warn', at: Math.max(now, warnAt) };
  return { step: 'end', at: endsAt };
}

/** The value the app shows when this device ends a session at its limit itself. */
export function endedAtLimit(startedAt: string, endsAt: string): SessionLimitErrorValue {
  const minutes = Math.round((Date.parse(endsAt) - Date.parse(startedAt)) / MINUTE_MS);
  return { minutes: Math.max(1, minutes), startedAt, endedAt: endsAt };
}

/** The end a session is heading for: its session-time limit's, or the daily time limit's. */
export type LimitEnd = { kind: 'session' | 'daily'; endsAt: string };

/**
 * The end that comes first, of the session limit's and the daily limit's (from the session's
 * answer); null when neither limit is set. At the same moment the daily limit's: it is the one
 * that also keeps the member from logging in again, so its notice is the one to show.
 */
export function comingLimitEnd(
  check: Pick<RealityCheckValue, 'sessionEndsAt' | 'dailyTimeMinutes' | 'dailyEndsAt'>,
): LimitEnd | null {
  const session = isDate(check.sessionEndsAt) ? check.sessionEndsAt : null;
  const daily = check.dailyTimeMinutes !== null && isDate(check.dailyEndsAt) ? check.dailyEndsAt : null;
  if (daily && (!session || Date.parse(daily) <= Date.parse(session)))
    return { kind: 'daily', endsAt: daily };
  return session ? { kind: 'session', endsAt: session } : null;
}

/**
 * Whether two answers name the same end: the same limit, within a minute. The daily limit's end
 * is worked out afresh by every answer of the session (the time left, from now), so an answer
 * asked again (the reality check's) may move it by a moment; that is not a new end to warn of.
 */
export const isSameEnd = (a: LimitEnd | null, b: LimitEnd | null): boolean =>
  a !== null &&
  b !== null &&
  a.kind === b.kind &&
  Math.abs(Date.parse(a.endsAt) - Date.parse(b.endsAt)) < MINUTE_MS;
