// GET /wps/system/status on the portal under load, against a bare node:http hello server.
// Options: --pg (portal on a fresh PostgreSQL database from BENCH_DATABASE_URL instead of PGlite),
// --cpu-prof (CPU profile of the portal process into bench/results/), --no-pgbench.
import { parseArgs } from 'node:util';
import { log, settings } from './lib/env.ts';
import { startHello } from './lib/hello.ts';
import { type LoadFigures, measure } from './lib/load.ts';
import { withTempDatabase } from './lib/pg.ts';
import { runPgbench } from './lib/pgbench.ts';
import { startPortal } from './lib/portal.ts';
import { cleanup } from './lib/proc.ts';
import { report, resultsDir, warnIfBusy } from './lib/report.ts';

const { values: args } = parseArgs({
  options: {
    pg: { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
    'no-pgbench': { type: 'boolean', default: false },
  },
});

async function loadPortal(databaseUrl?: string): Promise<{ load: LoadFigures; sample: unknown }> {
  const nodeArgs = args['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', resultsDir] : [];
  const portal = await startPortal({ databaseUrl, nodeArgs });
  try {
    const url = `${portal.url}/wps/system/status?url=localhost`;
    const res = await fetch(url);
    const sample: unknown = await res.json();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(sample)}`);
    return { load: await measure(url), sample };
  } finally {
    await portal.stop();
  }
}

async function main(): Promise<number> {
  warnIfBusy();
  const portal = args.pg
    ? await withTempDatabase(settings.databaseUrl, (url) => loadPortal(url))
    : await loadPortal();

  const hello = await startHello();
  let helloLoad: LoadFigures;
  try {
    helloLoad = await measure(hello.url);
  } finally {
    await hello.stop();
  }

  const pgbench = args['no-pgbench']
    ? { tps_tpcb: null, tps_hot_update: null, pgbench_skipped: '--no-pgbench' }
    : await runPgbench();

  const p = portal.load;
  const failures = [p, helloLoad].filter((l) => l.non2xx > 0 || l.errors > 0 || l.timeouts > 0);
  console.log(`portal  ${p.rps} req/s  p95 ${p.latency_ms.p95} ms  (${p.url})`);
  console.log(`hello   ${helloLoad.rps} req/s  p95 ${helloLoad.latency_ms.p95} ms  (${helloLoad.url})`);
  console.log(`pgbench tpcb ${pgbench.tps_tpcb ?? '-'} tps, hot update ${pgbench.tps_hot_update ?? '-'} tps`);
  for (const f of failures) {
    console.log(
      `FAILED: ${f.url}: ${f.non2xx} non-2xx, ${f.errors} errors, ${f.timeouts} timeouts; status codes ${JSON.stringify(f.status_codes)}`,
    );
  }

  const { pgbench_latency_ms_tpcb: _l1, pgbench_latency_ms_hot_update: _l2, ...pgSummary } = pgbench;
  await report(
    {
      name: 'status',
      database: args.pg ? 'postgresql' : 'pglite',
      connections: settings.connections,
      duration_s: settings.duration,
      rps: p.rps,
      p95_ms: p.latency_ms.p95,
      p99_ms: p.latency_ms.p99,
      non2xx: p.non2xx,
      errors: p.errors + p.timeouts,
      baseline: {
        hello_rps: helloLoad.rps,
        hello_p95_ms: helloLoad.latency_ms.p95,
        hello_non2xx: helloLoad.non2xx,
        ...pgSummary,
      },
      ratio: helloLoad.rps > 0 ? Math.round((p.rps / helloLoad.rps) * 1000) / 1000 : null,
      ...(failures.length ? { error: 'non-2xx responses or errors under load' } : {}),
    },
    {
      percentiles: 'exact nearest-rank over every response time recorded via autocannon response events',
      portal: p,
      portal_sample_response: portal.sample,
      hello: helloLoad,
      pgbench,
    },
  );
  return failures.length ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  log(`failed: ${(err as Error).stack ?? err}`);
} finally {
  await cleanup();
}
process.exit(code);
