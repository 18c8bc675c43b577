import { describe, expect, it } from 'vitest';
import { luckyReels } from '../games/lucky-reels/definition.ts';
import { evaluateStops } from './evaluate.ts';
import {
  exactRtp,
  type Fraction,
  fractionToNumber,
  rngStops,
  type StopWeights,
  uniformStops,
} from './exact-rtp.ts';
import { parseStrips, type SlotDefinition, type SlotSymbol } from './slot-definition.ts';

/** A small slot where everything can happen: wilds on reel 1, two scatters in one window. */
const symbols: SlotSymbol[] = [
  { id: 'wild', code: 'W', kind: 'wild', pays: [] },
  { id: 'scatter', code: 'S', kind: 'scatter', pays: [0, 0, 1, 3, 20, 100] },
  { id: 'a', code: 'A', kind: 'regular', pays: [0, 0, 2, 10, 40, 200] },
  { id: 'b', code: 'B', kind: 'regular', pays: [0, 0, 0, 5, 20, 80] },
  { id: 'c', code: 'C', kind: 'regular', pays: [0, 0, 0, 2, 8, 25] },
];
const tiny: SlotDefinition = {
  code: 'tiny',
  rows: 3,
  symbols,
  strips: parseStrips(symbols, ['WASBC', 'ABWC', 'SSACBW', 'BCAW', 'CSAB']),
  lines: luckyReels.lines,
  declaredRtpPercent: 0,
};

/** Plays every stop combination with the game's evaluator: the RTP by brute force. */
function bruteForce(def: SlotDefinition, weightsOf: StopWeights): Fraction {
  const weights = def.strips.map((s) => weightsOf(s.length));
  let num = 0n;
  let den = 0n;
  const stops: number[] = [];
  const walk = (reel: number, weight: bigint) => {
    if (reel === def.strips.length) {
      num += weight * BigInt(evaluateStops(def, stops).units);
      den += weight;
      return;
    }
    (weights[reel] as bigint[]).forEach((w, stop) => {
      stops[reel] = stop;
      walk(reel + 1, weight * w);
    });
  };
  walk(0, 1n);
  return { num, den: den * BigInt(def.lines.length) };
}

const same = (a: Fraction, b: Fraction) => a.num * b.den === b.num * a.den;

describe('exact RTP', () => {
  it('equals the brute-force average over every stop combination (uniform stops)', () => {
    const exact = exactRtp(tiny, uniformStops);
    expect(same(exact.total, bruteForce(tiny, uniformStops))).toBe(true);
    expect(exact.percent).toBeGreaterThan(0);
  });

  it('equals the brute force with the stop weights of the real 32-bit RNG', () => {
    expect(same(exactRtp(tiny, rngStops).total, bruteForce(tiny, rngStops))).toBe(true);
  });

  it('weights every 32-bit value exactly once', () => {
    for (const length of [33, 35, 36, 7, 1]) {
      const w = rngStops(length);
      expect(w.reduce((a, b) => a + b, 0n)).toBe(2n ** 32n);
      const spread = w.map(Number);
      expect(Math.max(...spread) - Math.min(...spread)).toBeLessThanOrEqual(1);
    }
  });
});

describe('lucky-reels RTP', () => {
  const exact = exactRtp(luckyReels);

  it('is the declared 96.00% within 0.05 percentage points, exactly computed', () => {
    expect(luckyReels.declaredRtpPercent).toBe(96);
    expect(Math.abs(exact.percent - luckyReels.declaredRtpPercent)).toBeLessThan(0.05);
    expect(fractionToNumber(exact.total) * 100).toBeCloseTo(exact.percent, 10);
    // Pinned so a change to strips or pays is a visible decision.
    expect(exact.total).toEqual({ num: 23052223n, den: 24012450n });
    expect((fractionToNumber(exact.lines) * 100).toFixed(4)).toBe('90.5012');
    expect((fractionToNumber(exact.scatter) * 100).toFixed(4)).toBe('5.5000');
  });

  it('hardly moves under the real RNG (floor(u * length / 2^32) is not perfectly uniform)', () => {
    expect(Math.abs(exactRtp(luckyReels, rngStops).percent - exact.percent)).toBeLessThan(1e-6);
  });
});
