import { AppError, type ErrorCode } from '@portal/contracts/errors';

const MISSION_REFUSALS: readonly ErrorCode[] = ['MISSION_INCOMPLETE', 'MISSION_CLAIMED', 'MISSION_NOT_FOUND'];

/**
 * The server refused because the mission is not claimable now (not reached, already claimed, or
 * gone): what the page shows of it is out of date.
 */
export const isMissionRefusal = (error: unknown): boolean =>
  error instanceof AppError && MISSION_REFUSALS.includes(error.code);

/**
 * The server answered and refused: the claim was not made, so the next attempt is a new one
 * with a new request id. Anything else (no answer, a timeout, a server failure, an answer this
 * app could not read) may have paid: retrying must reuse the id, so the claim pays at most once.
 */
export const isDefiniteRefusal = (error: unknown): boolean =>
  error instanceof AppError && error.status >= 400 && error.status < 500 && error.code !== 'REQUEST_TIMEOUT';
