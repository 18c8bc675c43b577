import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dailyTimeInForce,
  dailyTimeView,
  localDay,
  playEndsAt,
  type Stretch,
  timeCovered,
} from './daily-time.ts';

const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 29, 0, 0) + minutes * MINUTE);
const stretch = (from: number, to: number): Stretch => ({ from: at(from), to: at(to) });
const day = stretch(0, 24 * 60);
const midnight = at(24 * 60);

const stretches = fc.array(
  fc
    .tuple(fc.integer({ min: -600, max: 2_000 }), fc.integer({ min: 0, max: 600 }))
    .map(([from, length]) => stretch(from, from + length)),
  { maxLength: 12 },
);
const lengthIn = (s: Stretch, within: Stretch) =>
  Math.max(
    0,
    Math.min(s.to.getTime(), within.to.getTime()) - Math.max(s.from.getTime(), within.from.getTime()),
  );

describe('time covered by sessions', () => {
  it('counts time on two devices at once once, and nothing outside the day', () => {
    expect(timeCovered([stretch(60, 120), stretch(90, 150)], day)).toBe(90 * MINUTE);
    expect(timeCovered([stretch(-30, 30), stretch(24 * 60 - 10, 24 * 60 + 50)], day)).toBe(40 * MINUTE);
    expect(timeCovered([stretch(10, 20), stretch(10, 20), stretch(12, 15)], day)).toBe(10 * MINUTE);
    expect(timeCovered([], day)).toBe(0);
  });

  it('is at least the longest session and at most their sum, whatever their order', () => {
    fc.assert(
      fc.property(stretches, (list) => {
        const covered = timeCovered(list, day);
        const lengths = list.map((s) => lengthIn(s, day));
        expect(covered).toBeGreaterThanOrEqual(Math.max(0, ...lengths));
        expect(covered).toBeLessThanOrEqual(lengths.reduce((a, b) => a + b, 0));
        expect(timeCovered([...list].reverse(), day)).toBe(covered);
        expect(covered).toBeLessThanOrEqual(24 * 60 * MINUTE);
      }),
    );
  });

  it('grows by exactly the new time when a session is added', () => {
    fc.assert(
      fc.property(stretches, fc.integer({ min: 0, max: 1_400 }), (list, from) => {
        // A session after every other one adds its whole length (inside the day).
        const latest = Math.max(0, ...list.map((s) => (s.to.getTime() - at(0).getTime()) / MINUTE));
        const start = Math.max(from, latest);
        const added = stretch(start, start + 30);
        expect(timeCovered([...list, added], day)).toBe(timeCovered(list, day) + lengthIn(added, day));
      }),
    );
  });
});

describe('when play reaches the daily limit', () => {
  const dayEnd = midnight;

  it('is what is left of the limit from now, or now once it is used up', () => {
    expect(playEndsAt(60, 20 * MINUTE, at(600), dayEnd)).toEqual(at(640));
    expect(playEndsAt(60, 60 * MINUTE, at(600), dayEnd)).toEqual(at(600));
    expect(playEndsAt(60, 75 * MINUTE, at(600), dayEnd)).toEqual(at(600));
  });

  it("runs into the next day with that day's whole limit", () => {
    // 23:30 with 40 minutes left: midnight comes first, and the new day gives 60 more.
    expect(playEndsAt(60, 20 * MINUTE, at(23 * 60 + 30), dayEnd)).toEqual(at(25 * 60));
  });

  it('never ends before now, never later than the limit after midnight, never after the limit when the day has room', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(60, 120, 180, 240, 360, 480, 720),
        fc.integer({ min: 0, max: 24 * 60 - 1 }),
        fc.integer({ min: 0, max: 900 }),
        (limit, nowMinute, playedMinutes) => {
          const now = at(nowMinute);
          const end = playEndsAt(limit, playedMinutes * MINUTE, now, dayEnd);
          expect(end.getTime()).toBeGreaterThanOrEqual(now.getTime());
          expect(end.getTime()).toBeLessThanOrEqual(dayEnd.getTime() + limit * MINUTE);
          const left = Math.max(0, limit - playedMinutes) * MINUTE;
          if (now.getTime() + left < dayEnd.getTime()) expect(end.getTime()).toBe(now.getTime() + left);
        },
      ),
    );
  });
});

describe('the limit in force and the day', () => {
  const member = (minutes: number | null, pending: number | null, from: Date | null) => ({
    daily_time_minutes: minutes,
    daily_time_pending: pending,
    daily_time_pending_from: from,
  });

  it('takes a waiting change once its time has come', () => {
    expect(dailyTimeInForce(member(60, 120, at(100)), at(99))).toBe(60);
    expect(dailyTimeInForce(member(60, 120, at(100)), at(100))).toBe(120);
    expect(dailyTimeInForce(member(60, null, at(100)), at(101))).toBeNull();
    expect(dailyTimeInForce(member(null, null, null), at(0))).toBeNull();
  });

  it('shows the waiting change, the whole minutes played and when the day ends', () => {
    expect(dailyTimeView(member(60, 120, at(100)), 90.5 * MINUTE, at(50), midnight)).toEqual({
      minutes: 60,
      pending: { minutes: 120, from: at(100).toISOString() },
      playedMinutes: 90,
      resetsAt: midnight.toISOString(),
    });
  });

  it("is the merchant's local day, midnight to midnight", () => {
    // 2026-11-29 03:00 UTC is 10:00 in Ho Chi Minh City (UTC+7): that day runs from 17:00 UTC the evening before.
    const local = localDay(new Date('2026-11-29T03:00:00Z'), 'Asia/Ho_Chi_Minh');
    expect(local.from.toISOString()).toBe('2026-11-28T17:00:00.000Z');
    expect(local.to.toISOString()).toBe('2026-11-29T17:00:00.000Z');
    // 18:00 UTC is already the next local day.
    expect(localDay(new Date('2026-11-29T18:00:00Z'), 'Asia/Ho_Chi_Minh').from.toISOString()).toBe(
      '2026-11-29T17:00:00.000Z',
    );
  });
});
