import { describe, expect, it } from 'vitest';
import { nextReminderAt, splitDuration } from './reality-check.ts';

const MIN = 60_000;

describe('reality check timing', () => {
  it('is due at every whole interval since the login, the next one after now', () => {
    const start = Date.parse('2026-11-26T10:00:00Z');
    expect(nextReminderAt(start, 30, start)).toBe(start + 30 * MIN);
    expect(nextReminderAt(start, 30, start + 20 * MIN)).toBe(start + 30 * MIN);
    // At a reminder's own time the next one is a whole interval later.
    expect(nextReminderAt(start, 30, start + 30 * MIN)).toBe(start + 60 * MIN);
    // After a reload, 1 h 31 min in: the 2 h mark.
    expect(nextReminderAt(start, 30, start + 91 * MIN)).toBe(start + 120 * MIN);
    expect(nextReminderAt(start, 45, start + 100 * MIN)).toBe(start + 135 * MIN);
    // A login time ahead of this clock counts from the login.
    expect(nextReminderAt(start, 15, start - 5 * MIN)).toBe(start + 15 * MIN);
  });

  it('splits a time logged in into hours and minutes, to the nearest minute', () => {
    expect(splitDuration(90 * MIN)).toEqual({ hours: 1, minutes: 30 });
    expect(splitDuration(30 * MIN - 1)).toEqual({ hours: 0, minutes: 30 });
    expect(splitDuration(120 * MIN + 20_000)).toEqual({ hours: 2, minutes: 0 });
    expect(splitDuration(-5)).toEqual({ hours: 0, minutes: 0 });
  });
});
