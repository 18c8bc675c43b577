import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { log, settings } from './env.ts';
import { unreachableReason, withTempDatabase } from './pg.ts';
import { exec } from './proc.ts';

export interface PgbenchFigures {
  tps_tpcb: number | null;
  tps_hot_update: number | null;
  pgbench_latency_ms_tpcb?: number;
  pgbench_latency_ms_hot_update?: number;
  pgbench_skipped?: string;
}

const HOT_UPDATE = 'UPDATE pgbench_accounts SET abalance = abalance + 1 WHERE aid = 1;\n';

function parse(stdout: string): { tps: number; latency: number } {
  const tps = /^tps = ([\d.]+)/m.exec(stdout)?.[1];
  const latency = /^latency average = ([\d.]+) ms/m.exec(stdout)?.[1];
  if (!tps) throw new Error(`no tps in pgbench output:\n${stdout}`);
  return { tps: Number(tps), latency: Number(latency ?? Number.NaN) };
}

async function pgbench(args: string[]): Promise<string> {
  const res = await exec('pgbench', args);
  if (res.code !== 0) throw new Error(`pgbench ${args.join(' ')} failed (${res.code}): ${res.stderr.trim()}`);
  return res.stdout;
}

/**
 * PostgreSQL baseline: in a fresh database, `pgbench -i -s 1`, then TPC-B and a single-row
 * hot update, each with 8 clients, 2 threads for BENCH_DURATION seconds. Skipped (null
 * figures and the reason) when PostgreSQL is unreachable or pgbench is not installed.
 */
export async function runPgbench(): Promise<PgbenchFigures> {
  const skip = (reason: string): PgbenchFigures => {
    log(`pgbench skipped: ${reason}`);
    return { tps_tpcb: null, tps_hot_update: null, pgbench_skipped: reason };
  };
  const version = await exec('pgbench', ['--version']).catch(() => null);
  if (version?.code !== 0)
    return skip('pgbench not found on PATH (Debian ships it in the postgresql package)');
  const reason = await unreachableReason(settings.databaseUrl);
  if (reason) return skip(reason);

  const secs = String(Math.max(1, Math.round(settings.duration)));
  const dir = await mkdtemp(join(tmpdir(), 'bench-pgbench-'));
  try {
    const script = join(dir, 'hot-update.sql');
    await writeFile(script, HOT_UPDATE);
    return await withTempDatabase(settings.databaseUrl, async (url) => {
      log('pgbench -i -s 1');
      await pgbench(['-i', '-s', '1', '-q', url]);
      log(`pgbench TPC-B ${secs}s`);
      const tpcb = parse(await pgbench(['-c', '8', '-j', '2', '-T', secs, url]));
      log(`pgbench hot update ${secs}s`);
      const hot = parse(await pgbench(['-c', '8', '-j', '2', '-T', secs, '-n', '-f', script, url]));
      return {
        tps_tpcb: Math.round(tpcb.tps),
        tps_hot_update: Math.round(hot.tps),
        pgbench_latency_ms_tpcb: tpcb.latency,
        pgbench_latency_ms_hot_update: hot.latency,
      };
    });
  } catch (err) {
    return skip(`pgbench failed: ${(err as Error).message}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
