import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ContractTier,
  offerContractBodySchema,
  realtimeRatesFor,
  tiersAboveUpline,
} from './agent-contracts.ts';

/** A real-time tier: single bet amount (minor units), profit and loss rates (bp). */
const rt = (singleBet: number, profitBp: number, lossBp: number): ContractTier => ({
  minValidBet: singleBet,
  minActiveMembers: 0,
  rateBp: profitBp,
  lossRateBp: lossBp,
});
const offer = (kind: string, tiers: unknown) =>
  offerContractBodySchema.safeParse({ kind, account: 'sub', tiers });
const paths = (kind: string, tiers: unknown) => {
  const parsed = offer(kind, tiers);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'));
};

describe('real-time salary tiers (spec 3: profit rate, loss rate, single bet amount)', () => {
  it('takes climbing tiers: a bigger single bet each, at least as much on both rates and more on one', () => {
    expect(offer('realtimeSalary', [rt(0, 10, 20)]).success).toBe(true);
    expect(offer('realtimeSalary', [rt(0, 10, 20), rt(100_000, 10, 30), rt(500_000, 50, 30)]).success).toBe(
      true,
    );
  });

  it('refuses bad input, naming the field', () => {
    // No loss rate, an active-member threshold, a rate above 3% or below 0.01%.
    expect(paths('realtimeSalary', [{ minValidBet: 0, minActiveMembers: 0, rateBp: 10 }])).toEqual([
      'tiers.0.lossRateBp',
    ]);
    expect(paths('realtimeSalary', [{ ...rt(0, 10, 20), minActiveMembers: 2 }])).toEqual([
      'tiers.0.minActiveMembers',
    ]);
    expect(paths('realtimeSalary', [rt(0, 301, 20)])).toEqual(['tiers.0.rateBp']);
    expect(paths('realtimeSalary', [rt(0, 10, 301)])).toEqual(['tiers.0.lossRateBp']);
    expect(paths('realtimeSalary', [rt(0, 10, 0)])).toEqual(['tiers.0.lossRateBp']);
    expect(paths('realtimeSalary', [rt(-1, 10, 10)])).toEqual(['tiers.0.minValidBet']);
    expect(paths('realtimeSalary', [{ ...rt(0, 10, 10), rateBp: 1.5 }])).toEqual(['tiers.0.rateBp']);
    expect(paths('realtimeSalary', [{ ...rt(0, 10, 10), extra: 1 }])).toHaveLength(1);
    // Not climbing: the same single bet, a rate going down, nothing more paid.
    expect(paths('realtimeSalary', [rt(0, 10, 20), rt(0, 20, 30)])).toEqual(['tiers.1']);
    expect(paths('realtimeSalary', [rt(0, 10, 20), rt(10, 5, 30)])).toEqual(['tiers.1.rateBp']);
    expect(paths('realtimeSalary', [rt(0, 10, 20), rt(10, 20, 10)])).toEqual(['tiers.1.lossRateBp']);
    expect(paths('realtimeSalary', [rt(0, 10, 20), rt(10, 10, 20)])).toEqual(['tiers.1.rateBp']);
    // Six tiers, none, or not a list.
    expect(
      offer(
        'realtimeSalary',
        [1, 2, 3, 4, 5, 6].map((n) => rt(n, n, n)),
      ).success,
    ).toBe(false);
    expect(offer('realtimeSalary', []).success).toBe(false);
    expect(offer('realtimeSalary', 'rt').success).toBe(false);
    // The other kinds have no loss rate.
    expect(paths('hourSalary', [rt(0, 10, 20)])).toEqual(['tiers.0.lossRateBp']);
    expect(paths('dailySalary', [{ minValidBet: 0, minActiveMembers: 0, rateBp: 10 }])).toEqual([]);
  });

  it('rates a bet by the best tier its stake reaches; none below every single bet amount', () => {
    const tiers = [rt(1000, 10, 20), rt(5000, 20, 40)];
    expect(realtimeRatesFor(tiers, 999)).toEqual({ profitBp: 0, lossBp: 0 });
    expect(realtimeRatesFor(tiers, 1000)).toEqual({ profitBp: 10, lossBp: 20 });
    expect(realtimeRatesFor(tiers, 4999n)).toEqual({ profitBp: 10, lossBp: 20 });
    expect(realtimeRatesFor(tiers, 5000n)).toEqual({ profitBp: 20, lossBp: 40 });
  });

  it('a downline fits under its upline when, at each of its single bets, the upline pays as much on both rates', () => {
    const upline = [rt(0, 10, 20), rt(5000, 20, 40)];
    expect(tiersAboveUpline([rt(0, 10, 20)], upline)).toEqual([]);
    expect(tiersAboveUpline([rt(0, 5, 21)], upline)).toEqual([0]);
    expect(tiersAboveUpline([rt(0, 11, 5)], upline)).toEqual([0]);
    expect(tiersAboveUpline([rt(0, 5, 5), rt(5000, 20, 40)], upline)).toEqual([]);
    expect(tiersAboveUpline([rt(0, 5, 5), rt(4999, 20, 40)], upline)).toEqual([1]);
  });

  it('a tier that fits pays, on every stake, no more than the upline on either rate', () => {
    const tier = fc
      .tuple(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 1, max: 300 }),
      )
      .map(([bet, profit, loss]) => rt(bet, profit, loss));
    fc.assert(
      fc.property(
        fc.array(tier, { minLength: 1, maxLength: 5 }),
        fc.array(tier, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (up, down, stake) => {
          if (tiersAboveUpline(down, up).length > 0) return;
          const [u, d] = [realtimeRatesFor(up, stake), realtimeRatesFor(down, stake)];
          expect(u.profitBp).toBeGreaterThanOrEqual(d.profitBp);
          expect(u.lossBp).toBeGreaterThanOrEqual(d.lossBp);
        },
      ),
    );
  });
});
