import { describe, expect, it } from 'vitest';
import { newRequestId, SubmissionId } from './submission-id.ts';

describe('SubmissionId', () => {
  it('gives a UUID, and the same one when the same values are sent again after a failure', () => {
    const ids = new SubmissionId();
    const first = ids.idFor({ amount: 1_000, card: '7' });
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids.idFor({ amount: 1_000, card: '7' })).toBe(first);
  });

  it('starts a new id when the values change', () => {
    const ids = new SubmissionId();
    const first = ids.idFor({ amount: 1_000 });
    expect(ids.idFor({ amount: 2_000 })).not.toBe(first);
  });

  it('starts a new id after a success, even for the same values', () => {
    const ids = new SubmissionId();
    const first = ids.idFor({ amount: 1_000 });
    ids.done();
    expect(ids.idFor({ amount: 1_000 })).not.toBe(first);
  });
});

describe('newRequestId', () => {
  it('makes a v4 UUID also where randomUUID is missing (plain http origins)', () => {
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const id = newRequestId();
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(newRequestId()).not.toBe(id);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
