import { describe, expect, it } from 'vitest';
import { msUntilNextReset, timeLeft } from './time-left.ts';

const now = Date.parse('2026-11-21T10:00:00.000Z');

describe('time left of a mission period', () => {
  it('splits what is left into days, hours and minutes, rounding up to the minute', () => {
    expect(timeLeft('2026-11-21T15:12:00.000Z', now)).toEqual({ days: 0, hours: 5, minutes: 12 });
    expect(timeLeft('2026-11-21T15:11:30.000Z', now)).toEqual({ days: 0, hours: 5, minutes: 12 });
    expect(timeLeft('2026-11-21T10:00:01.000Z', now)).toEqual({ days: 0, hours: 0, minutes: 1 });
    expect(timeLeft('2026-11-24T12:30:00.000Z', now)).toEqual({ days: 3, hours: 2, minutes: 30 });
    expect(timeLeft('2026-11-22T10:00:00.000Z', now)).toEqual({ days: 1, hours: 0, minutes: 0 });
  });

  it('is null once the period has ended, or for an unreadable end', () => {
    expect(timeLeft('2026-11-21T10:00:00.000Z', now)).toBeNull();
    expect(timeLeft('2026-11-20T10:00:00.000Z', now)).toBeNull();
    expect(timeLeft('soon', now)).toBeNull();
  });

  it('asks again a second after the first running period ends', () => {
    const missions = [
      { periodEnd: '2026-11-23T17:00:00.000Z' },
      { periodEnd: '2026-11-21T17:00:00.000Z' },
      { periodEnd: '2026-11-21T09:00:00.000Z' },
    ];
    expect(msUntilNextReset(missions, now)).toBe(7 * 3_600_000 + 1_000);
    expect(msUntilNextReset([{ periodEnd: '2026-11-21T09:00:00.000Z' }], now)).toBeNull();
    expect(msUntilNextReset([], now)).toBeNull();
  });
});
