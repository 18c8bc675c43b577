import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The provably-fair scheme of the crypto casinos (DESIGN.md section 5): the server seed is
 * secret until rotated, its SHA-256 is published before play, and every outcome is read
 * from HMAC_SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${round}`).
 */
export interface SeedTriple {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** 256 bits from the CSPRNG, as 64 hex characters; the HMAC key is this text. */
export const newServerSeed = (): string => randomBytes(32).toString('hex');

/** A default client seed until the player picks one. */
export const newClientSeed = (): string => randomBytes(8).toString('hex');

/** The commitment published before play: SHA-256 of the server seed text, hex. */
export const hashServerSeed = (serverSeed: string): string =>
  createHash('sha256').update(serverSeed, 'utf8').digest('hex');

/** Letters, digits, spaces and _ . - only: no ':' so the HMAC message cannot be ambiguous. */
export const CLIENT_SEED_PATTERN = /^[\p{L}\p{N} _.-]{1,64}$/u;
export const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;
export const MAX_NONCE = Number.MAX_SAFE_INTEGER;

/**
 * `count` floats in [0, 1): each 32-byte digest gives 8 of them, 4 bytes each read as
 * b0/256 + b1/256^2 + b2/256^3 + b3/256^4 (which is exactly the big-endian uint32 / 2^32);
 * `round` counts the digests when more than 8 floats are needed.
 */
export function fairFloats({ serverSeed, clientSeed, nonce }: SeedTriple, count: number): number[] {
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round++) {
    const digest = createHmac('sha256', serverSeed)
      .update(`${clientSeed}:${nonce}:${round}`, 'utf8')
      .digest();
    for (let offset = 0; offset < 32 && floats.length < count; offset += 4) {
      floats.push(digest.readUInt32BE(offset) / 2 ** 32);
    }
  }
  return floats;
}
