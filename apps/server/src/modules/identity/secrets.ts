import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256-bit opaque token for sessions, reset links and challenges. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens and codes are stored only as SHA-256, so a database leak gives no usable secret. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A code of `length` digits from the CSPRNG. */
export const newNumericCode = (length: number) =>
  Array.from({ length }, () => randomInt(0, 10).toString()).join('');

export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(sha256(a));
  const y = Buffer.from(sha256(b));
  return timingSafeEqual(x, y);
}
