// The frame the money benchmarks (wallet, vendor) share: a fresh PostgreSQL database for the
// portal and one for pgbench, the portal's schema and demo merchant, the ledger audit with a
// count of what the ledger committed against what was answered, and the run's exit code.
import { join } from 'node:path';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import type { Db } from '../../apps/server/src/db/schema.ts';
import { auditLedger } from '../../apps/server/src/modules/ledger/ledger.service.ts';
import { log, settings } from './env.ts';
import { withTempDatabase } from './pg.ts';
import { pgbenchUnavailable } from './pgbench.ts';
import { ensureServerBuilt, root } from './portal.ts';
import { cleanup, exec } from './proc.ts';

/**
 * Checks that pgbench and PostgreSQL are there (exit 1 otherwise), builds the server if needed,
 * and runs `run` with two fresh databases from BENCH_DATABASE_URL, dropped afterwards.
 */
export async function withPgbenchAndPortalDatabases(
  run: (pgbenchUrl: string, portalUrl: string) => Promise<number>,
): Promise<number> {
  const unavailable = await pgbenchUnavailable();
  if (unavailable) {
    log(`cannot run: ${unavailable}`);
    return 1;
  }
  await ensureServerBuilt();
  return withTempDatabase(settings.databaseUrl, (pgbenchUrl) =>
    withTempDatabase(settings.databaseUrl, (portalUrl) => run(pgbenchUrl, portalUrl)),
  );
}

/** Migrates the database and creates the demo merchant with `main.js seed`, as an operator would. */
export async function seedPortalDatabase(portalUrl: string): Promise<void> {
  const seeded = await exec(process.execPath, [join(root, 'apps/server/dist/main.js'), 'seed'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: portalUrl, LOG_LEVEL: 'warn' },
  });
  if (seeded.code !== 0) throw new Error(`seed failed: ${seeded.stdout}${seeded.stderr}`);
}

/** The portal's database opened in this process with the server's own code (ledger posts, audits). */
export const openPortalDatabase = (portalUrl: string) =>
  openDatabase({ DATABASE_URL: portalUrl, DATA_DIR: '', DATABASE_SCHEMA: undefined });

export interface CountCheck {
  /** Figures added to the phase's audit record. */
  figures: Record<string, unknown>;
  /** For the progress line: `audit after <phase>: ok, <summary>`. */
  summary: string;
  /** Why the committed work does not match the answered, or null. */
  mismatch: string | null;
}

/**
 * The ledger audit (`auditLedger`, what `npm run audit` runs) and the benchmark's own count of
 * committed against answered work, after each phase. Failures go to `problems`.
 */
export function createAuditor(db: Db, problems: string[], count: () => Promise<CountCheck>) {
  const audits: Record<string, unknown>[] = [];
  return {
    audits,
    allOk: () => audits.every((a) => a.ok === true),
    async audit(phase: string): Promise<void> {
      const result = await auditLedger(db);
      const check = await count();
      audits.push({
        phase,
        ok: result.ok,
        accounts: result.accounts,
        entries: result.entries,
        grand_total: result.grandTotal,
        ...check.figures,
      });
      log(`audit after ${phase}: ${result.ok ? 'ok' : 'FAILED'}, ${check.summary}`);
      if (!result.ok) problems.push(`audit failed after ${phase}: ${JSON.stringify(result)}`);
      if (check.mismatch) problems.push(`after ${phase}: ${check.mismatch}`);
    },
  };
}

export const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

/** Runs a benchmark's main, cleans up whatever happened, and exits with its code (1 on a throw). */
export async function runBenchmark(main: () => Promise<number>): Promise<never> {
  let code = 1;
  try {
    code = await main();
  } catch (err) {
    log(`failed: ${(err as Error).stack ?? err}`);
  } finally {
    await cleanup();
  }
  process.exit(code);
}
