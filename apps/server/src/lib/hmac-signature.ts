import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of the exact body bytes, hex; what the gateway puts in its signature header. */
export const signGatewayBody = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('hex');

export function isValidGatewaySignature(
  secret: string,
  body: string,
  signature: string | undefined,
): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signGatewayBody(secret, body), 'hex'), Buffer.from(signature, 'hex'));
}
