import { addMonths } from '@portal/contracts/responsible-gaming';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextLimitState } from './rg.service.ts';

const HOUR = 3_600_000;
const now = new Date('2026-11-26T12:00:00Z');
const amount = fc.option(fc.bigInt({ min: 1n, max: 10n ** 15n }), { nil: null });
const pending = fc.option(
  fc.record({
    amount,
    from: fc.integer({ min: -48, max: 48 }).map((h) => new Date(now.getTime() + h * HOUR)),
  }),
  { nil: null },
);
/** The limit in force at `at` for a state: null is no limit (unbounded). */
const inForce = (s: ReturnType<typeof nextLimitState>, at: Date) =>
  s.pending && s.pending.from <= at ? s.pending.amount : s.amount;
const looser = (a: bigint | null, b: bigint | null) => (a === null ? b !== null : b !== null && a > b);

describe('setting a limit', () => {
  it('never loosens the limit in force now; a tighter or first limit applies now; a looser one waits', () => {
    fc.assert(
      fc.property(fc.record({ amount, pending }), amount, (row, wanted) => {
        const before = inForce(row, now);
        const next = nextLimitState(row, wanted, now);
        const after = inForce(next, now);
        expect(looser(after, before)).toBe(false);
        if (before === null || (wanted !== null && wanted <= before)) {
          expect(after).toBe(wanted);
          expect(next.pending).toBeNull();
        } else {
          expect(after).toBe(before);
          expect(next.pending?.amount).toBe(wanted);
          expect(next.pending && next.pending.from > now).toBe(true);
          // Once its time has come, the wanted limit is the one in force; a new wait is 24 hours.
          if (next.pending) expect(inForce(next, next.pending.from)).toBe(wanted);
          if (next.pending !== row.pending)
            expect(next.pending?.from.getTime()).toBe(now.getTime() + 24 * HOUR);
        }
      }),
    );
  });

  it('keeps the original time when the same raise is asked again', () => {
    const first = nextLimitState({ amount: 100n, pending: null }, 500n, now);
    const again = nextLimitState(first, 500n, new Date(now.getTime() + 5 * HOUR));
    expect(again.pending?.from).toEqual(first.pending?.from);
    const other = nextLimitState(first, 700n, new Date(now.getTime() + 5 * HOUR));
    expect(other.pending?.from.getTime()).toBe(now.getTime() + 29 * HOUR);
  });
});

describe('self-exclusion lengths', () => {
  it('counts calendar months, the day kept within the month', () => {
    expect(addMonths(new Date('2026-08-31T10:00:00Z'), 6).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2026-11-26T12:00:00Z'), 12).toISOString()).toBe('2027-11-26T12:00:00.000Z');
    expect(addMonths(new Date('2028-02-29T00:00:00Z'), 60).toISOString()).toBe('2033-02-28T00:00:00.000Z');
  });
});
