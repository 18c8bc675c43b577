import { AppError, type ErrorCode } from '@portal/contracts/errors';

const CHECKIN_REFUSALS: readonly ErrorCode[] = [
  'PROMOTION_NOT_FOUND',
  'PROMOTION_NOT_OPEN',
  'PROMOTION_NOT_APPLICABLE',
  'CHECKIN_DONE',
];

/**
 * The server refused because the promotion takes no check-in now (gone, not running, not a
 * check-in, done today already): what the page shows of it is out of date.
 */
export const isCheckinRefusal = (error: unknown): boolean =>
  error instanceof AppError && CHECKIN_REFUSALS.includes(error.code);
