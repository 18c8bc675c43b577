import type { OddsValue } from '@portal/contracts/lottery';
import { describe, expect, it } from 'vitest';
import { parseAmount } from '../../../lib/amount.ts';
import { addLines, minStakeOf, parseMultiplier, priceSlip, stakeInput, toggleLine } from './slip.ts';

const entry = (betType: OddsValue['list'][number]['betType'], oddsMilli: number, extra = {}) => ({
  betType,
  selection: null,
  odds: String(oddsMilli / 1000),
  oddsMilli,
  multiplier: 1,
  minStake: 100_000,
  maxStake: 1_000_000_000,
  selectionHint: '',
  ...extra,
});

const k3: OddsValue = {
  gameCode: 'K3_1',
  oddsGroup: 'k3',
  oddsVersion: 1,
  currency: 'VND',
  currencySymbol: '₫',
  exponent: 2,
  maxStakePerDraw: 5_000_000,
  list: [entry('k3_sum', 7600), { ...entry('k3_sum', 207_000), selection: '3' }, entry('k3_bs', 1970)],
};

const north: OddsValue = {
  ...k3,
  gameCode: 'VN_MB',
  oddsGroup: 'north',
  maxStakePerDraw: 50_000_000_000,
  list: [entry('lo2', 99_000, { multiplier: 27 }), entry('de', 95_000)],
};

describe('slip lines', () => {
  it('toggles a bet on and off, and adds only new ones', () => {
    const big = { betType: 'k3_bs' as const, selection: 'big' };
    const small = { betType: 'k3_bs' as const, selection: 'small' };
    expect(toggleLine([], big)).toEqual([big]);
    expect(toggleLine([big, small], big)).toEqual([small]);
    expect(addLines([big], [big, small, small])).toEqual([big, small]);
  });
});

describe('priceSlip', () => {
  it('prices every bet at stake × multiplier, with the odds of its own selection where it has one', () => {
    const slip = priceSlip(
      [
        { betType: 'k3_sum', selection: '3' },
        { betType: 'k3_sum', selection: '10' },
        { betType: 'k3_bs', selection: 'big' },
      ],
      100_000,
      2,
      k3,
    );
    expect(slip.problem).toBeNull();
    expect(slip.lines.map((l) => [l.odds, l.unitStake, l.stake, l.winPerHit])).toEqual([
      ['207', 200_000, 200_000, 41_400_000],
      ['7.6', 200_000, 200_000, 1_520_000],
      ['1.97', 200_000, 200_000, 394_000],
    ]);
    expect(slip.total).toBe(600_000);
  });

  it('multiplies a bao lô stake by the count of prize numbers', () => {
    const slip = priceSlip(
      [
        { betType: 'lo2', selection: '27' },
        { betType: 'de', selection: '27' },
      ],
      100_000,
      1,
      north,
    );
    expect(slip.lines.map((l) => [l.units, l.stake])).toEqual([
      [27, 2_700_000],
      [1, 100_000],
    ]);
    expect(slip.total).toBe(2_800_000);
  });

  it('names the first rule the slip breaks', () => {
    const line = { betType: 'k3_bs' as const, selection: 'big' };
    expect(priceSlip([], 100_000, 1, k3).problem).toEqual({ kind: 'noLines' });
    expect(priceSlip([line], 99_999, 1, k3).problem).toEqual({ kind: 'belowMin', min: 100_000 });
    expect(priceSlip([line], 1_000_000_001, 1, k3).problem).toEqual({ kind: 'aboveMax', max: 1_000_000_000 });
    expect(priceSlip([line, { betType: 'k3_sum', selection: '9' }], 3_000_000, 1, k3).problem).toEqual({
      kind: 'abovePerDraw',
      max: 5_000_000,
    });
    expect(priceSlip([{ betType: 'k3_pair', selection: '55' }], 100_000, 1, k3).problem).toEqual({
      kind: 'notOffered',
      line: { betType: 'k3_pair', selection: '55' },
    });
    const many = Array.from({ length: 51 }, (_, i) => ({
      betType: 'de' as const,
      selection: String(i).padStart(2, '0'),
    }));
    expect(priceSlip(many, 100_000, 1, north).problem).toEqual({ kind: 'tooMany', max: 50 });
  });

  it('computes wins in integers (no floating point on money)', () => {
    // 0.1 × 1.97 would be 0.19699999… in floating point.
    const slip = priceSlip([{ betType: 'k3_bs', selection: 'big' }], 10, 1, {
      ...k3,
      list: [entry('k3_bs', 1970, { minStake: 1 })],
    });
    expect(slip.lines[0]?.winPerHit).toBe(19);
  });
});

describe('minStakeOf and parseMultiplier', () => {
  it('reads the least stake and a whole multiplier from 1 to 999', () => {
    expect(minStakeOf(k3, [])).toBe(100_000);
    expect(parseMultiplier('2')).toBe(2);
    expect(parseMultiplier(' 999 ')).toBe(999);
    for (const bad of ['0', '1000', '1.5', '-1', '', 'x']) expect(parseMultiplier(bad)).toBeNull();
  });
});

describe('stakeInput', () => {
  it('groups the thousands of the whole part and keeps only the decimals that matter', () => {
    expect(stakeInput(100_000, 2)).toBe('1,000');
    expect(stakeInput(123_456_750, 2)).toBe('1,234,567.5');
    expect(stakeInput(99_900, 2)).toBe('999');
    expect(stakeInput(100_000, 0)).toBe('100,000');
    expect(stakeInput(5, 2)).toBe('0.05');
  });

  it('writes what parseAmount reads back', () => {
    for (const [minor, exponent] of [
      [100_000, 2],
      [123_456_750, 2],
      [100_000, 0],
      [5, 2],
    ] as const)
      expect(parseAmount(stakeInput(minor, exponent), exponent)).toEqual({ ok: true, minor });
  });
});
