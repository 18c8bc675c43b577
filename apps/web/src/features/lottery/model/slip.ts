import type { BetType, OddsValue } from '@portal/contracts/lottery';
import { MAX_BETS_PER_SLIP } from '@portal/contracts/lottery';
import { minorToInput } from '../../../lib/amount.ts';

/** One bet of the slip, before it is priced. */
export type SlipLine = { betType: BetType; selection: string };

export const lineKey = (line: SlipLine) => `${line.betType}|${line.selection}`;

/** Adds the line, or takes it out when it is already on the slip. */
export function toggleLine(lines: readonly SlipLine[], line: SlipLine): SlipLine[] {
  const key = lineKey(line);
  return lines.some((l) => lineKey(l) === key) ? lines.filter((l) => lineKey(l) !== key) : [...lines, line];
}

/** Adds lines that are not on the slip yet, keeping the order. */
export function addLines(lines: readonly SlipLine[], more: readonly SlipLine[]): SlipLine[] {
  const seen = new Set(lines.map(lineKey));
  const result = [...lines];
  for (const line of more) {
    const key = lineKey(line);
    if (!seen.has(key)) {
      seen.add(key);
      result.push(line);
    }
  }
  return result;
}

type OddsEntry = OddsValue['list'][number];

/** The odds entry that prices a line: its own selection's (three-dice sums) or the bet type's. */
export function oddsEntryOf(odds: OddsValue, line: SlipLine): OddsEntry | undefined {
  return (
    odds.list.find((e) => e.betType === line.betType && e.selection === line.selection) ??
    odds.list.find((e) => e.betType === line.betType && e.selection === null)
  );
}

export type PricedLine = SlipLine & {
  /** Per unit: the slip's stake × its multiplier. */
  unitStake: number;
  /** Units the bet costs (bao lô: the count of prize numbers; else 1). */
  units: number;
  stake: number;
  odds: string;
  /** What one hit pays: unitStake × odds (bao lô pays this per hit). */
  winPerHit: number;
  minStake: number;
  maxStake: number;
};

export type SlipProblem =
  | { kind: 'noLines' }
  | { kind: 'tooMany'; max: number }
  | { kind: 'notOffered'; line: SlipLine }
  | { kind: 'belowMin'; min: number }
  | { kind: 'aboveMax'; max: number }
  | { kind: 'abovePerDraw'; max: number };

export type PricedSlip = { lines: PricedLine[]; total: number; problem: SlipProblem | null };

/** Floor of a × oddsMilli / 1000 in integers: no floating point on money. */
const timesOdds = (amount: number, oddsMilli: number) => Number((BigInt(amount) * BigInt(oddsMilli)) / 1000n);

/**
 * Prices the slip: every line at `stake × multiplier` per unit, its units (bao lô counts the
 * prize numbers), and the total; the first rule the slip breaks (the server's own limits, read
 * from the odds answer) as `problem`, or null when it may be placed.
 */
export function priceSlip(
  lines: readonly SlipLine[],
  stake: number,
  multiplier: number,
  odds: OddsValue,
): PricedSlip {
  const unitStake = stake * multiplier;
  let problem: SlipProblem | null = null;
  const priced: PricedLine[] = [];
  for (const line of lines) {
    const entry = oddsEntryOf(odds, line);
    if (!entry) {
      problem ??= { kind: 'notOffered', line };
      continue;
    }
    priced.push({
      ...line,
      unitStake,
      units: entry.multiplier,
      stake: unitStake * entry.multiplier,
      odds: entry.odds,
      winPerHit: timesOdds(unitStake, entry.oddsMilli),
      minStake: entry.minStake,
      maxStake: entry.maxStake,
    });
  }
  const total = priced.reduce((sum, line) => sum + line.stake, 0);
  if (lines.length === 0) problem ??= { kind: 'noLines' };
  if (lines.length > MAX_BETS_PER_SLIP) problem ??= { kind: 'tooMany', max: MAX_BETS_PER_SLIP };
  const min = Math.max(0, ...priced.map((l) => l.minStake));
  const max = Math.min(Number.MAX_SAFE_INTEGER, ...priced.map((l) => l.maxStake));
  if (priced.length > 0 && unitStake < min) problem ??= { kind: 'belowMin', min };
  if (priced.length > 0 && unitStake > max) problem ??= { kind: 'aboveMax', max };
  if (total > odds.maxStakePerDraw) problem ??= { kind: 'abovePerDraw', max: odds.maxStakePerDraw };
  return { lines: priced, total, problem };
}

/** The smallest stake every line of the slip (or every bet type of the game) accepts. */
export const minStakeOf = (odds: OddsValue, lines: readonly SlipLine[]) => {
  const entries = lines.length
    ? lines.map((l) => oddsEntryOf(odds, l)).filter((e) => e !== undefined)
    : odds.list;
  return Math.max(0, ...entries.map((e) => e.minStake));
};

/** Multiplier choices offered as buttons; any whole number from 1 to MAX_MULTIPLIER can be typed. */
export const MULTIPLIER_PRESETS = [1, 2, 5, 10] as const;
export const MAX_MULTIPLIER = 999;

/** A typed multiplier as a whole number in range, or null. */
export function parseMultiplier(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= 1 && n <= MAX_MULTIPLIER ? n : null;
}

/**
 * A stake in minor units as the text the slip's amount field starts with: thousands grouped like
 * the amounts beside it ("1,000" next to "at least ₫1,000.00"); `parseAmount` reads it back.
 */
export function stakeInput(minor: number, exponent: number): string {
  const [whole = '', fraction] = minorToInput(minor, exponent).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}
