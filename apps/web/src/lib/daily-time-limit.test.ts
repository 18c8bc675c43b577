import { afterEach, describe, expect, it } from 'vitest';
import { calendarDaysAhead, dailyTimeLength, dailyTimeText, dailyTimeValue } from './daily-time-limit.ts';
import { formatShortDateTime, formatTime } from './format.ts';
import { applyLanguage, i18n } from './i18n.ts';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

afterEach(async () => {
  await applyLanguage('en');
});

/** An instant by the visitor's own clock (the test's time zone, whatever it is). */
const local = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).getTime();
const iso = (ms: number) => new Date(ms).toISOString();

describe('dailyTimeValue', () => {
  it('reads a well-formed DAILY_TIME_LIMIT value and nothing else', () => {
    const good = { minutes: 120, resetsAt: '2026-11-26T17:00:00.000Z' };
    expect(dailyTimeValue(good)).toEqual(good);
    expect(dailyTimeValue({ ...good, extra: 1 })).toEqual(good);
    for (const bad of [
      null,
      undefined,
      'x',
      {},
      { ...good, minutes: 0 },
      { ...good, minutes: 1.5 },
      { ...good, minutes: '120' },
      { ...good, resetsAt: 'midnight' },
      { minutes: 120 },
    ])
      expect(dailyTimeValue(bad)).toBeNull();
  });
});

describe('dailyTimeLength', () => {
  it('says whole hours in words, and anything else in hours and minutes', () => {
    expect([60, 120, 720].map((m) => dailyTimeLength(m, t))).toEqual(['1 hour', '2 hours', '12 hours']);
    expect(dailyTimeLength(45, t)).toBe('45 minutes');
    expect(dailyTimeLength(1, t)).toBe('1 minute');
    expect(dailyTimeLength(90, t)).toBe('1 h 30 min');
  });
});

describe('calendarDaysAhead', () => {
  it("counts the visitor's calendar days, not 24-hour spans", () => {
    expect(calendarDaysAhead(local(26, 9), local(26, 23, 59))).toBe(0);
    expect(calendarDaysAhead(local(26, 23, 30), local(27, 0))).toBe(1);
    expect(calendarDaysAhead(local(26, 0, 30), local(27, 23))).toBe(1);
    expect(calendarDaysAhead(local(26, 12), local(28, 1))).toBe(2);
    expect(calendarDaysAhead(local(26, 12), local(25, 23))).toBe(-1);
  });
});

describe('dailyTimeText', () => {
  it('says the limit and from when a login is possible again: tomorrow, today, or a later date', async () => {
    const midnight = iso(local(27, 0));
    const value = { minutes: 120, resetsAt: midnight };
    expect(dailyTimeText(value, t, 'en', local(26, 22, 15))).toBe(
      `You have reached your daily time limit of 2 hours. You can sign in again from ${formatTime(midnight, 'en')} tomorrow.`,
    );
    // The brand's day can end during the visitor's (another time zone): today, then.
    const sevenAm = iso(local(27, 7));
    expect(dailyTimeText({ minutes: 60, resetsAt: sevenAm }, t, 'en', local(27, 1))).toBe(
      `You have reached your daily time limit of 1 hour. You can sign in again from ${formatTime(sevenAm, 'en')} today.`,
    );
    // A clock far off: the date too.
    expect(dailyTimeText(value, t, 'en', local(20, 12))).toBe(
      `You have reached your daily time limit of 2 hours. You can sign in again from ${formatShortDateTime(midnight, 'en')}.`,
    );
    await applyLanguage('vi');
    expect(dailyTimeText({ minutes: 480, resetsAt: midnight }, t, 'vi', local(26, 22, 15))).toBe(
      `Bạn đã đạt giới hạn thời gian mỗi ngày là 8 giờ. Bạn có thể đăng nhập lại từ ${formatTime(midnight, 'vi')} ngày mai.`,
    );
  });
});
