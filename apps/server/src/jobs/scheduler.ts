import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.ts';
import type { Db } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';

export type Job = (db: Db, now: Date) => Promise<unknown>;

export type Scheduler = {
  /** Runs one pass now: 'ran', or 'skipped' when another node holds the leader lock. */
  runOnce(): Promise<'ran' | 'skipped'>;
  start(): void;
  /** Stops the timer and waits for a pass in progress. */
  stop(): Promise<void>;
  readonly running: boolean;
};

/**
 * Runs jobs on one node at a time (DESIGN.md section 6). On PostgreSQL each pass takes a
 * session advisory lock with `pg_try_advisory_lock` on a connection of its own and runs the
 * jobs on that connection; a node that does not get the lock skips the pass. The lock ends
 * with the pass (or with the connection, if the process dies), so leadership moves on by
 * itself. PGlite is one process's database: there the jobs simply run. Jobs are state
 * machines safe to run twice, so the lock saves work; it is not what keeps them correct.
 */
export function createScheduler(deps: {
  database: Pick<DatabaseHandle, 'db' | 'kind'>;
  clock: Clock;
  /** Any 64-bit number shared by every node running these jobs. */
  lockKey: bigint;
  intervalMs: number;
  jobs: Job[];
  log: { error: (obj: object, msg: string) => void };
}): Scheduler {
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<unknown> | null = null;
  let stopped = true;

  async function runJobs(db: Db) {
    for (const job of deps.jobs) await job(db, deps.clock.now());
  }

  async function runOnce(): Promise<'ran' | 'skipped'> {
    if (deps.database.kind === 'pglite') {
      await runJobs(deps.database.db);
      return 'ran';
    }
    return deps.database.db.connection().execute(async (conn) => {
      const got = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_lock(${deps.lockKey.toString()}::bigint) as locked`.execute(conn);
      if (!got.rows[0]?.locked) return 'skipped';
      try {
        await runJobs(conn);
      } finally {
        await sql`select pg_advisory_unlock(${deps.lockKey.toString()}::bigint)`.execute(conn);
      }
      return 'ran';
    });
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      current = runOnce()
        .catch((err: unknown) => deps.log.error({ err }, 'scheduled jobs failed; retrying next pass'))
        .finally(() => {
          current = null;
          schedule();
        });
    }, deps.intervalMs);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await current;
    },
    get running() {
      return !stopped;
    },
  };
}
