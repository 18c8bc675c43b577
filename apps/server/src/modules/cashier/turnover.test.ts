import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type TurnoverStep, turnoverOf, turnoverProgress } from './turnover.ts';

const amount = fc.bigInt({ min: 0n, max: 10n ** 12n });
const steps = fc.array(fc.record({ required: amount, stakedAfter: amount }), { maxLength: 12 });
const sum = (values: readonly bigint[]) => values.reduce((a, b) => a + b, 0n);

describe('turnoverProgress', () => {
  // [what it shows, steps as [required, staked after], expected [required, done, outstanding]]
  it.each([
    [
      'owes every credit in full when nothing was staked',
      [
        [100n, 0n],
        [50n, 0n],
      ],
      [150n, 0n, 150n],
    ],
    // 500 staked before the second credit pays off the first, not the second.
    [
      'counts a stake only toward credits made before it',
      [
        [100n, 500n],
        [200n, 50n],
      ],
      [200n, 50n, 150n],
    ],
    [
      'keeps a run open across credits while something is owed',
      [
        [100n, 40n],
        [200n, 60n],
      ],
      [300n, 100n, 200n],
    ],
  ] as const)('%s', (_what, list, [required, done, outstanding]) => {
    const progress = turnoverProgress(list.map(([r, s]) => ({ required: r, stakedAfter: s })));
    expect(progress).toEqual({ required, done, outstanding });
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
