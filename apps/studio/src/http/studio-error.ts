/**
 * Errors the studio's own API answers with, in the platform's envelope shape
 * (`{success:false, code, message, value?}`). The page turns each code into a sentence in
 * the player's language, so `message` is for logs and API users.
 */
export const studioErrors = {
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  NOT_FOUND: 404,
  SESSION_EXPIRED: 401,
  INVALID_LAUNCH: 401,
  WRONG_GAME: 409,
  SPIN_IN_PROGRESS: 409,
  INSUFFICIENT_FUNDS: 422,
  PLAYER_LIMIT: 403,
  BET_REFUSED: 422,
  BET_REFUNDED: 503,
  BET_REFUND_PENDING: 503,
  ROUND_CANCELLED: 409,
  PLATFORM_UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;

export type StudioErrorCode = keyof typeof studioErrors;

export class StudioError extends Error {
  readonly status: number;
  constructor(
    readonly code: StudioErrorCode,
    message: string,
    readonly value?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'StudioError';
    this.status = studioErrors[code];
  }
}

/** Success envelope, as the platform answers. */
export const ok = <T>(value: T) => ({ success: true as const, value });
