import { REDEEM_MAX_QUANTITY } from '@portal/contracts/points';

export type ParsedWhole = { ok: true; value: number } | { ok: false; problem: 'empty' | 'format' };

/**
 * A whole number typed by a person: digits, optionally grouped in thousands by commas, dots or
 * spaces ("1,200", "1.200", "1 200"). Anything else (a fraction, a sign, letters) is refused
 * rather than guessed at.
 */
export function parseWhole(text: string): ParsedWhole {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  if (!/^\d+$/.test(trimmed) && !/^\d{1,3}([,. ]\d{3})+$/.test(trimmed))
    return { ok: false, problem: 'format' };
  const value = Number(trimmed.replace(/[,. ]/g, ''));
  if (!Number.isSafeInteger(value)) return { ok: false, problem: 'format' };
  return { ok: true, value };
}

/** How many of a reward one request may ask for: at most 99, and no more than are left. */
export const maxQuantity = (available: number | null): number =>
  Math.min(REDEEM_MAX_QUANTITY, available ?? REDEEM_MAX_QUANTITY);

/** The most points that convert now: the largest whole multiple of the ratio's points the member has. */
export const maxConvertible = (points: number, ratioPoints: number): number =>
  Math.floor(points / ratioPoints) * ratioPoints;

export type ConvertProblem =
  | { kind: 'zero' }
  | { kind: 'aboveBalance'; points: number }
  | { kind: 'notMultiple'; ratioPoints: number; suggestion: number };

/**
 * What stops `points` from converting, or null: at least one whole multiple of the ratio's
 * points, no more than the member has. A wrong multiple suggests the nearest one the member can
 * convert (the one below, or the one above when that is still within the points).
 */
export function convertProblem(points: number, current: number, ratioPoints: number): ConvertProblem | null {
  if (points <= 0) return { kind: 'zero' };
  if (points > current) return { kind: 'aboveBalance', points: current };
  if (points % ratioPoints !== 0) {
    const below = Math.floor(points / ratioPoints) * ratioPoints;
    const above = below + ratioPoints;
    return { kind: 'notMultiple', ratioPoints, suggestion: below > 0 ? below : above };
  }
  return null;
}
