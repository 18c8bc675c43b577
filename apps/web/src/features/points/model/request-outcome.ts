import { AppError } from '@portal/contracts/errors';

/**
 * The server answered and refused: nothing was held or paid, so the next attempt is a new one
 * with a new request id. Anything else (no answer, a timeout, a server failure, an answer this
 * app could not read) may have gone through: retrying must reuse the id, so the points are
 * spent at most once.
 */
export const isDefiniteRefusal = (error: unknown): boolean =>
  error instanceof AppError && error.status >= 400 && error.status < 500 && error.code !== 'REQUEST_TIMEOUT';
