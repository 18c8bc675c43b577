import { z } from 'zod';
import { minorUnitsSchema } from './money.ts';
import { betProductSchema } from './records.ts';

/**
 * Manual rebate (spec 2 member centre `manualRebate`): a share of the member's valid bets
 * (settled bets' stakes) paid back when the member claims it. Each settled bet counts once:
 * a claim takes every settled bet not yet claimed, placed within the last
 * `REBATE_WINDOW_DAYS`, at the merchant's rate for its product.
 */
export const REBATE_WINDOW_DAYS = 30;

/** Rates are basis points of the stake: 80 is 0.8%. */
export const REBATE_MAX_RATE_BP = 300;

export const rebateProductSchema = z.object({
  product: betProductSchema,
  /** Basis points (1/100 of a percent). */
  rateBp: z.number().int().min(0).max(REBATE_MAX_RATE_BP),
  bets: z.number().int().nonnegative(),
  /** The stakes of those bets, minor units. */
  validBets: minorUnitsSchema,
  /** What claiming now pays for this product: the stakes times the rate, rounded down. */
  amount: minorUnitsSchema,
});
export type RebateProduct = z.infer<typeof rebateProductSchema>;

/** `GET /wps/rebate`: what the member may claim now. */
export const rebateValueSchema = z.object({
  currency: z.string(),
  windowDays: z.number().int(),
  /**
   * The member's VIP club level when it raises the rates (already in each product's `rateBp`):
   * its name and the basis points it adds; null when it adds none.
   */
  level: z.object({ name: z.string(), bonusBp: z.number().int().positive() }).nullable(),
  products: z.array(rebateProductSchema),
  total: minorUnitsSchema,
});
export type RebateValue = z.infer<typeof rebateValueSchema>;

/** `POST /wps/rebate/claim`: the same `requestId` again answers the same claim, paying once. */
export const rebateClaimBodySchema = z.object({ requestId: z.uuid() }).strict();
export type RebateClaimBody = z.infer<typeof rebateClaimBodySchema>;

export const rebateClaimSchema = z.object({
  id: z.string(),
  amount: minorUnitsSchema,
  bets: z.number().int().nonnegative(),
  validBets: minorUnitsSchema,
  createdAt: z.string(),
});
export type RebateClaim = z.infer<typeof rebateClaimSchema>;

export const rebateClaimValueSchema = z.object({
  claim: rebateClaimSchema,
  /** The main wallet's balance after the claim (for a repeated request, as it is now), minor units. */
  balance: minorUnitsSchema,
  currency: z.string(),
});
export type RebateClaimValue = z.infer<typeof rebateClaimValueSchema>;

export const REBATE_CLAIMS_PAGE_SIZE = 10;

export const rebateClaimsQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(REBATE_CLAIMS_PAGE_SIZE),
  })
  .strict();
export type RebateClaimsQuery = z.infer<typeof rebateClaimsQuerySchema>;

/** `GET /wps/rebate/claims`: the member's claims, newest first. */
export const rebateClaimsValueSchema = z.object({
  list: z.array(rebateClaimSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
});
export type RebateClaimsValue = z.infer<typeof rebateClaimsValueSchema>;
