import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { log, settings } from './env.ts';
import { round } from './loops.ts';
import { postgresCpuSeconds, unreachableReason, withTempDatabase } from './pg.ts';
import { exec } from './proc.ts';

export interface PgbenchFigures {
  tps_tpcb: number | null;
  tps_hot_update: number | null;
  pgbench_latency_ms_tpcb?: number;
  pgbench_latency_ms_hot_update?: number;
  pgbench_skipped?: string;
}

/** pgbench's single-row hot update: every client updates the same account. */
export const HOT_UPDATE = 'UPDATE pgbench_accounts SET abalance = abalance + 1 WHERE aid = 1;\n';

export interface PgbenchRun {
  tps: number;
  latency_ms: number;
}

function parse(stdout: string): PgbenchRun {
  const tps = /^tps = ([\d.]+)/m.exec(stdout)?.[1];
  const latency = /^latency average = ([\d.]+) ms/m.exec(stdout)?.[1];
  if (!tps) throw new Error(`no tps in pgbench output:\n${stdout}`);
  return { tps: Number(tps), latency_ms: Number(latency ?? Number.NaN) };
}

async function pgbench(args: string[]): Promise<string> {
  const res = await exec('pgbench', args);
  if (res.code !== 0) throw new Error(`pgbench ${args.join(' ')} failed (${res.code}): ${res.stderr.trim()}`);
  return res.stdout;
}

/** Null when pgbench is installed and PostgreSQL at BENCH_DATABASE_URL answers, else why not. */
export async function pgbenchUnavailable(): Promise<string | null> {
  const version = await exec('pgbench', ['--version']).catch(() => null);
  if (version?.code !== 0) return 'pgbench not found on PATH (Debian ships it in the postgresql package)';
  return unreachableReason(settings.databaseUrl);
}

/** `pgbench -i -s scale` in the database `url` names. */
export async function pgbenchInit(url: string, scale: number): Promise<void> {
  log(`pgbench -i -s ${scale}`);
  await pgbench(['-i', '-s', String(scale), '-q', url]);
}

/**
 * One pgbench run of `seconds` with `clients` clients on 2 threads: TPC-B, or the custom
 * `script` file (run with -n, no vacuum).
 */
export async function pgbenchRun(
  url: string,
  opts: { clients: number; seconds: number; script?: string },
): Promise<PgbenchRun> {
  const secs = String(Math.max(1, Math.round(opts.seconds)));
  const threads = String(Math.min(2, opts.clients));
  const args = ['-c', String(opts.clients), '-j', threads, '-T', secs];
  if (opts.script) args.push('-n', '-f', opts.script);
  return parse(await pgbench([...args, url]));
}

export interface PgbenchSeries {
  /** Mean tps over the rounds. */
  tps: number;
  tps_per_round: number[];
  latency_ms_per_round: number[];
  /** PostgreSQL CPU per pgbench transaction, microseconds (every postgres process; see pg.ts). */
  postgres_cpu_us_per_tx_per_round: number[];
}

/**
 * BENCH_ROUNDS rounds of BENCH_DURATION / BENCH_ROUNDS seconds each: a pgbench run (TPC-B,
 * or `script`) with `clients` clients, then `portal(round, seconds)`, the portal's measured run
 * (which warms up first in round 1), so background load falls on both alike. Logs
 * `pgbench <label> <seconds>s, <detail> (round r/n)` before each pgbench run.
 */
export async function alternateWithPgbench(opts: {
  url: string;
  clients: number;
  script?: string;
  label: string;
  detail: string;
  portal: (round: number, seconds: number) => Promise<void>;
}): Promise<PgbenchSeries> {
  const series: PgbenchSeries = {
    tps: 0,
    tps_per_round: [],
    latency_ms_per_round: [],
    postgres_cpu_us_per_tx_per_round: [],
  };
  const slice = settings.duration / settings.rounds;
  for (let r = 1; r <= settings.rounds; r++) {
    log(`pgbench ${opts.label} ${slice}s, ${opts.detail} (round ${r}/${settings.rounds})`);
    const pgBefore = postgresCpuSeconds();
    const res = await pgbenchRun(opts.url, {
      clients: opts.clients,
      seconds: slice,
      ...(opts.script ? { script: opts.script } : {}),
    });
    const pgAfter = postgresCpuSeconds();
    if (pgBefore !== null && pgAfter !== null)
      series.postgres_cpu_us_per_tx_per_round.push(
        Math.round(((pgAfter - pgBefore) * 1e6) / (res.tps * slice)),
      );
    series.tps_per_round.push(round(res.tps));
    series.latency_ms_per_round.push(res.latency_ms);
    await opts.portal(r, slice);
  }
  series.tps = round(series.tps_per_round.reduce((a, b) => a + b, 0) / series.tps_per_round.length);
  return series;
}

/** Runs `fn` with the path of a file holding the hot-update script, removed afterwards. */
export async function withHotUpdateScript<T>(fn: (script: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-pgbench-'));
  try {
    const script = join(dir, 'hot-update.sql');
    await writeFile(script, HOT_UPDATE);
    return await fn(script);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
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
  const reason = await pgbenchUnavailable();
  if (reason) return skip(reason);

  const seconds = settings.duration;
  try {
    return await withHotUpdateScript((script) =>
      withTempDatabase(settings.databaseUrl, async (url) => {
        await pgbenchInit(url, 1);
        log(`pgbench TPC-B ${seconds}s`);
        const tpcb = await pgbenchRun(url, { clients: 8, seconds });
        log(`pgbench hot update ${seconds}s`);
        const hot = await pgbenchRun(url, { clients: 8, seconds, script });
        return {
          tps_tpcb: Math.round(tpcb.tps),
          tps_hot_update: Math.round(hot.tps),
          pgbench_latency_ms_tpcb: tpcb.latency_ms,
          pgbench_latency_ms_hot_update: hot.latency_ms,
        };
      }),
    );
  } catch (err) {
    return skip(`pgbench failed: ${(err as Error).message}`);
  }
}
