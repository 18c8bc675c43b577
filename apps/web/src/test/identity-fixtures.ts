import { generateKeyPairSync } from 'node:crypto';
import { memberInfoValue } from './agent-fixtures.ts';

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });

/** `GET /wps/session/publicKey`: a real key, so password fields are encrypted as in the browser. */
export const publicKeyValue = {
  keyId: 'k1',
  algorithm: 'RSA-OAEP-256',
  spki: keys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
};

/** A login answer that opens a session for an account of `type`. */
export const signedInValue = (account: string, type: number, overrides: Record<string, unknown> = {}) => ({
  token: 't'.repeat(40),
  firstTimeLogin: false,
  passwordExpired: false,
  mustChangePassword: false,
  member: memberInfoValue(account, type),
  twoFactor: null,
  ...overrides,
});
