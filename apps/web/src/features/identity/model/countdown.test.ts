import { describe, expect, it } from 'vitest';
import { countdownEnd, maySend, SEND_THROTTLE_MS, secondsLeft } from './countdown.ts';

describe('SMS countdown (spec 4, spec 9)', () => {
  it('runs 60 s times expiredMinutes', () => {
    const now = 1_000_000;
    expect(secondsLeft(countdownEnd(now, 5), now)).toBe(300);
    expect(secondsLeft(countdownEnd(now, 1), now)).toBe(60);
  });

  it('counts whole seconds down to zero and never below', () => {
    const end = 10_000;
    expect(secondsLeft(end, 9_001)).toBe(1);
    expect(secondsLeft(end, 9_999)).toBe(1);
    expect(secondsLeft(end, 10_000)).toBe(0);
    expect(secondsLeft(end, 50_000)).toBe(0);
  });

  it('counts to an expiration time for the forgot-password code', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(secondsLeft(now + 299_500, now)).toBe(300);
  });

  it('refuses a request while counting and within a second of the last send', () => {
    const now = 100_000;
    expect(maySend(now + 5_000, 0, now)).toBe(false);
    expect(maySend(0, now - SEND_THROTTLE_MS + 1, now)).toBe(false);
    expect(maySend(0, now - SEND_THROTTLE_MS, now)).toBe(true);
    expect(maySend(now, 0, now)).toBe(true);
  });
});
