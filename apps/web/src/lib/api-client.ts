import { AppError, type ErrorCode, isErrorCode } from '@portal/contracts/errors';
import { reportNetworkFailure } from './network-status.ts';
import { sessionStore, storageKeys } from './storage.ts';

/** Thrown when the request never reached the server (offline, DNS, connection reset). */
export class NetworkError extends Error {
  constructor() {
    super('network link abnormal, try again');
    this.name = 'NetworkError';
  }
}

type Query = Record<string, string | number | undefined>;
type RequestOptions = {
  query?: Query;
  signal?: AbortSignal;
  /** Sent as JSON, or as multipart/form-data when it is a FormData (file uploads). */
  body?: unknown;
  /** A token held in memory only (the forced password change) instead of the stored one. */
  token?: string;
};

type UnauthorizedHandler = (error: AppError) => void;
let onUnauthorized: UnauthorizedHandler = () => undefined;

/**
 * Called when an authenticated call answers that the session has ended on the server: 401
 * `UNAUTHORIZED`, `SESSION_LIMIT` (it lasted the member's session-time limit) or
 * `DAILY_TIME_LIMIT` (the member's time today reached the daily time limit).
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/**
 * Response schemas come in through a dynamic import: zod is a large library, so it loads in
 * parallel with the request instead of sitting in the start-up bundle (see vite-plugins/initial-size.ts).
 */
export type SchemaLoader<T> = () => Promise<ResponseParser<T>>;

/** What the client needs of a schema: zod schemas fit, and so does a hand-written guard. */
export type ResponseParser<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
};

const UNEXPECTED = 'Unexpected response from the server';

/** The codes of an authenticated call whose session the server has ended. */
const SESSION_ENDED: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'UNAUTHORIZED',
  'SESSION_LIMIT',
  'DAILY_TIME_LIMIT',
]);

function buildUrl(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function headers(token: string | null, json: boolean): Record<string, string> {
  const result: Record<string, string> = { Accept: 'application/json' };
  if (json) result['Content-Type'] = 'application/json';
  if (token) result.Authorization = `Bearer ${token}`;
  return result;
}

type EnvelopeShape = { success?: unknown; code?: unknown; message?: unknown; value?: unknown };

/** Turns a parsed body into the value, or the failure envelope into an AppError. */
export function unwrapEnvelope<T>(body: unknown, schema: ResponseParser<T>, status: number): T {
  const envelope: EnvelopeShape = typeof body === 'object' && body !== null ? body : {};
  if (
    envelope.success === false &&
    typeof envelope.code === 'string' &&
    typeof envelope.message === 'string'
  ) {
    const code = isErrorCode(envelope.code) ? envelope.code : 'INTERNAL';
    throw new AppError(code, envelope.message, status, envelope.value);
  }
  if (envelope.success !== true) throw new AppError('INTERNAL', UNEXPECTED, status);
  const value = schema.safeParse(envelope.value);
  if (!value.success) throw new AppError('INTERNAL', UNEXPECTED, status);
  return value.data;
}

async function request<T>(
  method: string,
  path: string,
  loadSchema: SchemaLoader<T>,
  options: RequestOptions,
): Promise<T> {
  const schema = loadSchema();
  // A failed schema chunk must not surface as an unhandled rejection while the request runs.
  schema.catch(() => undefined);
  const stored = sessionStore.get(storageKeys.token);
  const token = options.token ?? stored;
  const form = options.body instanceof FormData;
  const json = options.body !== undefined && !form;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      // A FormData body sets its own multipart Content-Type, boundary included.
      headers: headers(token, json),
      body: form ? (options.body as FormData) : json ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    // A cancelled query is not a network problem; let TanStack Query see the abort.
    if (options.signal?.aborted) throw error;
    reportNetworkFailure();
    throw new NetworkError();
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new AppError('INTERNAL', UNEXPECTED, response.status);
  }
  let resolved: ResponseParser<T>;
  try {
    resolved = await schema;
  } catch {
    reportNetworkFailure();
    throw new NetworkError();
  }
  try {
    return unwrapEnvelope(body, resolved, response.status);
  } catch (error) {
    // Only the stored session can expire this way; a wrong password is also a 401.
    if (error instanceof AppError && SESSION_ENDED.has(error.code) && stored && !options.token) {
      onUnauthorized(error);
    }
    throw error;
  }
}

type BodyOptions = Omit<RequestOptions, 'body'>;

export const api = {
  get: <T>(path: string, schema: SchemaLoader<T>, options: BodyOptions = {}) =>
    request('GET', path, schema, options),
  post: <T>(path: string, body: unknown, schema: SchemaLoader<T>, options: BodyOptions = {}) =>
    request('POST', path, schema, { ...options, body }),
  /** multipart/form-data, for forms with a file. */
  postForm: <T>(path: string, body: FormData, schema: SchemaLoader<T>, options: BodyOptions = {}) =>
    request('POST', path, schema, { ...options, body }),
  put: <T>(path: string, body: unknown, schema: SchemaLoader<T>, options: BodyOptions = {}) =>
    request('PUT', path, schema, { ...options, body }),
  delete: <T>(path: string, schema: SchemaLoader<T>, options: BodyOptions = {}) =>
    request('DELETE', path, schema, options),
};

/** For calls whose value is null: no schema library needed. */
export const nullValue: SchemaLoader<null> = async () => ({
  safeParse: (value) => (value === null ? { success: true, data: null } : { success: false }),
});
