import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  comingLimitEnd,
  isSameEnd,
  nextSessionLimitStep,
  sessionLimitValue,
  WARNING_MINUTES,
} from './session-limit.ts';

const MIN = 60_000;

describe('nextSessionLimitStep', () => {
  it('warns once, never after the end, and ends no earlier than the end', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 * 24 * 60 * MIN }),
        fc.integer({ min: -24 * 60 * MIN, max: 24 * 60 * MIN }),
        fc.boolean(),
        (endsAt, offset, warned) => {
          const now = endsAt - offset;
          const next = nextSessionLimitStep(endsAt, now, warned);
          expect(next.at).toBeGreaterThanOrEqual(now);
          if (now >= endsAt) expect(next).toEqual({ step: 'end', at: now });
          else if (warned) expect(next).toEqual({ step: 'end', at: endsAt });
          else {
            expect(next.step).toBe('warn');
            expect(next.at).toBe(Math.max(now, endsAt - WARNING_MINUTES * MIN));
            expect(next.at).toBeLessThan(endsAt);
          }
        },
      ),
    );
  });
});

describe('sessionLimitValue', () => {
  it('reads a well-formed value and nothing else', () => {
    const good = { minutes: 60, startedAt: '2026-11-26T09:00:00.000Z', endedAt: '2026-11-26T10:00:00.000Z' };
    expect(sessionLimitValue(good)).toEqual(good);
    for (const bad of [
      null,
      undefined,
      'x',
      { ...good, minutes: 0 },
      { ...good, minutes: 1.5 },
      { ...good, endedAt: 'soon' },
    ])
      expect(sessionLimitValue(bad)).toBeNull();
  });
});

describe('comingLimitEnd', () => {
  const at = (minutes: number) =>
    new Date(Date.parse('2026-11-26T10:00:00.000Z') + minutes * MIN).toISOString();
  const check = (
    sessionEndsAt: string | null,
    dailyEndsAt: string | null,
    dailyTimeMinutes: number | null = 120,
  ) => ({
    sessionEndsAt,
    dailyTimeMinutes,
    dailyEndsAt,
  });

  it('picks the earlier of the two ends, and says which limit it is', () => {
    expect(comingLimitEnd(check(at(30), at(45)))).toEqual({ kind: 'session', endsAt: at(30) });
    expect(comingLimitEnd(check(at(45), at(30)))).toEqual({ kind: 'daily', endsAt: at(30) });
    // An end on the next day (the new day's full limit) is compared as any other.
    expect(comingLimitEnd(check(at(60), at(24 * 60 + 120)))).toEqual({ kind: 'session', endsAt: at(60) });
  });

  it('takes the one set when only one is, and none without a limit', () => {
    expect(comingLimitEnd(check(at(30), null))).toEqual({ kind: 'session', endsAt: at(30) });
    expect(comingLimitEnd(check(null, at(30)))).toEqual({ kind: 'daily', endsAt: at(30) });
    expect(comingLimitEnd(check(null, null, null))).toBeNull();
  });

  it('names the daily limit when both end at once: it also keeps the member from logging in again', () => {
    expect(comingLimitEnd(check(at(30), at(30)))).toEqual({ kind: 'daily', endsAt: at(30) });
  });

  it('ignores a daily end without its limit, and an end that is not a date', () => {
    expect(comingLimitEnd(check(at(45), at(30), null))).toEqual({ kind: 'session', endsAt: at(45) });
    expect(comingLimitEnd(check(at(45), 'soon'))).toEqual({ kind: 'session', endsAt: at(45) });
    expect(comingLimitEnd(check('later', at(30)))).toEqual({ kind: 'daily', endsAt: at(30) });
  });

  it('always answers the earliest end of those set', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 48 * 60 }), { nil: null }),
        fc.option(fc.integer({ min: 0, max: 48 * 60 }), { nil: null }),
        (session, daily) => {
          const end = comingLimitEnd(
            check(session === null ? null : at(session), daily === null ? null : at(daily)),
          );
          const ends = [session, daily].filter((m): m is number => m !== null);
          if (ends.length === 0) expect(end).toBeNull();
          else expect(end?.endsAt).toBe(at(Math.min(...ends)));
          if (end?.kind === 'session') expect(daily === null || (session as number) < daily).toBe(true);
        },
      ),
    );
  });
});

describe('isSameEnd', () => {
  const end = (kind: 'session' | 'daily', iso: string) => ({ kind, endsAt: iso });
  it('is the same limit ending within a minute, so a fresh answer does not warn again', () => {
    const daily = end('daily', '2026-11-26T10:40:00.000Z');
    expect(isSameEnd(daily, end('daily', '2026-11-26T10:40:00.350Z'))).toBe(true);
    expect(isSameEnd(daily, end('daily', '2026-11-26T10:39:30.000Z'))).toBe(true);
    // A changed limit moves the end by far more; the other limit is another end.
    expect(isSameEnd(daily, end('daily', '2026-11-26T10:41:00.000Z'))).toBe(false);
    expect(isSameEnd(daily, end('session', '2026-11-26T10:40:00.000Z'))).toBe(false);
    expect(isSameEnd(null, daily)).toBe(false);
  });
});
