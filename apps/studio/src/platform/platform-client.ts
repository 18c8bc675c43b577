import { createHmac } from 'node:crypto';
import {
  VENDOR_CODE_HEADER,
  VENDOR_SIGNATURE_HEADER,
  type VendorSession,
  type VendorTransactionValue,
  vendorBalanceValueSchema,
  vendorSessionValueSchema,
  vendorTransactionValueSchema,
} from '@portal/contracts/vendor';
import type { z } from 'zod';

/**
 * The studio's side of the vendor protocol (docs/vendor-protocol.md): signed JSON calls to
 * `POST {platformUrl}/vendor/v1/<call>`, nothing else. Every call ends in one of three
 * ways, and the caller must handle each: the platform did it, the platform refused it
 * (nothing moved), or nobody knows (no usable answer: it may or may not have happened).
 */
export type CallResult<T> =
  | { ok: true; value: T }
  | { ok: false; kind: 'refused'; status: number; code: string; message: string; balance?: number }
  | {
      ok: false;
      kind: 'unavailable';
      reason: 'timeout' | 'network' | 'server_error' | 'bad_answer';
      detail: string;
    };

export interface PlatformClientOptions {
  platformUrl: string;
  vendorCode: string;
  secret: string;
  /** Milliseconds to wait for an answer; the protocol gives a debit 5 s. */
  timeoutMs?: number;
}

export interface PlatformClient {
  authenticate(body: { launchToken: string }): Promise<CallResult<VendorSession>>;
  balance(body: { sessionToken: string }): Promise<CallResult<{ balance: number; currency: string }>>;
  debit(body: {
    sessionToken: string;
    transactionId: string;
    roundId: string;
    gameCode: string;
    amount: number;
  }): Promise<CallResult<VendorTransactionValue>>;
  credit(body: {
    playerId: string;
    transactionId: string;
    roundId: string;
    gameCode: string;
    amount: number;
  }): Promise<CallResult<VendorTransactionValue>>;
  rollback(body: {
    playerId: string;
    transactionId: string;
    debitTransactionId: string;
    roundId: string;
    gameCode: string;
  }): Promise<CallResult<VendorTransactionValue>>;
}

/** hex HMAC-SHA256 of the exact body bytes, as the platform checks it. */
export const signBody = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body, 'utf8').digest('hex');

export function createPlatformClient(options: PlatformClientOptions): PlatformClient {
  const base = `${options.platformUrl.replace(/\/+$/, '')}/vendor/v1`;
  const timeoutMs = options.timeoutMs ?? 5_000;

  async function call<T>(name: string, payload: object, schema: z.ZodType<T>): Promise<CallResult<T>> {
    // Serialised once: the signature covers exactly the bytes that go on the wire.
    const body = JSON.stringify(payload);
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}/${name}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [VENDOR_CODE_HEADER]: options.vendorCode,
          [VENDOR_SIGNATURE_HEADER]: signBody(options.secret, body),
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Reading the body is inside the same time limit as the headers.
      text = await response.text();
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return {
        ok: false,
        kind: 'unavailable',
        reason: timedOut ? 'timeout' : 'network',
        detail: timedOut ? `no answer within ${timeoutMs} ms` : describe(error),
      };
    }
    if (response.status >= 500) {
      return { ok: false, kind: 'unavailable', reason: 'server_error', detail: `HTTP ${response.status}` };
    }
    let envelope: unknown;
    try {
      envelope = JSON.parse(text);
    } catch {
      return {
        ok: false,
        kind: 'unavailable',
        reason: 'bad_answer',
        detail: `HTTP ${response.status}, not JSON`,
      };
    }
    if (isObject(envelope) && envelope.success === true) {
      const value = schema.safeParse(envelope.value);
      return value.success
        ? { ok: true, value: value.data }
        : { ok: false, kind: 'unavailable', reason: 'bad_answer', detail: `unexpected ${name} value` };
    }
    if (isObject(envelope) && envelope.success === false && typeof envelope.code === 'string') {
      const value = isObject(envelope.value) ? envelope.value : {};
      return {
        ok: false,
        kind: 'refused',
        status: response.status,
        code: envelope.code,
        message: typeof envelope.message === 'string' ? envelope.message : envelope.code,
        ...(typeof value.balance === 'number' ? { balance: value.balance } : {}),
      };
    }
    return {
      ok: false,
      kind: 'unavailable',
      reason: 'bad_answer',
      detail: `HTTP ${response.status}, no envelope`,
    };
  }

  return {
    authenticate: (body) => call('authenticate', body, vendorSessionValueSchema),
    balance: (body) => call('balance', body, vendorBalanceValueSchema),
    debit: (body) => call('debit', body, vendorTransactionValueSchema),
    credit: (body) => call('credit', body, vendorTransactionValueSchema),
    rollback: (body) => call('rollback', body, vendorTransactionValueSchema),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
}
