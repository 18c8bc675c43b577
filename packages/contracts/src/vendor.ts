import { z } from 'zod';
import { minorUnitsSchema } from './money.ts';

/**
 * The seamless-wallet protocol game vendors call (docs/vendor-protocol.md). Bodies are JSON,
 * signed with HMAC-SHA256 over the exact bytes; answers use the platform's envelope.
 */
export const VENDOR_CODE_HEADER = 'x-vendor-code';
export const VENDOR_SIGNATURE_HEADER = 'x-vendor-signature';

const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'Letters, digits and _.:- only');
const positive = z.number().int('Amounts are whole minor units').positive().max(Number.MAX_SAFE_INTEGER);
const nonNegative = z
  .number()
  .int('Amounts are whole minor units')
  .nonnegative()
  .max(Number.MAX_SAFE_INTEGER);

export const vendorAuthenticateBodySchema = z.object({ launchToken: z.string().min(16).max(128) }).strict();
export const vendorBalanceBodySchema = z.object({ sessionToken: z.string().min(16).max(128) }).strict();
export const vendorDebitBodySchema = z
  .object({
    sessionToken: z.string().min(16).max(128),
    transactionId: id,
    roundId: id,
    gameCode: id,
    amount: positive,
  })
  .strict();
/** Wins must be paid: a credit names the player, and an expired session does not stop it. */
export const vendorCreditBodySchema = z
  .object({
    playerId: id,
    transactionId: id,
    roundId: id,
    gameCode: id,
    amount: nonNegative,
  })
  .strict();
export const vendorRollbackBodySchema = z
  .object({ playerId: id, transactionId: id, debitTransactionId: id, roundId: id, gameCode: id })
  .strict();
export const vendorEndRoundBodySchema = z.object({ playerId: id, roundId: id, gameCode: id }).strict();

export const vendorSessionValueSchema = z.object({
  sessionToken: z.string(),
  playerId: z.string(),
  nickname: z.string(),
  currency: z.string(),
  exponent: z.number().int(),
  language: z.string(),
  balance: minorUnitsSchema,
  gameCode: z.string(),
  /** Where the player goes back to when leaving the game. */
  lobbyUrl: z.string().nullable(),
  /**
   * A free-play (trial) account: the game runs in fun mode with play money of its own and calls
   * no debit or credit (the account holds no money).
   */
  playMoney: z.boolean(),
});
export type VendorSession = z.infer<typeof vendorSessionValueSchema>;
export const vendorBalanceValueSchema = z.object({ balance: minorUnitsSchema, currency: z.string() });
export const vendorTransactionValueSchema = z.object({
  balance: minorUnitsSchema,
  currency: z.string(),
  transactionId: z.string(),
  /** The platform's own reference; the same on every replay. */
  platformTransactionId: z.string(),
  replayed: z.boolean(),
});
export type VendorTransactionValue = z.infer<typeof vendorTransactionValueSchema>;
