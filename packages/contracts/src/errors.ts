/**
 * Error codes of the envelope. Each maps to an HTTP status and, where the spec has one,
 * to the catalogue key the web app translates (spec section 8).
 */
export const errorCatalogue = {
  VALIDATION_FAILED: { status: 400, key: 'error_validation' },
  MALFORMED_JSON: { status: 400, key: 'error_malformed_request' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, key: 'error_malformed_request' },
  PAYLOAD_TOO_LARGE: { status: 413, key: 'error_payload_too_large' },
  HEADERS_TOO_LARGE: { status: 431, key: 'error_payload_too_large' },
  MALFORMED_REQUEST: { status: 400, key: 'error_malformed_request' },
  REQUEST_TIMEOUT: { status: 408, key: 'network_abnormal' },
  UNAUTHORIZED: { status: 401, key: 'please_log_in' },
  FORBIDDEN: { status: 403, key: 'error_forbidden' },
  NOT_FOUND: { status: 404, key: 'error_not_found' },
  METHOD_NOT_ALLOWED: { status: 405, key: 'error_not_found' },
  UPGRADE_REQUIRED: { status: 426, key: 'error_malformed_request' },
  CONFLICT: { status: 409, key: 'error_conflict' },
  RATE_LIMITED: { status: 429, key: 'error_too_many_requests' },
  MAINTENANCE: { status: 503, key: 'maintenance' },
  REGION_RESTRICTED: { status: 403, key: 'ip_blocked' },
  INTERNAL: { status: 500, key: 'network_abnormal' },
  INVALID_CREDENTIALS: { status: 401, key: 'login_failed' },
  CAPTCHA_INVALID: { status: 400, key: 'captcha_check_failed' },
  ACCOUNT_LOCKED: { status: 403, key: 'account_locked' },
  ACCOUNT_DISABLED: { status: 403, key: 'account_disabled' },
  USERNAME_TAKEN: { status: 409, key: 'username_exists' },
  MOBILE_TAKEN: { status: 409, key: 'mobile_exists' },
  INVITATION_CODE_ERROR: { status: 422, key: 'invitation_code_error' },
  VERIFICATION_CODE_INVALID: { status: 422, key: 'invalid_verification_code' },
  VERIFICATION_CODE_EXPIRED: { status: 422, key: 'code_expired' },
  SMS_TOO_SOON: { status: 429, key: 'too_many_requests' },
  SMS_SEND_FAILED: { status: 503, key: 'sms_send_failed' },
  NOT_AGENT: { status: 403, key: 'error_not_agent' },
  /** The agent's type may not open this kind of downline (`downlineTypeFor` in agent.ts). */
  DOWNLINE_NOT_ALLOWED: { status: 403, key: 'downline_not_allowed' },
  NOT_MEMBER: { status: 403, key: 'member_no_enter' },
  TRIAL_ACCOUNT: { status: 403, key: 'in_need_true_account' },
  FEATURE_DISABLED: { status: 403, key: 'function_not_enabled' },
  USER_NOT_FOUND: { status: 404, key: 'user_email_not_exist' },
  TWO_FACTOR_FAILED: { status: 422, key: 'two_factor_failed' },
  PASSWORD_MISMATCH: { status: 422, key: 'inconsistent_twice' },
  WRONG_PASSWORD: { status: 422, key: 'wrong_old_password' },
  RESET_LINK_INVALID: { status: 422, key: 'reset_link_invalid' },
  DECRYPTION_FAILED: { status: 400, key: 'error_malformed_request' },
  AGE_RESTRICTED: { status: 422, key: 'age_restricted' },
  SOCIAL_LOGIN_FAILED: { status: 422, key: 'social_login_failed' },
  INSUFFICIENT_FUNDS: { status: 422, key: 'insufficient_funds' },
  IDEMPOTENCY_CONFLICT: { status: 409, key: 'error_conflict' },
  AMOUNT_OUT_OF_RANGE: { status: 422, key: 'amount_out_of_range' },
  INVALID_IMAGE: { status: 422, key: 'invalid_image' },
  ALREADY_DECIDED: { status: 409, key: 'error_conflict' },
  SEAMLESS_WALLET: { status: 422, key: 'seamless_wallet' },
  PAYMENT_PASSWORD_REQUIRED: { status: 422, key: 'payment_password_required' },
  WRONG_PAYMENT_PASSWORD: { status: 422, key: 'wrong_payment_password' },
  BANK_CARD_LIMIT: { status: 422, key: 'bank_card_limit' },
  BANK_CARD_TAKEN: { status: 409, key: 'bank_card_taken' },
  WITHDRAWAL_LIMIT: { status: 422, key: 'withdrawal_limit' },
  /** Deposits or bonuses not yet staked as many times as the merchant asks (value: `Turnover`). */
  TURNOVER_REQUIRED: { status: 422, key: 'turnover_required' },
  INVALID_STATE: { status: 409, key: 'error_conflict' },
  BAD_SIGNATURE: { status: 401, key: 'bad_signature' },
  INVALID_TOKEN: { status: 401, key: 'invalid_token' },
  PLAYER_LIMIT: { status: 403, key: 'player_limit' },
  ROUND_NOT_FOUND: { status: 404, key: 'round_not_found' },
  NOTHING_TO_CLAIM: { status: 409, key: 'nothing_to_claim' },
  ROUND_ROLLED_BACK: { status: 409, key: 'round_rolled_back' },
  ROUND_CLOSED: { status: 409, key: 'round_closed' },
  TRANSACTION_ROLLED_BACK: { status: 409, key: 'transaction_rolled_back' },
  GAME_MAINTENANCE: { status: 503, key: 'game_under_maintenance' },
  INVALID_BET: { status: 422, key: 'invalid_bet' },
  BET_LIMIT: { status: 422, key: 'bet_limit' },
  DRAW_CLOSED: { status: 409, key: 'draw_closed' },
  ODDS_CHANGED: { status: 409, key: 'odds_changed' },
  /** An offered tier pays more than the upline's own contract would at its thresholds. */
  CONTRACT_RATE_TOO_HIGH: { status: 422, key: 'contract_rate_too_high' },
  /** Accepting would end downline contracts; `value.accounts` names them (agent-contracts.ts). */
  CONTRACT_ENDS_DOWNLINES: { status: 409, key: 'contract_ends_downlines' },
  /** Fewer points than the redeem or conversion needs; `value.points` is the balance. */
  INSUFFICIENT_POINTS: { status: 422, key: 'insufficient_points' },
  /** Fewer of the reward left than asked for; `value.available` says how many. */
  REWARD_SOLD_OUT: { status: 409, key: 'reward_sold_out' },
  /** The agent has no contract of this kind to offer from, or no offer to answer. */
  NO_CONTRACT: { status: 409, key: 'no_contract' },
  /** A time-out or self-exclusion is in force; `value` is `{ kind, until }` (responsible-gaming.ts). */
  ACCOUNT_EXCLUDED: { status: 403, key: 'account_excluded' },
  /** The session lasted the member's session-time limit and has ended (responsible-gaming.ts). */
  SESSION_LIMIT: { status: 401, key: 'session_limit' },
  /**
   * The member has been signed in for its daily time limit today: the login is refused, or the
   * session in use has ended; `value` is `{ minutes, resetsAt }` (responsible-gaming.ts).
   */
  DAILY_TIME_LIMIT: { status: 401, key: 'daily_time_limit' },
  /** No such mission for this merchant, or the operator stopped it. */
  MISSION_NOT_FOUND: { status: 404, key: 'mission_not_found' },
  /** The mission's target is not reached this period; `value` is `{ progress, target }`. */
  MISSION_INCOMPLETE: { status: 409, key: 'mission_incomplete' },
  /** This period's reward of the mission was already claimed (by another request). */
  MISSION_CLAIMED: { status: 409, key: 'mission_claimed' },
  /** No such promotion for this merchant (promotions.ts). */
  PROMOTION_NOT_FOUND: { status: 404, key: 'promotion_not_found' },
  /** The promotion has not started or has ended; `value` is `{ state }`. */
  PROMOTION_NOT_OPEN: { status: 409, key: 'promotion_not_open' },
  /** An application of the member is awaiting review or was issued already. */
  PROMOTION_APPLIED: { status: 409, key: 'promotion_applied' },
  /** The promotion is read, not applied for. */
  PROMOTION_NOT_APPLICABLE: { status: 409, key: 'promotion_not_applicable' },
  /** The raffle is not drawn yet, or the member did not win it. */
  RAFFLE_NOT_WON: { status: 409, key: 'raffle_not_won' },
  /** The member's prize of this raffle was claimed already (by another request). */
  RAFFLE_CLAIMED: { status: 409, key: 'raffle_claimed' },
  /** The member checked in to this promotion on the merchant's current day already (by another request). */
  CHECKIN_DONE: { status: 409, key: 'checkin_done' },
  /** The promotion is for members of a VIP club level the member has not reached; `value` is `{ rank, level }`. */
  PROMOTION_LEVEL_REQUIRED: { status: 403, key: 'promotion_level_required' },
  /** The deposit match is for a first deposit and the member has an approved deposit already. */
  PROMOTION_FIRST_DEPOSIT: { status: 409, key: 'promotion_first_deposit' },
} as const satisfies Record<string, { status: number; key: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

/** The one error type services throw; the server's error handler turns it into the envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly value: unknown;

  constructor(code: ErrorCode, message: string, status?: number, value?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = status ?? errorCatalogue[code].status;
    this.value = value;
  }
}

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(errorCatalogue, code);
