import { describe, expect, it } from 'vitest';
import { promotionWindow } from './promotion-window.ts';

const utc = { timeZone: 'UTC' };

describe('promotion window', () => {
  it('writes both ends as dates in the page language', () => {
    expect(promotionWindow('2026-11-01T10:00:00.000Z', '2026-11-30T16:59:59.000Z', 'en', utc)).toEqual({
      from: 'Nov 1, 2026',
      to: 'Nov 30, 2026',
    });
    expect(promotionWindow('2026-11-01T10:00:00.000Z', null, 'vi', utc).from).toBe('1 thg 11, 2026');
  });

  it('has no end for an open-ended promotion', () => {
    expect(promotionWindow('2026-11-01T10:00:00.000Z', null, 'en', utc).to).toBeNull();
  });

  it('adds the time when asked, in the time zone given', () => {
    expect(
      promotionWindow('2026-11-01T10:00:00.000Z', null, 'en', {
        withTime: true,
        timeZone: 'Asia/Ho_Chi_Minh',
      }).from,
    ).toBe('Nov 1, 2026, 5:00 PM');
  });

  it('keeps an unreadable instant as it came', () => {
    expect(promotionWindow('soon', 'later', 'en', utc)).toEqual({ from: 'soon', to: 'later' });
  });
});
