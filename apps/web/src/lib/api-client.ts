import { envelopeOf, errorEnvelopeSchema } from '@portal/contracts/envelope';
import { AppError, isErrorCode } from '@portal/contracts/errors';
import type { z } from 'zod';
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
type RequestOptions = { query?: Query; signal?: AbortSignal };

const UNEXPECTED = 'Unexpected response from the server';

function buildUrl(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function headers(): HeadersInit {
  const token = sessionStore.get(storageKeys.token);
  return token ? { Accept: 'application/json', Authorization: `Bearer ${token}` } : { Accept: 'application/json' };
}

/** Turns a parsed body into the value, or the failure envelope into an AppError. */
export function unwrapEnvelope<T extends z.ZodType>(body: unknown, schema: T, status: number): z.infer<T> {
  const failure = errorEnvelopeSchema.safeParse(body);
  if (failure.success) {
    const { code, message, value } = failure.data;
    throw new AppError(isErrorCode(code) ? code : 'INTERNAL', message, status, value);
  }
  const success = envelopeOf(schema).safeParse(body);
  if (!success.success) throw new AppError('INTERNAL', UNEXPECTED, status);
  return success.data.value;
}

async function request<T extends z.ZodType>(
  method: string,
  path: string,
  schema: T,
  options: RequestOptions,
): Promise<z.infer<T>> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers: headers(),
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
  return unwrapEnvelope(body, schema, response.status);
}

export const api = {
  get: <T extends z.ZodType>(path: string, schema: T, options: RequestOptions = {}) =>
    request('GET', path, schema, options),
};
