import type { SessionLimitErrorValue } from '@portal/contracts/responsible-gaming';

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
