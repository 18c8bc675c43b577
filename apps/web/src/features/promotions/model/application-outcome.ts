import { AppError, type ErrorCode } from '@portal/contracts/errors';

const PROMOTION_REFUSALS: readonly ErrorCode[] = [
  'PROMOTION_NOT_FOUND',
  'PROMOTION_NOT_OPEN',
  'PROMOTION_APPLIED',
  'PROMOTION_NOT_APPLICABLE',
];

/**
 * The server refused because the promotion does not take this application now (gone, not open,
 * applied already, nothing to apply for): what the page shows of it is out of date.
 */
export const isPromotionRefusal = (error: unknown): boolean =>
  error instanceof AppError && PROMOTION_REFUSALS.includes(error.code);

/**
 * The server answered and refused: the application was not made, so the next attempt is a new
 * one with a new request id. Anything else (no answer, a timeout, a server failure, an answer this
 * app could not read) may have been recorded: retrying must reuse the id, so it counts once.
 */
export const isDefiniteRefusal = (error: unknown): boolean =>
  error instanceof AppError && error.status >= 400 && error.status < 500 && error.code !== 'REQUEST_TIMEOUT';
