import { describe, expect, it } from 'vitest';
import { convertProblem, maxConvertible, maxQuantity, parseWhole } from './points-input.ts';

describe('points input', () => {
  it('reads whole numbers, grouped or not, and refuses anything else', () => {
    expect(parseWhole('1200')).toEqual({ ok: true, value: 1200 });
    expect(parseWhole(' 1,200 ')).toEqual({ ok: true, value: 1200 });
    expect(parseWhole('1.200')).toEqual({ ok: true, value: 1200 });
    expect(parseWhole('1 200 000')).toEqual({ ok: true, value: 1_200_000 });
    expect(parseWhole('')).toEqual({ ok: false, problem: 'empty' });
    expect(parseWhole('   ')).toEqual({ ok: false, problem: 'empty' });
    for (const text of ['12.5', '-100', '1e3', 'abc', '1,20', '+5', '99999999999999999999'])
      expect(parseWhole(text)).toEqual({ ok: false, problem: 'format' });
  });

  it('caps the quantity of one request at 99 and at what is left', () => {
    expect(maxQuantity(null)).toBe(99);
    expect(maxQuantity(500)).toBe(99);
    expect(maxQuantity(12)).toBe(12);
    expect(maxQuantity(0)).toBe(0);
  });

  it('converts whole multiples of the ratio only, up to the points the member has', () => {
    expect(maxConvertible(1_250, 100)).toBe(1_200);
    expect(maxConvertible(99, 100)).toBe(0);
    expect(convertProblem(1_200, 1_250, 100)).toBeNull();
    expect(convertProblem(0, 1_250, 100)).toEqual({ kind: 'zero' });
    expect(convertProblem(1_300, 1_250, 100)).toEqual({ kind: 'aboveBalance', points: 1_250 });
    expect(convertProblem(1_150, 1_250, 100)).toEqual({
      kind: 'notMultiple',
      ratioPoints: 100,
      suggestion: 1_100,
    });
    expect(convertProblem(50, 1_250, 100)).toEqual({
      kind: 'notMultiple',
      ratioPoints: 100,
      suggestion: 100,
    });
  });
});
