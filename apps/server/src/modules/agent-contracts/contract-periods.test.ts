import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localParts } from '../../lib/zoned-time.ts';
import { completedPeriods, periodAt, RT_WINDOW_MS } from './contract-periods.ts';

const zone = 'Asia/Ho_Chi_Minh'; // UTC+7, no daylight saving
const iso = (p: { start: Date; end: Date }) => [p.start.toISOString(), p.end.toISOString()];

describe('contract periods', () => {
  // 2026-11-26 10:00 local is 03:00 UTC, a Thursday.
  const now = new Date('2026-11-26T03:00:00Z');

  it('cuts days, Monday weeks, halves of a month and months at local midnight', () => {
    expect(iso(periodAt(now, 'D', zone))).toEqual(['2026-11-25T17:00:00.000Z', '2026-11-26T17:00:00.000Z']);
    expect(iso(periodAt(now, 'W', zone))).toEqual(['2026-11-22T17:00:00.000Z', '2026-11-29T17:00:00.000Z']);
    expect(iso(periodAt(now, 'H', zone))).toEqual(['2026-11-15T17:00:00.000Z', '2026-11-30T17:00:00.000Z']);
    expect(iso(periodAt(new Date('2026-11-10T03:00:00Z'), 'H', zone))).toEqual([
      '2026-10-31T17:00:00.000Z',
      '2026-11-15T17:00:00.000Z',
    ]);
    expect(iso(periodAt(now, 'M', zone))).toEqual(['2026-10-31T17:00:00.000Z', '2026-11-30T17:00:00.000Z']);
    expect(iso(periodAt(new Date('2026-12-20T03:00:00Z'), 'M', zone))).toEqual([
      '2026-11-30T17:00:00.000Z',
      '2026-12-31T17:00:00.000Z',
    ]);
  });

  it('a Sunday belongs to the week that started on the Monday before', () => {
    // 2026-11-29 is a Sunday.
    expect(iso(periodAt(new Date('2026-11-29T10:00:00Z'), 'W', zone))[0]).toBe('2026-11-22T17:00:00.000Z');
  });

  it('lists the periods that ended before now minus the grace, newest first', () => {
    const days = completedPeriods(now, 'D', zone, 15 * 60_000, 3).map((p) => p.start.toISOString());
    expect(days).toEqual([
      '2026-11-24T17:00:00.000Z',
      '2026-11-23T17:00:00.000Z',
      '2026-11-22T17:00:00.000Z',
    ]);
    // Ten minutes after midnight, yesterday is still within the grace: the day before is the newest.
    const early = completedPeriods(new Date('2026-11-25T17:10:00Z'), 'D', zone, 15 * 60_000, 1);
    expect(early[0]?.start.toISOString()).toBe('2026-11-23T17:00:00.000Z');
    const late = completedPeriods(new Date('2026-11-25T17:20:00Z'), 'D', zone, 15 * 60_000, 1);
    expect(late[0]?.start.toISOString()).toBe('2026-11-24T17:00:00.000Z');
  });

  it('cuts local hours: an instant on the hour starts one, the last millisecond before it ends the one before', () => {
    // 10:00 local is 03:00 UTC.
    expect(iso(periodAt(now, 'HR', zone))).toEqual(['2026-11-26T03:00:00.000Z', '2026-11-26T04:00:00.000Z']);
    expect(iso(periodAt(new Date('2026-11-26T03:59:59.999Z'), 'HR', zone))).toEqual([
      '2026-11-26T03:00:00.000Z',
      '2026-11-26T04:00:00.000Z',
    ]);
    expect(iso(periodAt(new Date('2026-11-26T02:59:59.999Z'), 'HR', zone))[0]).toBe(
      '2026-11-26T02:00:00.000Z',
    );
    // 23:30 local: the last hour of the local day, ending at local midnight (the day's cut).
    expect(iso(periodAt(new Date('2026-11-26T16:30:00Z'), 'HR', zone))).toEqual([
      '2026-11-26T16:00:00.000Z',
      '2026-11-26T17:00:00.000Z',
    ]);
    expect(periodAt(now, 'D', zone).end.toISOString()).toBe('2026-11-26T17:00:00.000Z');
  });

  it('lists the hours that ended before now minus the grace, newest first', () => {
    // 10:10 local: the hour from 09:00 is still within the grace, so 08:00 is the newest.
    const early = completedPeriods(new Date('2026-11-26T03:10:00Z'), 'HR', zone, 15 * 60_000, 2);
    expect(early.map(iso)).toEqual([
      ['2026-11-26T01:00:00.000Z', '2026-11-26T02:00:00.000Z'],
      ['2026-11-26T00:00:00.000Z', '2026-11-26T01:00:00.000Z'],
    ]);
    const late = completedPeriods(new Date('2026-11-26T03:15:00Z'), 'HR', zone, 15 * 60_000, 1);
    expect(late[0]?.start.toISOString()).toBe('2026-11-26T02:00:00.000Z');
    // A day of hours ends at local midnight, where the local day starts.
    const day = completedPeriods(new Date('2026-11-26T17:15:00Z'), 'HR', zone, 15 * 60_000, 24);
    expect(day[0]?.end.toISOString()).toBe('2026-11-26T17:00:00.000Z');
    expect(day[23]?.start.toISOString()).toBe('2026-11-25T17:00:00.000Z');
  });

  it('an hour is an hour across a daylight-saving change, skipped or repeated', () => {
    // Europe/London: clocks went forward at 01:00 UTC on 2026-03-29 and back at 01:00 UTC on 2026-10-25.
    for (const at of [
      '2026-03-29T00:30:00Z',
      '2026-03-29T01:30:00Z',
      '2026-10-25T00:30:00Z',
      '2026-10-25T01:30:00Z',
    ]) {
      const hour = periodAt(new Date(at), 'HR', 'Europe/London');
      expect(hour.end.getTime() - hour.start.getTime()).toBe(3_600_000);
      expect(hour.start.toISOString().slice(14)).toBe('00:00.000Z');
    }
  });

  it('consecutive periods meet without a gap', () => {
    for (const type of ['D', 'W', 'H', 'M', 'HR', 'RT'] as const) {
      const [newer, older] = completedPeriods(now, type, 'Europe/London', 0, 2);
      expect(older?.end.getTime()).toBe(newer?.start.getTime());
    }
  });

  it('cuts 5-minute windows on the local clock: hh:00, hh:05, ... (spec 4 "settles every 5 minutes")', () => {
    expect(iso(periodAt(now, 'RT', zone))).toEqual(['2026-11-26T03:00:00.000Z', '2026-11-26T03:05:00.000Z']);
    expect(iso(periodAt(new Date('2026-11-26T03:04:59.999Z'), 'RT', zone))[0]).toBe(
      '2026-11-26T03:00:00.000Z',
    );
    expect(iso(periodAt(new Date('2026-11-26T03:05:00.000Z'), 'RT', zone))[0]).toBe(
      '2026-11-26T03:05:00.000Z',
    );
    // Nepal is UTC+5:45: its 10:00 is 04:15 UTC, and windows still start on its own clock.
    expect(iso(periodAt(new Date('2026-11-26T04:16:00Z'), 'RT', 'Asia/Kathmandu'))).toEqual([
      '2026-11-26T04:15:00.000Z',
      '2026-11-26T04:20:00.000Z',
    ]);
    // A minute's grace: at 10:05:30 the window to 10:05 is not yet due, at 10:06 it is.
    const early = completedPeriods(new Date('2026-11-26T03:05:30Z'), 'RT', zone, 60_000, 1);
    expect(early[0]?.end.toISOString()).toBe('2026-11-26T03:00:00.000Z');
    const due = completedPeriods(new Date('2026-11-26T03:06:00Z'), 'RT', zone, 60_000, 288);
    expect(due[0]?.end.toISOString()).toBe('2026-11-26T03:05:00.000Z');
    // A day of windows is 288, each meeting the next.
    expect(due[287]?.start.toISOString()).toBe('2026-11-25T03:05:00.000Z');
    due.slice(1).forEach((older, i) => {
      expect(older.end.getTime()).toBe(due[i]?.start.getTime());
    });
  });

  it('5-minute windows tile time in every zone, across daylight-saving changes too', () => {
    const zones = [
      'Asia/Ho_Chi_Minh',
      'Europe/London',
      'America/St_Johns',
      'Asia/Kathmandu',
      'Australia/Eucla',
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }),
        fc.constantFrom(...zones),
        (ms, z) => {
          const window = periodAt(new Date(ms), 'RT', z);
          expect(window.start.getTime()).toBeLessThanOrEqual(ms);
          expect(window.end.getTime()).toBeGreaterThan(ms);
          expect(window.end.getTime() - window.start.getTime()).toBe(RT_WINDOW_MS);
          const local = localParts(window.start, z);
          expect(local.minute % 5).toBe(0);
          expect(local.second).toBe(0);
          // The next window starts where this one ends; the last instant before it is in the one before.
          expect(periodAt(window.end, 'RT', z).start.getTime()).toBe(window.end.getTime());
          expect(periodAt(new Date(window.start.getTime() - 1), 'RT', z).end.getTime()).toBe(
            window.start.getTime(),
          );
        },
      ),
    );
  });
});
