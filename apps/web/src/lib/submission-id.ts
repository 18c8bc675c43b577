import { useRef } from 'react';

/** A random v4 UUID; `randomUUID` exists only on secure origins, `getRandomValues` everywhere. */
export function newRequestId(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The idempotency key (`requestId`) of a money form. One submission attempt gets one fresh id;
 * sending the same values again after a failure (a dropped connection, a timeout) reuses it, so
 * the server applies the operation at most once. Changed values, or a success, start a new id.
 */
export class SubmissionId {
  private pending: { id: string; fingerprint: string } | null = null;

  constructor(private readonly newId: () => string = newRequestId) {}

  /** The id to send with these values. */
  idFor(values: unknown): string {
    const fingerprint = JSON.stringify(values);
    if (this.pending?.fingerprint !== fingerprint) this.pending = { id: this.newId(), fingerprint };
    return this.pending.id;
  }

  /** The submission succeeded: the next one is a new operation. */
  done(): void {
    this.pending = null;
  }
}

/** One SubmissionId per form, for the life of the form. */
export function useSubmissionId(): SubmissionId {
  const ref = useRef<SubmissionId | null>(null);
  if (!ref.current) ref.current = new SubmissionId();
  return ref.current;
}
