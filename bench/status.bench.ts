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

interface Loads {
  portal: LoadFigures;
  hello: LoadFigures;
  sameBody: LoadFigures;
  sample: unknown;
}

/** Starts the portal (and the hello server, idle while the portal is loaded) and loads both in turn. */
async function loadBoth(databaseUrl?: string): Promise<Loads> {
  const hello = await startHello();
  const nodeArgs = args['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', resultsDir] : [];
  const portal = await startPortal({ databaseUrl, nodeArgs });
  let sameBodyServer: Awaited<ReturnType<typeof startHello>> | undefined;
  try {
    const url = `${portal.url}/wps/system/status?url=localhost`;
    const res = await fetch(url);
    const text = await res.text();
    const sample: unknown = JSON.parse(text);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${text}`);
    // A second bare server answering the portal's very body: what the payload alone costs.
    sameBodyServer = await startHello(text);
    const [portalLoad, helloLoad, sameBodyLoad] = await measure([
      { url, pid: portal.pid },
      { url: hello.url, pid: hello.pid },
      { url: sameBodyServer.url, pid: sameBodyServer.pid },
    ]);
    if (!portalLoad || !helloLoad || !sameBodyLoad) throw new Error('missing load figures');
    return { portal: portalLoad, hello: helloLoad, sameBody: sameBodyLoad, sample };
  } finally {
    await portal.stop();
    await hello.stop();
    await sameBodyServer?.stop();
  }
}

async function main(): Promise<number> {
  warnIfBusy();
  const { portal, hello, sameBody, sample } = args.pg
    ? await withTempDatabase(settings.databaseUrl, (url) => loadBoth(url))
    : await loadBoth();
  const pgbench = args['no-pgbench']
    ? { tps_tpcb: null, tps_hot_update: null, pgbench_skipped: '--no-pgbench' }
    : await runPgbench();

  const failures = [portal, hello, sameBody].filter((l) => l.non2xx > 0 || l.errors > 0 || l.timeouts > 0);
  for (const [label, l] of [
    ['portal', portal],
    ['hello ', hello],
    ['same body', sameBody],
  ] as const) {
    const server = `server CPU ${l.server_cpu_pct ?? '-'}% (${l.server_cpu_us_per_req ?? '-'} us/req)`;
    const cpu = `${server}, load generator CPU ${l.loadgen_cpu_pct}%`;
    console.log(`${label}  ${l.rps} req/s  p95 ${l.latency_ms.p95} ms  ${cpu}  (${l.url})`);
  }
  console.log(`pgbench tpcb ${pgbench.tps_tpcb ?? '-'} tps, hot update ${pgbench.tps_hot_update ?? '-'} tps`);
  for (const f of failures) {
    const codes = JSON.stringify(f.status_codes);
    console.log(
      `FAILED: ${f.url}: ${f.non2xx} non-2xx, ${f.errors} errors, ${f.timeouts} timeouts; codes ${codes}`,
    );
  }

  const { pgbench_latency_ms_tpcb: _tpcb, pgbench_latency_ms_hot_update: _hot, ...pgSummary } = pgbench;
  await report(
    {
      name: 'status',
      database: args.pg ? 'postgresql' : 'pglite',
      connections: settings.connections,
      duration_s: settings.duration,
      rps: portal.rps,
      p95_ms: portal.latency_ms.p95,
      p99_ms: portal.latency_ms.p99,
      non2xx: portal.non2xx,
      errors: portal.errors + portal.timeouts,
      baseline: {
        hello_rps: hello.rps,
        hello_p95_ms: hello.latency_ms.p95,
        hello_non2xx: hello.non2xx,
        same_body_rps: sameBody.rps,
        ...pgSummary,
      },
      ratio: hello.rps > 0 ? Math.round((portal.rps / hello.rps) * 1000) / 1000 : null,
      same_body_ratio: sameBody.rps > 0 ? Math.round((portal.rps / sameBody.rps) * 1000) / 1000 : null,
      ...(failures.length ? { error: 'non-2xx responses or errors under load' } : {}),
    },
    {
      percentiles: 'exact nearest-rank over every response time recorded via autocannon response events',
      rounds: settings.rounds,
      portal,
      portal_sample_response: sample,
      hello,
      same_body: sameBody,
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
