import { describe, expect, it } from 'vitest';
import { toLocalIso } from '../../../lib/date-range.ts';
import { periodText, periodUnitOf } from './income-period.ts';

/** ICU puts thin spaces around the dash; compare words, not space widths. */
const text = (...args: Parameters<typeof periodText>) => periodText(...args).replace(/\s/g, ' ');

const at = (year: number, month: number, day: number) => toLocalIso(new Date(year, month - 1, day));

describe('contract period in local dates', () => {
  it('shows a day as one date and a longer period as a range, the end being exclusive', () => {
    expect(text(at(2026, 11, 21), at(2026, 11, 22), 'en')).toBe('Nov 21, 2026');
    expect(text(at(2026, 11, 16), at(2026, 12, 1), 'en')).toBe('Nov 16 – 30, 2026');
    expect(text(at(2026, 11, 16), at(2026, 12, 1), 'vi')).toBe('16 – 30 thg 11, 2026');
  });

  it('shows an hour as its date and hour range, both ends as the clock shows them', () => {
    const hour = (day: number, h: number, m = 0) => toLocalIso(new Date(2026, 10, day, h, m));
    expect(text(hour(21, 10), hour(21, 11), 'en', 'hour')).toBe('Nov 21, 2026, 10:00 – 11:00 AM');
    expect(text(hour(21, 10), hour(21, 11), 'vi', 'hour')).toBe('10:00–11:00 21 thg 11, 2026');
    expect(text(hour(21, 12), hour(21, 12, 20), 'en', 'hour')).toBe('Nov 21, 2026, 12:00 – 12:20 PM');
    // The last hour of a day ends at the next day's midnight.
    expect(text(hour(21, 23), hour(22, 0), 'en', 'hour')).toBe(
      'Nov 21, 2026, 11:00 PM – Nov 22, 2026, 12:00 AM',
    );
    // Within one minute (settled by hand twice in a row), the seconds tell the ends apart.
    const at = (m: number, sec: number) => toLocalIso(new Date(2026, 10, 21, 10, m, sec));
    expect(text(at(5, 2), at(5, 40), 'en', 'hour')).toBe('Nov 21, 2026, 10:05:02 AM – 10:05:40 AM');
    expect(text('soon', 'later', 'en', 'hour')).toBe('soon – later');
  });

  it('shows the hourly salary by the hour, the other kinds by the day', () => {
    expect(periodUnitOf('hourSalary')).toBe('hour');
    expect(periodUnitOf('dailySalary')).toBe('day');
    expect(periodUnitOf('dividend')).toBe('day');
  });

  it('takes bare dates as the days themselves, and shows unreadable input as it is', () => {
    expect(text('2026-11-23', '2026-11-29', 'en')).toBe('Nov 23 – 29, 2026');
    expect(text('soon', 'later', 'en')).toBe('soon – later');
  });
});
