import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorToInput, parseAmount } from './amount.ts';

describe('parseAmount', () => {
  it.each([
    ['1,234.50', 2, 123_450],
    ['1234.5', 2, 123_450],
    ['20', 2, 2_000],
    ['0.01', 2, 1],
    ['0.5', 2, 50],
    [' 1 000 ', 2, 100_000],
    ['1,000,000', 2, 100_000_000],
    ['12.', 2, 1_200],
    ['+7', 2, 700],
    ['150', 0, 150],
    ['1.25', 3, 1_250],
    ['0.1', 4, 1_000],
  ])('reads %j at exponent %i as %i minor units', (text, exponent, minor) => {
    expect(parseAmount(text, exponent)).toEqual({ ok: true, minor });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'invalid'],
    ['12a', 'invalid'],
    ['1e5', 'invalid'],
    ['0x10', 'invalid'],
    ['1,23', 'invalid'],
    ['12,3456', 'invalid'],
    ['1.2.3', 'invalid'],
    ['.5', 'invalid'],
    ['NaN', 'invalid'],
    ['Infinity', 'invalid'],
    ['-5', 'negative'],
    ['-1,000.00', 'negative'],
    ['0', 'zero'],
    ['0.00', 'zero'],
    ['1.234', 'decimals'],
    ['0.001', 'decimals'],
    ['12.500', 'decimals'],
    ['90071992547409.92', 'tooLarge'],
    ['99999999999999999999', 'tooLarge'],
  ])('rejects %j as %s', (text, problem) => {
    expect(parseAmount(text, 2)).toEqual({ ok: false, problem });
  });

  it('takes no decimals in a currency without minor units', () => {
    expect(parseAmount('10.5', 0)).toEqual({ ok: false, problem: 'decimals' });
  });

  it('round-trips every safe amount of cents through the text a person would type', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (minor) => {
        expect(parseAmount(minorToInput(minor, 2), 2)).toEqual({ ok: true, minor });
      }),
    );
  });

  it('agrees with exact decimal arithmetic where floating point would not (0.29 → 29, not 28)', () => {
    expect(parseAmount('0.29', 2)).toEqual({ ok: true, minor: 29 });
    expect(parseAmount('1.15', 2)).toEqual({ ok: true, minor: 115 });
    expect(parseAmount('4.35', 2)).toEqual({ ok: true, minor: 435 });
  });
});

describe('minorToInput', () => {
  it('writes minor units as plain major-unit text', () => {
    expect(minorToInput(123_450, 2)).toBe('1234.5');
    expect(minorToInput(5, 2)).toBe('0.05');
    expect(minorToInput(700, 2)).toBe('7');
    expect(minorToInput(42, 0)).toBe('42');
  });
});
