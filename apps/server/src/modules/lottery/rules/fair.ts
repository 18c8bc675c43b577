import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { DrawResult, LotteryFamily, VnStructure } from '@portal/contracts/lottery';
import { vnStructureTiers } from './vn-result.ts';

/**
 * Provably fair draws (domain-notes "Provably fair"): the SHA-256 of a random server seed is
 * published when a draw opens; when it is drawn the seed is revealed, and anyone can recompute
 * the result: HMAC_SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${round}`),
 * each 32-byte digest giving 8 floats of 4 bytes (b0/256 + b1/256² + b2/256³ + b3/256⁴),
 * `round` counting up when more than 8 floats are needed. The client seed of a draw is its
 * public name `${gameCode}:${numero}`; the nonce is 0 (one outcome per seed).
 */

export const newServerSeed = () => randomBytes(32).toString('hex');
export const seedHashOf = (serverSeed: string) => createHash('sha256').update(serverSeed).digest('hex');
export const clientSeedOf = (gameCode: string, numero: string) => `${gameCode}:${numero}`;

/** The first `count` floats in [0, 1) of a seed pair. */
export function fairFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round++) {
    const digest = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
    for (let i = 0; i < 32 && floats.length < count; i += 4) {
      floats.push(
        (digest[i] as number) / 256 +
          (digest[i + 1] as number) / 256 ** 2 +
          (digest[i + 2] as number) / 256 ** 3 +
          (digest[i + 3] as number) / 256 ** 4,
      );
    }
  }
  return floats;
}

/** A draw's outcome from its seeds: one float per regional prize number, digit or die. */
export function drawFromSeeds(
  family: LotteryFamily,
  structure: VnStructure | null,
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
): DrawResult {
  const floats = (n: number) => fairFloats(seeds.serverSeed, seeds.clientSeed, seeds.nonce, n);
  if (family === 'ssc') return { kind: 'ssc', digits: floats(5).map((f) => Math.floor(f * 10)) };
  if (family === 'k3') return { kind: 'k3', dice: floats(3).map((f) => 1 + Math.floor(f * 6)) };
  if (!structure) throw new Error('a regional draw needs its structure');
  const tiers = vnStructureTiers[structure];
  const all = floats(tiers.reduce((n, [, count]) => n + count, 0));
  let next = 0;
  const result: DrawResult = { kind: 'vn', structure, tiers: {} };
  for (const [name, count, digits] of tiers) {
    const numbers: string[] = [];
    for (let i = 0; i < count; i++) {
      // 4 bytes give 2^32 values against at most 10^6 numbers: the bias is below 1 in 4,000.
      const value = Math.floor((all[next++] as number) * 10 ** digits);
      numbers.push(String(value).padStart(digits, '0'));
    }
    result.tiers[name] = numbers;
  }
  return result;
}
