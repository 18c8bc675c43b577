import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankFor } from '../identity/member-view.ts';

const ladder = [
  { rank: 1, minDeposit: 500n },
  { rank: 2, minDeposit: 2_000n },
  { rank: 3, minDeposit: 10_000n },
];

describe('the club rank of a deposit total', () => {
  it('is the highest level reached, 0 below the first', () => {
    expect([0n, 499n, 500n, 1_999n, 2_000n, 10_000n, 10n ** 15n].map((d) => rankFor(ladder, d))).toEqual([
      0, 0, 1, 1, 2, 3, 3,
    ]);
    expect(rankFor([], 10n ** 12n)).toBe(0);
  });

  it('never falls as the total grows, whatever order the levels come in', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(ladder),
        fc.bigInt({ min: 0n, max: 20_000n }),
        fc.bigInt({ min: 0n, max: 20_000n }),
        (levels, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(rankFor(levels, low)).toBeLessThanOrEqual(rankFor(levels, high));
        },
      ),
    );
  });
});
