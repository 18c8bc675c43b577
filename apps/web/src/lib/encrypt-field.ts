import { ENCRYPTED_PREFIX } from '@portal/contracts/identity';
import { getPublicKey } from './get-public-key.ts';

/**
 * Password fields travel encrypted with the server's published RSA-OAEP (SHA-256) key:
 * 'rsa:' + base64 ciphertext of the UTF-8 text (spec 7 "encrypted").
 */
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export const importPublicKey = (spkiBase64: string): Promise<CryptoKey> =>
  globalThis.crypto.subtle.importKey(
    'spki',
    fromBase64(spkiBase64),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );

export async function encryptWith(key: CryptoKey, text: string): Promise<string> {
  const cipher = await globalThis.crypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    key,
    new TextEncoder().encode(text),
  );
  return ENCRYPTED_PREFIX + toBase64(new Uint8Array(cipher));
}

let keyPromise: Promise<CryptoKey> | null = null;

function publicKey(): Promise<CryptoKey> {
  if (!keyPromise) {
    keyPromise = getPublicKey().then((value) => importPublicKey(value.spki));
    // A failed fetch must not stick: the next attempt asks again.
    keyPromise.catch(() => {
      keyPromise = null;
    });
  }
  return keyPromise;
}

/** Encrypts one password field with the server key (fetched once per page view). */
export async function encryptField(text: string): Promise<string> {
  return encryptWith(await publicKey(), text);
}

/** After DECRYPTION_FAILED the server key changed (e.g. a restart): fetch it again next time. */
export function forgetPublicKey(): void {
  keyPromise = null;
}
