/**
 * Error codes of the envelope. Each maps to an HTTP status and, where the spec has one,
 * to the catalogue key the web app translates (spec section 8).
 */
export const errorCatalogue = {
  VALIDATION_FAILED: { status: 400, key: 'error_validation' },
  MALFORMED_JSON: { status: 400, key: 'error_malformed_request' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, key: 'error_malformed_request' },
  PAYLOAD_TOO_LARGE: { status: 413, key: 'error_payload_too_large' },
  UNAUTHORIZED: { status: 401, key: 'please_log_in' },
  FORBIDDEN: { status: 403, key: 'error_forbidden' },
  NOT_FOUND: { status: 404, key: 'error_not_found' },
  METHOD_NOT_ALLOWED: { status: 405, key: 'error_not_found' },
  CONFLICT: { status: 409, key: 'error_conflict' },
  RATE_LIMITED: { status: 429, key: 'error_too_many_requests' },
  MAINTENANCE: { status: 503, key: 'maintenance' },
  REGION_RESTRICTED: { status: 403, key: 'ip_blocked' },
  INTERNAL: { status: 500, key: 'network_abnormal' },
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
