import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type TurnoverStep, turnoverOf, turnoverProgress } from './turnover.ts';

const amount = fc.bigInt({ min: 0n, max: 10n ** 12n });
const steps = fc.array(fc.record({ required: amount, stakedAfter: amount }), { maxLength: 12 });
const sum = (values: readonly bigint[]) => values.reduce((a, b) => a + b, 0n);

describe('turnoverProgress', () => {
  it('owes every credit in full when nothing was staked', () => {
    expect(
      turnoverProgress([
        { required: 100n, stakedAfter: 0n },
        { required: 50n, stakedAfter: 0n },
      ]),
    ).toEqual({
      required: 150n,
      done: 0n,
      outstanding: 150n,
    });
  });

  it('counts a stake only toward credits made before it', () => {
    // 500 staked before the second credit pays off the first, not the second.
    expect(
      turnoverProgress([
        { required: 100n, stakedAfter: 500n },
        { required: 200n, stakedAfter: 50n },
      ]),
    ).toEqual({
      required: 200n,
      done: 50n,
      outstanding: 150n,
    });
  });

  it('keeps a run open across credits while something is owed', () => {
    expect(
      turnoverProgress([
        { required: 100n, stakedAfter: 40n },
        { required: 200n, stakedAfter: 60n },
      ]),
    ).toEqual({
      required: 300n,
      done: 100n,
      outstanding: 200n,
    });
  });

  it('never owes less than nothing nor more than was asked, and done and outstanding make up required', () => {
    fc.assert(
      fc.property(steps, (list) => {
        const p = turnoverProgress(list);
        expect(p.outstanding >= 0n && p.done >= 0n).toBe(true);
        expect(p.done + p.outstanding).toBe(p.required);
        expect(p.required <= sum(list.map((s) => s.required))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('owes nothing once as much was staked after the first credit as was ever asked, in the last step', () => {
    fc.assert(
      fc.property(steps, (list) => {
        if (list.length === 0) return;
        const total = sum(list.map((s) => s.required));
        const last = list.length - 1;
        const settled = list.map((s, i): TurnoverStep => (i === last ? { ...s, stakedAfter: total } : s));
        expect(turnoverProgress(settled).outstanding).toBe(0n);
      }),
      { numRuns: 500 },
    );
  });

  it('a further stake lowers what is owed by itself, down to nothing', () => {
    fc.assert(
      fc.property(steps, amount, (list, more) => {
        if (list.length === 0) return;
        const before = turnoverProgress(list).outstanding;
        const last = list.length - 1;
        const after = turnoverProgress(
          list.map((s, i) => (i === last ? { ...s, stakedAfter: s.stakedAfter + more } : s)),
        ).outstanding;
        expect(after).toBe(before > more ? before - more : 0n);
      }),
      { numRuns: 500 },
    );
  });

  it('a later credit never lowers what is owed', () => {
    fc.assert(
      fc.property(steps, amount, amount, (list, required, stakedAfter) => {
        const before = turnoverProgress(list).outstanding;
        const after = turnoverProgress([...list, { required, stakedAfter: 0n }]).outstanding;
        expect(after).toBe(before + required);
        expect(turnoverProgress([...list, { required, stakedAfter }]).outstanding <= before + required).toBe(
          true,
        );
      }),
      { numRuns: 500 },
    );
  });
});

describe('turnoverOf', () => {
  it('takes the percentage, rounding up', () => {
    expect(turnoverOf(1000n, 100)).toBe(1000n);
    expect(turnoverOf(1000n, 250)).toBe(2500n);
    expect(turnoverOf(3n, 50)).toBe(2n);
    expect(turnoverOf(1000n, 0)).toBe(0n);
  });
});
