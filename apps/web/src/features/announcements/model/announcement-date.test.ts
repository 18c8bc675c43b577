import { afterEach, describe, expect, it, vi } from 'vitest';
import { announcementDateTime, formatAnnouncementDate } from './announcement-date.ts';

afterEach(() => vi.unstubAllEnvs());

describe('announcement date (spec 3: yyyy-MM-dd hh:mm:ss)', () => {
  it("writes the browser's local date and 24-hour time with two-digit parts", () => {
    expect(formatAnnouncementDate(new Date(2026, 0, 5, 7, 8, 9).getTime())).toBe('2026-01-05 07:08:09');
    expect(formatAnnouncementDate(new Date(2026, 10, 21, 23, 59, 0).getTime())).toBe('2026-11-21 23:59:00');
    expect(formatAnnouncementDate(new Date(999, 11, 31, 13, 0, 0).getTime())).toBe('999-12-31 13:00:00');
  });

  it('follows the time zone the browser is in, not UTC', () => {
    const ms = Date.UTC(2026, 10, 21, 22, 30, 15);
    vi.stubEnv('TZ', 'Asia/Ho_Chi_Minh');
    expect(formatAnnouncementDate(ms)).toBe('2026-11-22 05:30:15');
    vi.stubEnv('TZ', 'America/New_York');
    expect(formatAnnouncementDate(ms)).toBe('2026-11-21 17:30:15');
    expect(announcementDateTime(ms)).toBe('2026-11-21T22:30:15.000Z');
  });

  it('writes nothing for a value that is not a date', () => {
    expect(formatAnnouncementDate(Number.NaN)).toBe('');
    expect(formatAnnouncementDate(8.64e15 + 1)).toBe('');
    expect(announcementDateTime(Number.NaN)).toBeUndefined();
  });
});
