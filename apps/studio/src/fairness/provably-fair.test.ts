import { describe, expect, it } from 'vitest';
import { luckyReels } from '../games/lucky-reels/definition.ts';
import { spinOutcome, stopsFromFloats } from '../games/lucky-reels/outcome.ts';
import {
  CLIENT_SEED_PATTERN,
  fairFloats,
  hashServerSeed,
  newClientSeed,
  newServerSeed,
} from './provably-fair.ts';

/** Floats by the domain-notes formula, from a digest computed outside Node (openssl dgst -hmac). */
const floatsOfHex = (hex: string) =>
  Array.from({ length: 8 }, (_, i) => {
    const [b0, b1, b2, b3] = [0, 1, 2, 3].map((k) =>
      Number.parseInt(hex.slice(i * 8 + k * 2, i * 8 + k * 2 + 2), 16),
    );
    return (
      (b0 as number) / 256 + (b1 as number) / 256 ** 2 + (b2 as number) / 256 ** 3 + (b3 as number) / 256 ** 4
    );
  });

const seedA = 'a'.repeat(64);
const seedB = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';

describe('provably-fair floats', () => {
  it('match HMAC_SHA256(serverSeed, "clientSeed:nonce:round") computed by openssl', () => {
    // echo -n "my-seed:0:0" | openssl dgst -sha256 -hmac aaaa…(64)
    const digest = 'b67b71fe44508d530f4f0f14ef0afd25e7469f62e162dd8a77d4d7165848615a';
    expect(fairFloats({ serverSeed: seedA, clientSeed: 'my-seed', nonce: 0 }, 8)).toEqual(
      floatsOfHex(digest),
    );
  });

  it('move to round 1 after 8 floats', () => {
    const round0 = '0614e47daac17f8d9f148d1fb37c8952873f7c6d9388a9fd8cfa88a5250955db';
    const round1 = '87d1b6d2255a23992b8b0643c583c406b49c74976f983a9b61c8faa87195c926';
    expect(fairFloats({ serverSeed: seedB, clientSeed: 'player-1', nonce: 7 }, 10)).toEqual([
      ...floatsOfHex(round0),
      ...floatsOfHex(round1).slice(0, 2),
    ]);
  });

  it('are deterministic and change with each input', () => {
    const base = { serverSeed: seedB, clientSeed: 'x', nonce: 1 };
    const floats = fairFloats(base, 5);
    expect(fairFloats(base, 5)).toEqual(floats);
    expect(fairFloats({ ...base, nonce: 2 }, 5)).not.toEqual(floats);
    expect(fairFloats({ ...base, clientSeed: 'y' }, 5)).not.toEqual(floats);
    expect(fairFloats({ ...base, serverSeed: seedA }, 5)).not.toEqual(floats);
    for (const f of floats) expect(f >= 0 && f < 1).toBe(true);
  });

  it('commit to the server seed with SHA-256 of its text', () => {
    // echo -n aaaa…(64) | openssl dgst -sha256
    expect(hashServerSeed(seedA)).toBe('ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb');
  });

  it('draw fresh seeds from the CSPRNG', () => {
    expect(newServerSeed()).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(newServerSeed());
    expect(newClientSeed()).toMatch(CLIENT_SEED_PATTERN);
  });

  it('accept readable client seeds, refuse ones that could blur the message', () => {
    for (const ok of ['abc', 'my lucky seed', 'Hạt-giống_1.2', 'x'.repeat(64)])
      expect(CLIENT_SEED_PATTERN.test(ok)).toBe(true);
    for (const bad of ['', 'a:b', 'x'.repeat(65), 'new\nline', '<script>'])
      expect(CLIENT_SEED_PATTERN.test(bad)).toBe(false);
  });
});

describe('lucky-reels outcome', () => {
  it('stops each reel at floor(float * strip length) of the first five floats', () => {
    const digest = 'b67b71fe44508d530f4f0f14ef0afd25e7469f62e162dd8a77d4d7165848615a';
    const expected = floatsOfHex(digest)
      .slice(0, 5)
      .map((f, reel) => Math.floor(f * (luckyReels.strips[reel]?.length ?? 0)));
    const outcome = spinOutcome({ serverSeed: seedA, clientSeed: 'my-seed', nonce: 0 });
    expect(outcome.stops).toEqual(expected);
    expect(stopsFromFloats(floatsOfHex(digest))).toEqual(expected);
  });

  it('is a pure function of the seed triple', () => {
    const seeds = { serverSeed: seedB, clientSeed: 'player-1', nonce: 42 };
    expect(spinOutcome(seeds)).toEqual(spinOutcome({ ...seeds }));
  });

  it('reaches every stop of every reel, including the last', () => {
    expect(stopsFromFloats([0, 0, 0, 0, 0])).toEqual([0, 0, 0, 0, 0]);
    const last = (2 ** 32 - 1) / 2 ** 32;
    expect(stopsFromFloats([last, last, last, last, last])).toEqual(
      luckyReels.strips.map((s) => s.length - 1),
    );
  });
});
