import { z } from 'zod';
import { minorUnitsSchema } from './money.ts';
import { betProductSchema } from './records.ts';

/**
 * The winners board (spec 2 "winners board"; spec 7 `/wps/relay/GCSGAME_getRankList`, no token):
 * the biggest recent wins of the merchant's players, names partly hidden. A win is a settled bet
 * that paid at least `WIN_MIN_MULTIPLIER` times its stake; "recent" is the merchant's latest
 * bets (`WINNERS_RECENT_BETS`). Trial accounts' play is not money and is left out.
 */
export const WINNERS_LIMIT = 10;
export const WIN_MIN_MULTIPLIER = 2;
export const WINNERS_RECENT_BETS = 20_000;

export const winnerSchema = z.object({
  account: z.string(),
  gameName: z.string(),
  product: betProductSchema,
  stake: minorUnitsSchema,
  payout: minorUnitsSchema,
  /** payout / stake, two decimals. */
  multiplier: z.number().nonnegative(),
  wonAt: z.string(),
});
export type Winner = z.infer<typeof winnerSchema>;

export const winnersValueSchema = z.object({
  list: z.array(winnerSchema),
  currency: z.string(),
});
export type WinnersValue = z.infer<typeof winnersValueSchema>;
