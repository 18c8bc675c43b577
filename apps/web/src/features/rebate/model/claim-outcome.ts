import { AppError } from '@portal/contracts/errors';

/** The server refused because nothing is claimable (code NOTHING_TO_CLAIM, 409). */
export const isNothingToClaim = (error: unknown): boolean =>
  error instanceof AppError && error.code === 'NOTHING_TO_CLAIM';

/**
 * The server answered and refused: the claim was not made, so the next attempt is a new one
 * with a new request id. Anything else (no answer, a timeout, a server failure, an answer this
 * app could not read) may have paid: retrying must reuse the id, so the claim pays at most once.
 */
export const isDefiniteRefusal = (error: unknown): boolean =>
  error instanceof AppError && error.status >= 400 && error.status < 500 && error.code !== 'REQUEST_TIMEOUT';
