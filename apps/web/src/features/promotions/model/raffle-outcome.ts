import { AppError, type ErrorCode } from '@portal/contracts/errors';

const RAFFLE_REFUSALS: readonly ErrorCode[] = [
  'PROMOTION_NOT_FOUND',
  'PROMOTION_NOT_OPEN',
  'PROMOTION_NOT_APPLICABLE',
  'RAFFLE_NOT_WON',
  'RAFFLE_CLAIMED',
];

/**
 * The server refused because the raffle does not take this now (gone, not running, not a raffle,
 * not drawn or not won, claimed already): what the page shows of it is out of date.
 */
export const isRaffleRefusal = (error: unknown): boolean =>
  error instanceof AppError && RAFFLE_REFUSALS.includes(error.code);
