import type { PlayerLimit } from '@portal/contracts/responsible-gaming';
import { describe, expect, it } from 'vitest';
import { findLimit, LIMIT_MAX_MINOR, limitOutcome, parseLimit, usedShare } from './limits.ts';

const row = (overrides: Partial<PlayerLimit> = {}): PlayerLimit => ({
  kind: 'deposit',
  period: 'day',
  amount: 100_000,
  used: 25_000,
  pending: null,
  ...overrides,
});
const from = '2026-11-27T10:00:00.000Z';

describe('limits', () => {
  it('finds a row by kind and period, and reads a missing one as no limit', () => {
    const limits = [row(), row({ kind: 'loss', period: 'month', amount: 5 })];
    expect(findLimit(limits, 'loss', 'month').amount).toBe(5);
    expect(findLimit(limits, 'wager', 'week')).toEqual({
      kind: 'wager',
      period: 'week',
      amount: null,
      used: 0,
      pending: null,
    });
  });

  it('reads typed major units as integer minor units, refusing what the server would', () => {
    expect(parseLimit('1,234.5', 2)).toEqual({ ok: true, minor: 123_450 });
    expect(parseLimit('500', 0)).toEqual({ ok: true, minor: 500 });
    expect(parseLimit('0', 2)).toEqual({ ok: false, problem: 'zero' });
    expect(parseLimit('12.345', 2)).toEqual({ ok: false, problem: 'decimals' });
    expect(parseLimit('', 2)).toEqual({ ok: false, problem: 'empty' });
    expect(parseLimit(String(LIMIT_MAX_MINOR / 100), 2)).toEqual({ ok: true, minor: LIMIT_MAX_MINOR });
    expect(parseLimit(String(LIMIT_MAX_MINOR / 100 + 1), 2)).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it('names what a change did from the row before and after it', () => {
    // A first or lower limit applies at once.
    expect(limitOutcome(row({ amount: null }), 50_000, row({ amount: 50_000 }))).toEqual({
      kind: 'applied',
      amount: 50_000,
    });
    // A raise waits; the limit in force stays until then.
    expect(limitOutcome(row(), 200_000, row({ pending: { amount: 200_000, from } }))).toEqual({
      kind: 'raisePending',
      amount: 200_000,
      from,
      current: 100_000,
    });
    // A removal waits too.
    expect(limitOutcome(row(), null, row({ pending: { amount: null, from } }))).toEqual({
      kind: 'removalPending',
      from,
      current: 100_000,
    });
    // The amount in force again cancels the waiting raise.
    expect(limitOutcome(row({ pending: { amount: 200_000, from } }), 100_000, row())).toEqual({
      kind: 'cancelled',
      amount: 100_000,
    });
    // The same amount again without a waiting change is simply in force.
    expect(limitOutcome(row(), 100_000, row())).toEqual({ kind: 'applied', amount: 100_000 });
    expect(limitOutcome(row({ amount: null }), null, row({ amount: null }))).toEqual({ kind: 'removed' });
  });

  it('measures what is used of a limit, at most all of it', () => {
    expect(usedShare(row())).toBe(0.25);
    expect(usedShare(row({ used: 300_000 }))).toBe(1);
    expect(usedShare(row({ amount: null }))).toBe(0);
  });
});
