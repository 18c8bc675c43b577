import { describe, expect, it } from 'vitest';
import { formatChatTime } from './chat-time.ts';

describe('chat message time', () => {
  const now = new Date(2026, 10, 21, 18, 0);

  it('shows the time alone for today, the date too for an earlier day', () => {
    const today = new Date(2026, 10, 21, 9, 5).toISOString();
    const earlier = new Date(2026, 10, 20, 9, 5).toISOString();
    expect(formatChatTime(today, 'en-GB', now)).toBe('09:05');
    expect(formatChatTime(earlier, 'en-GB', now)).toBe('20 Nov 2026, 09:05');
  });

  it('returns what it was given when it is not a date', () => {
    expect(formatChatTime('soon', 'en', now)).toBe('soon');
  });
});
