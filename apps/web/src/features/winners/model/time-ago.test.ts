import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago.ts';

const now = Date.parse('2026-03-10T12:00:00Z');
const before = (ms: number) => new Date(now - ms).toISOString();
const MIN = 60_000;

describe('timeAgo', () => {
  it('says "now" under a minute, and for a moment ahead of the clock', () => {
    expect(timeAgo(before(40_000), now, 'en')).toBe('now');
    expect(timeAgo(before(-90_000), now, 'en')).toBe('now');
  });

  it('counts whole minutes, hours, days, months and years', () => {
    expect(timeAgo(before(5 * MIN + 50_000), now, 'en')).toBe('5 minutes ago');
    expect(timeAgo(before(60 * MIN), now, 'en')).toBe('1 hour ago');
    expect(timeAgo(before(3 * 60 * MIN + 59 * MIN), now, 'en')).toBe('3 hours ago');
    expect(timeAgo(before(24 * 60 * MIN), now, 'en')).toBe('1 day ago');
    expect(timeAgo(before(45 * 24 * 60 * MIN), now, 'en')).toBe('1 month ago');
    expect(timeAgo(before(400 * 24 * 60 * MIN), now, 'en')).toBe('1 year ago');
  });

  it('writes the short form and other languages', () => {
    expect(timeAgo(before(5 * MIN), now, 'en', 'short')).toBe('5 min. ago');
    expect(timeAgo(before(5 * MIN), now, 'vi')).toBe('5 phút trước');
    expect(timeAgo(before(10_000), now, 'vi')).toBe('bây giờ');
  });

  it('gives null for a value that is not a date', () => {
    expect(timeAgo('soon', now, 'en')).toBeNull();
  });
});
