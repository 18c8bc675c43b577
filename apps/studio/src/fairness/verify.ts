import { z } from 'zod';
import { luckyReels } from '../games/lucky-reels/definition.ts';
import { spinOutcome } from '../games/lucky-reels/outcome.ts';
import { CLIENT_SEED_PATTERN, hashServerSeed, MAX_NONCE } from './provably-fair.ts';

/** The verify form and `GET /api/verify`: a revealed seed pair and a nonce. */
export const verifyQuerySchema = z.object({
  serverSeed: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, 'The server seed is 64 hex characters'),
  clientSeed: z
    .string()
    .trim()
    .regex(CLIENT_SEED_PATTERN, 'A client seed is 1 to 64 letters, digits, spaces, _ . or -'),
  nonce: z.coerce.number().int().min(0).max(MAX_NONCE),
  serverSeedHash: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^([0-9a-f]{64})?$/, 'The hash is 64 hex characters')
    .optional(),
});
export type VerifyQuery = z.infer<typeof verifyQuerySchema>;

export interface VerifyResult {
  serverSeedHash: string;
  /** null when no hash was given to compare with. */
  hashMatches: boolean | null;
  clientSeed: string;
  nonce: number;
  stops: number[];
  grid: string[][];
  lineWins: { line: number; symbol: string; count: number; pay: number }[];
  scatter: { count: number; pay: number };
  /** The whole win in line bets, and as a multiple of the total bet. */
  units: number;
  totalBetMultiple: number;
}

/** Recomputes a spin with the game's own outcome function. */
export function verifySpin(query: VerifyQuery): VerifyResult {
  const outcome = spinOutcome(query);
  const serverSeedHash = hashServerSeed(query.serverSeed);
  const name = (index: number) => luckyReels.symbols[index]?.id ?? '?';
  return {
    serverSeedHash,
    hashMatches: query.serverSeedHash ? query.serverSeedHash === serverSeedHash : null,
    clientSeed: query.clientSeed,
    nonce: query.nonce,
    stops: outcome.stops,
    grid: outcome.grid.map((column) => column.map(name)),
    lineWins: outcome.lineWins.map((w) => ({ ...w, symbol: name(w.symbol) })),
    scatter: { count: outcome.scatter.count, pay: outcome.scatter.pay },
    units: outcome.units,
    totalBetMultiple: outcome.units / luckyReels.lines.length,
  };
}
