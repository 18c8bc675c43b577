import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptWith, importPublicKey } from './encrypt-field.ts';

describe('password field encryption (spec 7 "encrypted")', () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

  it("sends 'rsa:' + base64 RSA-OAEP SHA-256 ciphertext that the server key decrypts", async () => {
    const key = await importPublicKey(spki);
    const field = await encryptWith(key, 'Mật khẩu 123');
    expect(field).toMatch(/^rsa:[A-Za-z0-9+/]+=*$/);
    const plain = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(field.slice(4), 'base64'),
    );
    expect(plain.toString('utf8')).toBe('Mật khẩu 123');
  });

  it('never sends the same ciphertext twice for the same password', async () => {
    const key = await importPublicKey(spki);
    expect(await encryptWith(key, 'abc12345')).not.toBe(await encryptWith(key, 'abc12345'));
  });
});
