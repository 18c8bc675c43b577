import type { ContractTier } from '@portal/contracts/agent-contracts';

/** Why typed text is not a rate. */
export type RateProblem = 'empty' | 'invalid' | 'decimals';

export type ParsedRate = { ok: true; bp: number } | { ok: false; problem: RateProblem };

// Whole percent, then a fraction after a point or a comma (both are written, "1.5" and "1,5").
const RATE = /^(\d{1,6})(?:[.,](\d*))?$/;

/**
 * A percent as people type it ("1.5", "1,25", "2 %") in basis points, read from the digits so
 * no floating-point rounding creeps in: at most two decimals, as a basis point is 0.01%.
 */
export function parseRate(text: string): ParsedRate {
  const trimmed = text.replace(/\s+/g, '').replace(/%$/, '');
  if (trimmed === '') return { ok: false, problem: 'empty' };
  const match = RATE.exec(trimmed);
  if (!match) return { ok: false, problem: 'invalid' };
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > 2) return { ok: false, problem: 'decimals' };
  return { ok: true, bp: Number(whole) * 100 + Number(fraction.padEnd(2, '0')) };
}

/** Basis points back to the text a person would type: 150 → "1.5", 300 → "3". */
export function rateToInput(rateBp: number): string {
  const fraction = String(rateBp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  const whole = String(Math.floor(rateBp / 100));
  return fraction ? `${whole}.${fraction}` : whole;
}

/** The most a contract pays: its best tier's rate (a real-time salary's higher of its profit and loss rates). */
export const bestRate = (tiers: readonly ContractTier[]): number =>
  tiers.reduce((best, tier) => Math.max(best, tier.rateBp, tier.lossRateBp ?? 0), 0);
