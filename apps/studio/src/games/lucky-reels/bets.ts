import { luckyReels } from './definition.ts';

/** Total bets in hundredths of one major unit of a currency such as USD: 0.20 to 100.00. */
const BASE_LEVELS = [20, 40, 100, 200, 400, 1_000, 2_000, 4_000, 10_000];

/**
 * Currencies whose major unit is worth little play with bigger numbers (a bet of 0.20 VND
 * would mean nothing), so their ladder is scaled up.
 */
const CURRENCY_SCALE: Record<string, number> = { VND: 1_000, IDR: 1_000, KRW: 1_000, JPY: 100, INR: 10 };

/**
 * The total bets offered, in minor units of the player's currency. Each is a whole number
 * of line bets, so every pay (a whole multiple of the line bet) is a whole minor amount too.
 */
export function betLevels(currency: string, exponent: number): number[] {
  const scale = CURRENCY_SCALE[currency.toUpperCase()] ?? 1;
  const lines = luckyReels.lines.length;
  const levels: number[] = [];
  for (const hundredths of BASE_LEVELS) {
    const minor = (hundredths * scale * 10 ** exponent) / 100;
    if (Number.isSafeInteger(minor) && minor > 0 && minor % lines === 0) levels.push(minor);
  }
  return levels;
}

/** The bet a session starts at: the third level, a modest one. */
export const defaultBetOf = (levels: readonly number[]): number =>
  levels[Math.min(2, levels.length - 1)] ?? 0;

/** The play money a fun-mode session starts with: a thousand spins at the default bet. */
export const playMoneyStake = (currency: string, exponent: number): number =>
  defaultBetOf(betLevels(currency, exponent)) * 1_000;

/** The line bet of a total bet, or null when the total bet is not offered. */
export function lineBetOf(totalBet: number, currency: string, exponent: number): number | null {
  return betLevels(currency, exponent).includes(totalBet) ? totalBet / luckyReels.lines.length : null;
}
