import { describe, expect, it } from 'vitest';
import { bestRate, parseRate, rateToInput } from './contract-rate.ts';

describe('contract rates', () => {
  it('reads a typed percent into basis points without floating point', () => {
    expect(parseRate('1.5')).toEqual({ ok: true, bp: 150 });
    expect(parseRate(' 1,25 % ')).toEqual({ ok: true, bp: 125 });
    expect(parseRate('0.07')).toEqual({ ok: true, bp: 7 });
    // 0.29 * 100 is 28.999… in floating point; the digits give 29.
    expect(parseRate('0.29')).toEqual({ ok: true, bp: 29 });
    expect(parseRate('3.')).toEqual({ ok: true, bp: 300 });
    expect(parseRate('0')).toEqual({ ok: true, bp: 0 });
    expect(parseRate('')).toEqual({ ok: false, problem: 'empty' });
    expect(parseRate('1.255')).toEqual({ ok: false, problem: 'decimals' });
    expect(parseRate('-1')).toEqual({ ok: false, problem: 'invalid' });
    expect(parseRate('abc')).toEqual({ ok: false, problem: 'invalid' });
    expect(parseRate('1,000.5')).toEqual({ ok: false, problem: 'invalid' });
  });

  it('writes basis points back as typed text, and finds the best tier', () => {
    expect(rateToInput(150)).toBe('1.5');
    expect(rateToInput(300)).toBe('3');
    expect(rateToInput(7)).toBe('0.07');
    expect(rateToInput(4_525)).toBe('45.25');
    const tier = { minValidBet: 0, minActiveMembers: 0 };
    expect(
      bestRate([
        { ...tier, rateBp: 50 },
        { ...tier, rateBp: 120 },
      ]),
    ).toBe(120);
    expect(bestRate([])).toBe(0);
  });
});
