import type { BetType, DrawResult, K3Result, SscResult, VnResult } from '@portal/contracts/lottery';
import { familyOfBetType } from './bet-types.ts';
import { loNumbers, specialOf } from './vn-result.ts';

/**
 * How a bet wins. `hitsOf` is the definition, one bet at a time; `winTable` lists every
 * winning (betType, selection) of a result with its hits, so the database can settle all bets
 * of a draw in one join (xiên, whose winning combinations are many, is matched in SQL against
 * `xienPool`). Tests prove the two agree. Selections are canonical (bet-types.ts).
 */

const count = (list: readonly string[], value: string) => list.filter((v) => v === value).length;

function vnHits(betType: BetType, selection: string, r: VnResult): number {
  const special = specialOf(r);
  const last2 = special.slice(-2);
  switch (betType) {
    // Bao lô pays per hit: a number drawn twice among the lô list pays twice.
    case 'lo2':
      return count(loNumbers(r, 2), selection);
    case 'lo3':
      return count(loNumbers(r, 3), selection);
    case 'lo4':
      return count(loNumbers(r, 4), selection);
    case 'de':
      return last2 === selection ? 1 : 0;
    case 'dau':
      return last2[0] === selection ? 1 : 0;
    case 'duoi':
      return last2[1] === selection ? 1 : 0;
    case 'cang3':
      return special.slice(-3) === selection ? 1 : 0;
    case 'xien2':
    case 'xien3':
    case 'xien4': {
      // All chosen numbers appear among the 2-digit lô results; pays once.
      const lo = new Set(loNumbers(r, 2));
      return selection.split(',').every((n) => lo.has(n)) ? 1 : 0;
    }
    default:
      return 0;
  }
}

const sscSumOf = (r: SscResult) => r.digits.reduce((a, b) => a + b, 0);
const bsoe = (value: number, bigFrom: number) => [
  value >= bigFrom ? 'big' : 'small',
  value % 2 ? 'odd' : 'even',
];

function sscHits(betType: BetType, selection: string, r: SscResult): number {
  if (betType === 'ssc_sum') return bsoe(sscSumOf(r), 23).includes(selection) ? 1 : 0;
  const [pos, pick] = selection.split(':');
  const digit = r.digits[Number(pos) - 1];
  if (digit === undefined || pick === undefined) return 0;
  if (betType === 'ssc_digit') return String(digit) === pick ? 1 : 0;
  if (betType === 'ssc_bsoe') return bsoe(digit, 5).includes(pick) ? 1 : 0;
  return 0;
}

const isTriple = (r: K3Result) => r.dice[0] === r.dice[1] && r.dice[1] === r.dice[2];

function k3Hits(betType: BetType, selection: string, r: K3Result): number {
  const sum = r.dice.reduce((a, b) => a + b, 0);
  switch (betType) {
    case 'k3_sum':
      return String(sum) === selection ? 1 : 0;
    case 'k3_any_triple':
      return isTriple(r) ? 1 : 0;
    case 'k3_triple':
      return isTriple(r) && selection === String(r.dice[0]).repeat(3) ? 1 : 0;
    case 'k3_pair': {
      const face = Number(selection[0]);
      return r.dice.filter((d) => d === face).length >= 2 ? 1 : 0;
    }
    case 'k3_bs':
      if (isTriple(r)) return 0; // Triples lose big and small.
      return (selection === 'big' && sum >= 11 && sum <= 17) ||
        (selection === 'small' && sum >= 4 && sum <= 10)
        ? 1
        : 0;
    default:
      return 0;
  }
}

/** How many times a bet hits: bao lô counts each matching prize number, others 0 or 1. */
export function hitsOf(betType: BetType, selection: string, result: DrawResult): number {
  const family = familyOfBetType(betType);
  if (family !== result.kind) return 0;
  if (result.kind === 'vn') return vnHits(betType, selection, result);
  if (result.kind === 'ssc') return sscHits(betType, selection, result);
  return k3Hits(betType, selection, result);
}

/** The payout of a bet: unit stake × odds × hits, rounded down to the minor unit. */
export function payoutOf(unitStake: bigint, oddsMilli: bigint, hits: number): bigint {
  return (unitStake * oddsMilli * BigInt(hits)) / 1000n;
}

export type WinRow = { betType: BetType; selection: string; hits: number };

function tally(rows: WinRow[], betType: BetType, selections: string[]) {
  const counts = new Map<string, number>();
  for (const s of selections) counts.set(s, (counts.get(s) ?? 0) + 1);
  for (const [selection, hits] of counts) rows.push({ betType, selection, hits });
}

/** Every winning (betType, selection) of a result, except xiên (see `xienPool`). */
export function winTable(result: DrawResult): WinRow[] {
  const rows: WinRow[] = [];
  if (result.kind === 'vn') {
    const special = specialOf(result);
    tally(rows, 'lo2', loNumbers(result, 2));
    tally(rows, 'lo3', loNumbers(result, 3));
    tally(rows, 'lo4', loNumbers(result, 4));
    const last2 = special.slice(-2);
    rows.push({ betType: 'de', selection: last2, hits: 1 });
    rows.push({ betType: 'dau', selection: last2[0] as string, hits: 1 });
    rows.push({ betType: 'duoi', selection: last2[1] as string, hits: 1 });
    rows.push({ betType: 'cang3', selection: special.slice(-3), hits: 1 });
  } else if (result.kind === 'ssc') {
    result.digits.forEach((d, i) => {
      rows.push({ betType: 'ssc_digit', selection: `${i + 1}:${d}`, hits: 1 });
      for (const w of bsoe(d, 5)) rows.push({ betType: 'ssc_bsoe', selection: `${i + 1}:${w}`, hits: 1 });
    });
    for (const w of bsoe(sscSumOf(result), 23)) rows.push({ betType: 'ssc_sum', selection: w, hits: 1 });
  } else {
    const sum = result.dice.reduce((a, b) => a + b, 0);
    rows.push({ betType: 'k3_sum', selection: String(sum), hits: 1 });
    if (isTriple(result)) {
      rows.push({ betType: 'k3_any_triple', selection: 'any', hits: 1 });
      rows.push({ betType: 'k3_triple', selection: String(result.dice[0]).repeat(3), hits: 1 });
    } else if (sum >= 11) rows.push({ betType: 'k3_bs', selection: 'big', hits: 1 });
    else rows.push({ betType: 'k3_bs', selection: 'small', hits: 1 });
    for (let face = 1; face <= 6; face++)
      if (result.dice.filter((d) => d === face).length >= 2)
        rows.push({ betType: 'k3_pair', selection: `${face}${face}`, hits: 1 });
  }
  return rows;
}

/** The distinct 2-digit lô results: a xiên wins when all its numbers are among them. */
export function xienPool(result: DrawResult): string[] {
  return result.kind === 'vn' ? [...new Set(loNumbers(result, 2))].sort() : [];
}
