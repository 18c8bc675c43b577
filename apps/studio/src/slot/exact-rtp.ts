import { linePay } from './evaluate.ts';
import type { SlotDefinition } from './slot-definition.ts';

/** A non-negative fraction in BigInt, so the theoretical RTP carries no rounding at all. */
export interface Fraction {
  num: bigint;
  den: bigint;
}

export interface ExactRtp {
  lines: Fraction;
  scatter: Fraction;
  total: Fraction;
  /** `total` as a percentage, for printing and comparisons. */
  percent: number;
}

/** Weight of every stop of a reel: how many RNG outcomes land on it. */
export type StopWeights = (stripLength: number) => bigint[];

/** Every stop equally likely: the textbook RTP of the strips. */
export const uniformStops: StopWeights = (length) => new Array<bigint>(length).fill(1n);

/**
 * The stop weights of the real RNG: a reel stops at floor(u * length / 2^32) for a 32-bit
 * u, so stop j takes ceil((j+1) 2^32 / L) - ceil(j 2^32 / L) of the 2^32 values. When L does
 * not divide 2^32 some stops get one value more; this counts that bias exactly.
 */
export const rngStops: StopWeights = (length) => {
  const span = 2n ** 32n;
  const L = BigInt(length);
  const ceilDiv = (a: bigint) => (a + L - 1n) / L;
  return Array.from({ length }, (_, j) => ceilDiv((BigInt(j) + 1n) * span) - ceilDiv(BigInt(j) * span));
};

const add = (a: Fraction, b: Fraction): Fraction =>
  reduce({ num: a.num * b.den + b.num * a.den, den: a.den * b.den });

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y) [x, y] = [y, x % y];
  return x;
}

function reduce(f: Fraction): Fraction {
  const g = gcd(f.num, f.den) || 1n;
  return { num: f.num / g, den: f.den / g };
}

/** The fraction as a float (15 decimal places kept; enough to print any RTP figure). */
export function fractionToNumber(f: Fraction): number {
  return Number((f.num * 10n ** 15n) / f.den) / 1e15;
}

/** Weighted count of each symbol showing on `row` of a reel, over all stops. */
function rowDistribution(
  strip: readonly number[],
  weights: bigint[],
  row: number,
  symbols: number,
): bigint[] {
  const dist = new Array<bigint>(symbols).fill(0n);
  strip.forEach((_, stop) => {
    const s = strip[(stop + row) % strip.length] as number;
    dist[s] = (dist[s] as bigint) + (weights[stop] as bigint);
  });
  return dist;
}

/**
 * Expected line pay (in line bets) of one payline: every combination of symbols on it,
 * weighted by how many stop combinations show it, paid by the game's own `linePay`.
 */
function expectedLinePay(def: SlotDefinition, rows: readonly number[], weights: bigint[][]): Fraction {
  const dists = def.strips.map((strip, reel) =>
    rowDistribution(strip, weights[reel] as bigint[], rows[reel] ?? 0, def.symbols.length),
  );
  const onLine = new Array<number>(def.strips.length).fill(0);
  let num = 0n;
  const walk = (reel: number, weight: bigint) => {
    if (reel === dists.length) {
      const pay = linePay(def, onLine)?.pay ?? 0;
      if (pay) num += weight * BigInt(pay);
      return;
    }
    (dists[reel] as bigint[]).forEach((w, s) => {
      if (w === 0n) return;
      onLine[reel] = s;
      walk(reel + 1, weight * w);
    });
  };
  walk(0, 1n);
  const den = weights.reduce((d, w) => d * w.reduce((a, b) => a + b, 0n), 1n);
  return reduce({ num, den });
}

/** Expected scatter pay (in total bets): the distribution of visible scatters per reel, convolved. */
function expectedScatterPay(def: SlotDefinition, weights: bigint[][]): Fraction {
  const scatterIndex = def.symbols.findIndex((s) => s.kind === 'scatter');
  if (scatterIndex === -1) return { num: 0n, den: 1n };
  const pays = def.symbols[scatterIndex]?.pays ?? [];
  let total: bigint[] = [1n];
  def.strips.forEach((strip, reel) => {
    const perReel = new Array<bigint>(def.rows + 1).fill(0n);
    strip.forEach((_, stop) => {
      let visible = 0;
      for (let row = 0; row < def.rows; row++)
        if (strip[(stop + row) % strip.length] === scatterIndex) visible++;
      perReel[visible] = (perReel[visible] as bigint) + ((weights[reel] as bigint[])[stop] as bigint);
    });
    const next = new Array<bigint>(total.length + def.rows).fill(0n);
    total.forEach((a, i) => {
      perReel.forEach((b, j) => {
        next[i + j] = (next[i + j] as bigint) + a * b;
      });
    });
    total = next;
  });
  const den = total.reduce((a, b) => a + b, 0n);
  const num = total.reduce((sum, w, count) => sum + w * BigInt(pays[count] ?? 0), 0n);
  return reduce({ num, den });
}

/**
 * The exact theoretical RTP: expected win over the total bet, with no sampling. A total bet
 * is one line bet per payline, so the line part is the mean of the paylines' expected pays.
 */
export function exactRtp(def: SlotDefinition, stopWeights: StopWeights = uniformStops): ExactRtp {
  const weights = def.strips.map((strip) => stopWeights(strip.length));
  let lines: Fraction = { num: 0n, den: 1n };
  for (const rows of def.lines) lines = add(lines, expectedLinePay(def, rows, weights));
  lines = reduce({ num: lines.num, den: lines.den * BigInt(def.lines.length) });
  const scatter = expectedScatterPay(def, weights);
  const total = add(lines, scatter);
  return { lines, scatter, total, percent: fractionToNumber(total) * 100 };
}
