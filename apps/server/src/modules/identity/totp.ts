import { Secret, TOTP } from 'otpauth';

/** RFC 6238 codes (30 s, 6 digits, SHA-1) as authenticator apps make them; one step of drift allowed. */
export function verifyTotp(secretBase32: string, code: string, now: Date): boolean {
  const totp = new TOTP({
    secret: Secret.fromBase32(secretBase32),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  });
  return totp.validate({ token: code, timestamp: now.getTime(), window: 1 }) !== null;
}

export function totpNow(secretBase32: string, now: Date): string {
  return new TOTP({
    secret: Secret.fromBase32(secretBase32),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate({ timestamp: now.getTime() });
}
