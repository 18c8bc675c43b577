import { AppError, type ErrorCode } from '@portal/contracts/errors';

/** Refusals every promotion call can meet: gone, not running, not of the kind the call is for. */
const PROMOTION_REFUSALS: readonly ErrorCode[] = [
  'PROMOTION_NOT_FOUND',
  'PROMOTION_NOT_OPEN',
  'PROMOTION_NOT_APPLICABLE',
];

/**
 * Whether the server refused a call because the promotion does not take it now (those above, and
 * the kind's own `codes`): what the page shows of the promotion is out of date.
 */
export const promotionRefusal =
  (codes: readonly ErrorCode[] = []) =>
  (error: unknown): boolean =>
    error instanceof AppError && (PROMOTION_REFUSALS.includes(error.code) || codes.includes(error.code));

/**
 * A deposit match's join refused: ended or not started meanwhile, gone, not a deposit match, or
 * for a first deposit when one was approved meanwhile.
 */
export const isMatchRefusal = promotionRefusal(['PROMOTION_FIRST_DEPOSIT']);
