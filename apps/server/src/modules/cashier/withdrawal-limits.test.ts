import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withdrawalLimitsFor } from './withdrawal-limits.ts';

const merchant = { withdrawMax: 5_000_000n, withdrawDailyCount: 5 };
const level = (rank: number, withdrawMax: bigint | null, withdrawDailyCount: number | null) => ({
  rank,
  name: `L${rank}`,
  withdrawMax,
  withdrawDailyCount,
});
const ladder = [
  level(1, null, null),
  level(2, 20_000_000n, null),
  level(3, null, 8),
  level(4, 10_000_000n, 6),
];

describe('withdrawalLimitsFor', () => {
  // [what it shows, rank, expected max, expected count, level named]
  it.each([
    ['gives the merchant its own limits below the first level', 0, 5_000_000n, 5, null],
    ['keeps the merchant limits at a level that sets none', 1, 5_000_000n, 5, null],
    ['raises the largest withdrawal at a level that sets it', 2, 20_000_000n, 5, 'L2'],
    ['keeps the level below’s amount when a level raises only the count', 3, 20_000_000n, 8, 'L3'],
    ['never lowers what a lower level gave', 4, 20_000_000n, 8, 'L3'],
  ] as const)('%s', (_what, rank, maxAmount, dailyCount, name) => {
    const limits = withdrawalLimitsFor(merchant, ladder, rank);
    expect(limits).toMatchObject({ maxAmount, dailyCount });
    expect(limits.raisedBy?.name ?? null).toBe(name);
  });

  it('reads the ladder in rank order whatever order it comes in', () => {
    expect(withdrawalLimitsFor(merchant, [...ladder].reverse(), 3)).toEqual(
      withdrawalLimitsFor(merchant, ladder, 3),
    );
  });

  const limit = fc.option(fc.bigInt({ min: 1n, max: 10n ** 12n }), { nil: null });
  const count = fc.option(fc.integer({ min: 1, max: 100 }), { nil: null });
  const levels = fc
    .array(fc.record({ withdrawMax: limit, withdrawDailyCount: count }), { maxLength: 8 })
    .map((list) => list.map((l, i) => ({ ...l, rank: i + 1, name: `L${i + 1}` })));
  const cashier = fc.record({
    withdrawMax: fc.bigInt({ min: 1n, max: 10n ** 12n }),
    withdrawDailyCount: fc.integer({ min: 0, max: 100 }),
  });

  it('never gives less than the merchant, and never less as the rank rises', () => {
    fc.assert(
      fc.property(cashier, levels, fc.nat({ max: 9 }), (c, list, rank) => {
        const here = withdrawalLimitsFor(c, list, rank);
        const above = withdrawalLimitsFor(c, list, rank + 1);
        expect(here.maxAmount >= c.withdrawMax && here.dailyCount >= c.withdrawDailyCount).toBe(true);
        expect(above.maxAmount >= here.maxAmount && above.dailyCount >= here.dailyCount).toBe(true);
      }),
    );
  });

  it('gives exactly the highest limit among the merchant and the levels held, naming a held level only when it raised one', () => {
    fc.assert(
      fc.property(cashier, levels, fc.nat({ max: 9 }), (c, list, rank) => {
        const held = list.filter((l) => l.rank <= rank);
        const limits = withdrawalLimitsFor(c, list, rank);
        const amounts = [
          c.withdrawMax,
          ...held.flatMap((l) => (l.withdrawMax === null ? [] : [l.withdrawMax])),
        ];
        expect(limits.maxAmount).toBe(amounts.sort((a, b) => Number(b - a))[0]);
        expect(limits.dailyCount).toBe(
          Math.max(c.withdrawDailyCount, ...held.map((l) => l.withdrawDailyCount ?? 0)),
        );
        const raised = limits.maxAmount > c.withdrawMax || limits.dailyCount > c.withdrawDailyCount;
        expect(limits.raisedBy !== null).toBe(raised);
        if (limits.raisedBy) expect(limits.raisedBy.rank).toBeLessThanOrEqual(rank);
      }),
    );
  });
});
