import { describe, expect, it } from 'vitest';
import { cadenceDraw, formatLeft, nextBoundary, phaseOf } from './draw-phase.ts';

const draw = { opensAt: 60_000, closesAt: 110_000, drawAt: 120_000, status: 'open' as const };

describe('phaseOf', () => {
  it('is open until the close, closed until the draw, then waiting for the server', () => {
    expect(phaseOf(draw, 60_000)).toEqual({ kind: 'open', until: 110_000 });
    expect(phaseOf(draw, 109_999)).toEqual({ kind: 'open', until: 110_000 });
    expect(phaseOf(draw, 110_000)).toEqual({ kind: 'closed', until: 120_000 });
    expect(phaseOf(draw, 120_000)).toEqual({ kind: 'waiting' });
  });

  it('reads a draw that has not opened as "closed until the one before it is drawn"', () => {
    const next = { ...draw, status: 'scheduled' as const };
    expect(phaseOf(next, 55_000)).toEqual({ kind: 'closed', until: 60_000 });
    // Past its opening but not opened by the engine yet: wait for the server, do not offer bets.
    expect(phaseOf(next, 61_000)).toEqual({ kind: 'waiting' });
  });
});

describe('nextBoundary', () => {
  it('is the next of open, close and draw times', () => {
    expect(nextBoundary(draw, 50_000)).toBe(60_000);
    expect(nextBoundary(draw, 60_000)).toBe(110_000);
    expect(nextBoundary(draw, 115_000)).toBe(120_000);
    expect(nextBoundary(draw, 120_000)).toBeNull();
  });
});

describe('cadenceDraw', () => {
  it('puts draws on multiples of the cadence, closing the given seconds before', () => {
    const now = Date.UTC(2026, 10, 22, 3, 17, 42);
    expect(cadenceDraw(60, 10, now)).toEqual({
      opensAt: Date.UTC(2026, 10, 22, 3, 17),
      closesAt: Date.UTC(2026, 10, 22, 3, 17, 50),
      drawAt: Date.UTC(2026, 10, 22, 3, 18),
      status: 'open',
    });
    expect(cadenceDraw(300, 30, now).drawAt).toBe(Date.UTC(2026, 10, 22, 3, 20));
    // On the draw instant itself the next draw is the one counted down to.
    expect(cadenceDraw(60, 10, Date.UTC(2026, 10, 22, 3, 18)).drawAt).toBe(Date.UTC(2026, 10, 22, 3, 19));
  });
});

describe('formatLeft', () => {
  it('shows whole seconds left, rounded up, as mm:ss or h:mm:ss', () => {
    expect(formatLeft(10_000, 0)).toBe('00:10');
    expect(formatLeft(10_000, 9_001)).toBe('00:01');
    expect(formatLeft(10_000, 10_500)).toBe('00:00');
    expect(formatLeft(3_725_000, 0)).toBe('1:02:05');
  });
});
