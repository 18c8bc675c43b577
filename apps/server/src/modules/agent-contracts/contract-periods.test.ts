import { describe, expect, it } from 'vitest';
import { completedPeriods, periodAt } from './contract-periods.ts';

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
    for (const type of ['D', 'W', 'H', 'M', 'HR'] as const) {
      const [newer, older] = completedPeriods(now, type, 'Europe/London', 0, 2);
      expect(older?.end.getTime()).toBe(newer?.start.getTime());
    }
  });
});
