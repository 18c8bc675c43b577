import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { hashServerSeed, newClientSeed, newServerSeed } from '../fairness/provably-fair.ts';
import { writeFileAtomic } from './atomic-file.ts';

/**
 * What the studio keeps per player, one JSON file each under `<dataDir>/studio/players`:
 * the live seed pair, the seeds revealed by rotation and the rounds whose money is not
 * settled yet. The file is rewritten atomically on every change, before the change is
 * acted on, so a restart resumes exactly where the studio stopped.
 */
const revealedSchema = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Spins played with the pair: nonces 0 .. spins-1. */
  spins: z.number().int().nonnegative(),
  rotatedAt: z.string(),
});
export type RevealedSeeds = z.infer<typeof revealedSchema>;

const pendingSchema = z.object({
  roundId: z.string(),
  gameCode: z.string(),
  debitTransactionId: z.string(),
  creditTransactionId: z.string(),
  rollbackTransactionId: z.string(),
  bet: z.number().int().positive(),
  /**
   * debit: the debit was sent and has no answer yet (after a crash: roll it back);
   * rollback: the debit is being cancelled; credit: the debit went through, the outcome is
   * fixed (`win`) and the credit must be paid.
   */
  stage: z.enum(['debit', 'rollback', 'credit']),
  win: z.number().int().nonnegative().optional(),
  nonce: z.number().int().nonnegative().optional(),
  createdAt: z.string(),
  attempts: z.number().int().nonnegative(),
  /** Retries back off; the sweep leaves the round alone until then. */
  nextAttemptAt: z.string().optional(),
  lastError: z.string().optional(),
});
export type PendingRound = z.infer<typeof pendingSchema>;

const playerRecordSchema = z.object({
  version: z.literal(1),
  playerId: z.string(),
  seeds: z.object({
    serverSeed: z.string(),
    clientSeed: z.string(),
    nonce: z.number().int().nonnegative(),
    /** Drawn in advance so its hash can be shown before the player rotates to it. */
    nextServerSeed: z.string(),
  }),
  revealed: z.array(revealedSchema),
  pending: z.array(pendingSchema),
});
export type PlayerRecord = z.infer<typeof playerRecordSchema>;

/** How many revealed seed pairs a player can still look up. */
const REVEALED_KEPT = 20;

export interface PlayerStore {
  /**
   * Runs `work` with the player's record, one call at a time per player; `save` persists
   * the record as it is now. The record is created (fresh seeds) on first use.
   */
  withPlayer<T>(
    playerId: string,
    work: (record: PlayerRecord, save: () => Promise<void>) => Promise<T>,
  ): Promise<T>;
  /** Players that have unsettled rounds, for the retry sweep. */
  playersWithPending(): string[];
  /** Loads the pending index from disk; call once before serving. */
  init(): Promise<void>;
  /** A fresh server seed (from the CSPRNG unless a test supplies its own source). */
  drawServerSeed(): string;
}

export interface PlayerStoreOptions {
  dir: string;
  serverSeed?: () => string;
}

/** A file name that is safe whatever characters the platform's player id holds. */
const fileNameOf = (playerId: string) => `${Buffer.from(playerId, 'utf8').toString('base64url')}.json`;

export function createPlayerStore(options: PlayerStoreOptions): PlayerStore {
  const drawSeed = options.serverSeed ?? newServerSeed;
  const cache = new Map<string, PlayerRecord>();
  const locks = new Map<string, Promise<unknown>>();
  const pending = new Set<string>();
  let ready: Promise<void> | undefined;

  const fileOf = (playerId: string) => path.join(options.dir, fileNameOf(playerId));

  async function read(playerId: string): Promise<PlayerRecord> {
    const cached = cache.get(playerId);
    if (cached) return cached;
    let record: PlayerRecord;
    try {
      record = playerRecordSchema.parse(JSON.parse(await readFile(fileOf(playerId), 'utf8')));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      record = {
        version: 1,
        playerId,
        seeds: { serverSeed: drawSeed(), clientSeed: newClientSeed(), nonce: 0, nextServerSeed: drawSeed() },
        revealed: [],
        pending: [],
      };
      // Stored at once: the hash shown to the player is a promise that must survive a restart.
      await write(record);
    }
    cache.set(playerId, record);
    return record;
  }

  async function write(record: PlayerRecord): Promise<void> {
    await mkdir(options.dir, { recursive: true });
    await writeFileAtomic(fileOf(record.playerId), `${JSON.stringify(record, null, 1)}\n`);
    if (record.pending.length) pending.add(record.playerId);
    else pending.delete(record.playerId);
  }

  return {
    init() {
      ready ??= (async () => {
        await mkdir(options.dir, { recursive: true });
        for (const name of await readdir(options.dir)) {
          if (!name.endsWith('.json')) continue;
          try {
            const record = playerRecordSchema.parse(
              JSON.parse(await readFile(path.join(options.dir, name), 'utf8')),
            );
            if (record.pending.length) pending.add(record.playerId);
          } catch {
            // An unreadable file is left alone; loading that player will report it.
          }
        }
      })();
      return ready;
    },

    withPlayer(playerId, work) {
      const previous = locks.get(playerId) ?? Promise.resolve();
      const run = previous.then(async () => {
        const record = await read(playerId);
        try {
          return await work(record, () => write(record));
        } catch (error) {
          // The in-memory copy may hold changes that never reached the disk: reload next time.
          cache.delete(playerId);
          throw error;
        }
      });
      const settled = run.catch(() => {});
      locks.set(playerId, settled);
      void settled.then(() => {
        if (locks.get(playerId) === settled) locks.delete(playerId);
      });
      return run;
    },

    playersWithPending: () => [...pending],
    drawServerSeed: drawSeed,
  };
}

/** Retires the live seed pair: it is revealed, the pre-drawn next seed becomes live. */
export function rotateSeeds(
  record: PlayerRecord,
  clientSeed: string,
  now: Date,
  nextServerSeed: string,
): RevealedSeeds {
  const revealed: RevealedSeeds = {
    serverSeed: record.seeds.serverSeed,
    serverSeedHash: hashServerSeed(record.seeds.serverSeed),
    clientSeed: record.seeds.clientSeed,
    spins: record.seeds.nonce,
    rotatedAt: now.toISOString(),
  };
  record.revealed = [revealed, ...record.revealed].slice(0, REVEALED_KEPT);
  record.seeds = { serverSeed: record.seeds.nextServerSeed, clientSeed, nonce: 0, nextServerSeed };
  return revealed;
}
