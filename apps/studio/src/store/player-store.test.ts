import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashServerSeed } from '../fairness/provably-fair.ts';
import { createPlayerStore, rotateSeeds } from './player-store.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'studio-store-'));
  dirs.push(dir);
  return dir;
};

describe('player store', () => {
  it('creates a player with fresh seeds and stores them at once', async () => {
    const dir = tempDir();
    const store = createPlayerStore({ dir });
    const seeds = await store.withPlayer('player:1', async (record) => record.seeds);
    expect(seeds.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(seeds.nextServerSeed).not.toBe(seeds.serverSeed);
    expect(seeds.nonce).toBe(0);
    const again = await createPlayerStore({ dir }).withPlayer('player:1', async (record) => record.seeds);
    expect(again).toEqual(seeds);
  });

  it('names files safely whatever the player id holds', async () => {
    const dir = tempDir();
    const store = createPlayerStore({ dir });
    await store.withPlayer('../../etc/passwd', async () => {});
    await store.withPlayer('..', async () => {});
    const files = readdirSync(dir);
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^[A-Za-z0-9_-]+\.json$/);
  });

  it('runs one piece of work at a time per player', async () => {
    const store = createPlayerStore({ dir: tempDir() });
    const order: string[] = [];
    await Promise.all(
      [1, 2, 3].map((n) =>
        store.withPlayer('p', async (record, save) => {
          order.push(`start ${n}`);
          const nonce = record.seeds.nonce;
          await new Promise((resolve) => setTimeout(resolve, 5));
          record.seeds.nonce = nonce + 1;
          await save();
          order.push(`end ${n}`);
        }),
      ),
    );
    expect(order).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
    expect(await store.withPlayer('p', async (r) => r.seeds.nonce)).toBe(3);
  });

  it('forgets unsaved changes when the work fails', async () => {
    const store = createPlayerStore({ dir: tempDir() });
    await expect(
      store.withPlayer('p', async (record) => {
        record.seeds.nonce = 99;
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await store.withPlayer('p', async (r) => r.seeds.nonce)).toBe(0);
  });

  it('indexes players with pending rounds, also from disk', async () => {
    const dir = tempDir();
    const store = createPlayerStore({ dir });
    await store.withPlayer('p', async (record, save) => {
      record.pending.push({
        roundId: 'r1',
        gameCode: 'lucky-reels',
        debitTransactionId: 'r1:d',
        creditTransactionId: 'r1:c',
        rollbackTransactionId: 'r1:r',
        bet: 100,
        stage: 'debit',
        createdAt: new Date().toISOString(),
        attempts: 0,
      });
      await save();
    });
    expect(store.playersWithPending()).toEqual(['p']);
    const reopened = createPlayerStore({ dir });
    await reopened.init();
    expect(reopened.playersWithPending()).toEqual(['p']);
  });

  it('refuses a damaged file instead of dealing fresh seeds over it', async () => {
    const dir = tempDir();
    const store = createPlayerStore({ dir });
    await store.withPlayer('p', async () => {});
    const [file] = readdirSync(dir);
    writeFileSync(path.join(dir, file as string), '{"version":1');
    await expect(createPlayerStore({ dir }).withPlayer('p', async () => {})).rejects.toThrow();
    expect(readFileSync(path.join(dir, file as string), 'utf8')).toBe('{"version":1');
  });
});

describe('rotation', () => {
  it('reveals the live seed, promotes the pre-drawn one and keeps the last 20', async () => {
    const store = createPlayerStore({ dir: tempDir() });
    await store.withPlayer('p', async (record) => {
      const { serverSeed, nextServerSeed } = record.seeds;
      record.seeds.nonce = 7;
      const revealed = rotateSeeds(record, 'mine', new Date('2026-01-01T00:00:00Z'), 'f'.repeat(64));
      expect(revealed).toMatchObject({ serverSeed, serverSeedHash: hashServerSeed(serverSeed), spins: 7 });
      expect(record.seeds).toEqual({
        serverSeed: nextServerSeed,
        clientSeed: 'mine',
        nonce: 0,
        nextServerSeed: 'f'.repeat(64),
      });
      for (let i = 0; i < 25; i++) rotateSeeds(record, 'mine', new Date(), store.drawServerSeed());
      expect(record.revealed).toHaveLength(20);
    });
  });
});
