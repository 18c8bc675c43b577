import { fairFloats, type SeedTriple } from '../../fairness/provably-fair.ts';
import { evaluateStops, type SpinEvaluation } from '../../slot/evaluate.ts';
import { luckyReels } from './definition.ts';

/** One float per reel; the reel stops at floor(float * strip length). */
export function stopsFromFloats(floats: readonly number[]): number[] {
  return luckyReels.strips.map((strip, reel) => Math.floor((floats[reel] ?? 0) * strip.length));
}

/**
 * The outcome of one Lucky Reels spin: a pure function of the seed triple. The game, the
 * verify page and the RTP benchmark all call this, so what is verified is what was played.
 */
export function spinOutcome(seeds: SeedTriple): SpinEvaluation {
  return evaluateStops(luckyReels, stopsFromFloats(fairFloats(seeds, luckyReels.strips.length)));
}
