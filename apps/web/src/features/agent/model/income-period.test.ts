import { describe, expect, it } from 'vitest';
import { toLocalIso } from '../../../lib/date-range.ts';
import { periodText } from './income-period.ts';

/** ICU puts thin spaces around the dash; compare words, not space widths. */
const text = (...args: Parameters<typeof periodText>) => periodText(...args).replace(/\s/g, ' ');

const at = (year: number, month: number, day: number) => toLocalIso(new Date(year, month - 1, day));

describe('contract period in local dates', () => {
  it('shows a day as one date and a longer period as a range, the end being exclusive', () => {
    expect(text(at(2026, 11, 21), at(2026, 11, 22), 'en')).toBe('Nov 21, 2026');
    expect(text(at(2026, 11, 16), at(2026, 12, 1), 'en')).toBe('Nov 16 – 30, 2026');
    expect(text(at(2026, 11, 16), at(2026, 12, 1), 'vi')).toBe('16 – 30 thg 11, 2026');
  });

  it('takes bare dates as the days themselves, and shows unreadable input as it is', () => {
    expect(text('2026-11-23', '2026-11-29', 'en')).toBe('Nov 23 – 29, 2026');
    expect(text('soon', 'later', 'en')).toBe('soon – later');
  });
});
