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

  it('consecutive periods meet without a gap', () => {
    for (const type of ['D', 'W', 'H', 'M'] as const) {
      const [newer, older] = completedPeriods(now, type, 'Europe/London', 0, 2);
      expect(older?.end.getTime()).toBe(newer?.start.getTime());
    }
  });
});
