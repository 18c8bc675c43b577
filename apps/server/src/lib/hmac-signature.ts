import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of the exact body bytes, hex: how payment gateways and game vendors sign. */
export const signBody = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('hex');

export function isValidSignature(secret: string, body: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signBody(secret, body), 'hex'), Buffer.from(signature, 'hex'));
}
