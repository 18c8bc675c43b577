// Wallet transfers (POST /wps/relay/GCS_walletTransfer, main wallet <-> a vendor transfer wallet)
// through HTTP on a fresh PostgreSQL database, against pgbench on the same PostgreSQL in the
// same run: many members at full load versus TPC-B, a fixed rate of half the TPC-B tps for the
// latency at that load, and one member's hot wallet versus pgbench's single-row update.
// The ledger audit runs after every phase; a failed audit or a failed transfer fails the run.
// Options: --members N (200), --concurrency N (16: HTTP clients, TPC-B clients and scale),
// --hot-concurrency N (32), --cpu-prof (V8 profile of the portal into bench/results/).
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { log, settings } from './lib/env.ts';
import { jsonClient } from './lib/http.ts';
import {
  cpuText,
  createLoadRunner,
  mean,
  newTally,
  type Outcome,
  openLoopLine,
  round,
  summarize,
} from './lib/loops.ts';
import { fund, type Member, registerMembers } from './lib/members.ts';
import {
  createAuditor,
  openPortalDatabase,
  runBenchmark,
  seedPortalDatabase,
  verdict,
  withPgbenchAndPortalDatabases,
} from './lib/money.ts';
import { alternateWithPgbench, pgbenchInit, withHotUpdateScript } from './lib/pgbench.ts';
import { startPortal } from './lib/portal.ts';
import { report, resultsDir, warnIfBusy } from './lib/report.ts';

const { values: args } = parseArgs({
  options: {
    members: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '16' },
    'hot-concurrency': { type: 'string', default: '32' },
    'cpu-prof': { type: 'boolean', default: false },
  },
});
const memberCount = Number(args.members);
const concurrency = Number(args.concurrency);
const hotConcurrency = Number(args['hot-concurrency']);
for (const [name, n] of [
  ['--members', memberCount],
  ['--concurrency', concurrency],
  ['--hot-concurrency', hotConcurrency],
] as const) {
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer`);
}

const VENDOR = 'SABA';
const CURRENCY = 'VND';
/** Each member's deposit; half of it goes to the vendor wallet before measuring. */
const FUNDING = 100_000_000n;
const HOT_FUNDING = 10_000_000_000n;
/** Per transfer: small against both wallets, so alternating directions never run one dry. */
const AMOUNT = 100;
type Direction = 'toVendor' | 'toMain';

async function main(): Promise<number> {
  warnIfBusy();
  return withPgbenchAndPortalDatabases((pgbenchUrl, portalUrl) =>
    withHotUpdateScript((script) => run(script, pgbenchUrl, portalUrl)),
  );
}

async function run(hotScript: string, pgbenchUrl: string, portalUrl: string): Promise<number> {
  const problems: string[] = [];
  const scale = concurrency;
  await pgbenchInit(pgbenchUrl, scale);

  // Schema and demo merchant first, then transfer wallets on, before the portal reads its settings.
  await seedPortalDatabase(portalUrl);
  const admin = new pg.Client({ connectionString: portalUrl });
  await admin.connect();
  const updated = await admin.query<{ merchant_id: string }>(
    `update merchant_cashier set transfer_wallets = $1::jsonb
     where merchant_id = (select id from merchant where code = 'demo') returning merchant_id`,
    [JSON.stringify([VENDOR])],
  );
  await admin.end();
  const merchantId = updated.rows[0]?.merchant_id;
  if (!merchantId) throw new Error('the demo merchant has no cashier settings');

  const nodeArgs = args['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', resultsDir] : [];
  const portal = await startPortal({ databaseUrl: portalUrl, nodeArgs, env: { TRUST_PROXY: '1' } });
  const database = openPortalDatabase(portalUrl);
  const db = database.db;
  const http = jsonClient(portal.url, 512);
  try {
    log(`registering ${memberCount} members and one hot-wallet member`);
    const members = await registerMembers(portal.url, memberCount, 'm');
    const [hot] = await registerMembers(portal.url, 1, 'h');
    if (!hot) throw new Error('no hot-wallet member');
    const wallet = await http.request('GET', '/wps/relay/GCS_merchantWallet', undefined, {
      authorization: `Bearer ${hot.token}`,
    });
    if (wallet.body?.value?.isSingle !== false)
      throw new Error(`transfer wallets are not on: ${JSON.stringify(wallet.body)}`);

    log('funding members through the ledger');
    for (const m of members) await fund(db, merchantId, m.id, FUNDING, CURRENCY);
    await fund(db, merchantId, hot.id, HOT_FUNDING, CURRENCY);

    let fresh = 0;
    const transfer = async (m: Member, direction: Direction, amount = AMOUNT): Promise<Outcome> => {
      const res = await http.request(
        'POST',
        '/wps/relay/GCS_walletTransfer',
        { vendor: VENDOR, direction, amount, requestId: randomUUID() },
        { authorization: `Bearer ${m.token}` },
      );
      const ok = res.status === 200 && res.body?.success === true && res.body.value?.replayed === false;
      if (ok) fresh++;
      return { ok, code: ok ? '200' : `${res.status} ${res.body?.code ?? ''}`.trim() };
    };

    // Half of every deposit into the vendor wallet: creates the vendor account before measuring.
    log('filling vendor wallets');
    for (const m of [...members, hot]) {
      const amount = Number(m === hot ? HOT_FUNDING / 2n : FUNDING / 2n);
      const res = await transfer(m, 'toVendor', amount);
      if (!res.ok) throw new Error(`first transfer failed: ${res.code}`);
    }

    const loads = createLoadRunner(portal.pid, 'transfer');
    const { audits, audit, allOk } = createAuditor(db, problems, async () => {
      const committed = Number(
        (
          await sql<{
            n: string;
          }>`select count(*)::text as n from ledger_transfer where type = 'wallet_transfer'`.execute(db)
        ).rows[0]?.n,
      );
      // Every answered transfer is in the ledger; without lost connections, nothing else is.
      const countsMatch = loads.connectionErrors() ? committed >= fresh : committed === fresh;
      return {
        figures: { wallet_transfers_committed: committed, wallet_transfers_answered: fresh },
        summary: `${committed} wallet transfers committed`,
        mismatch: countsMatch ? null : `${committed} wallet transfers committed, ${fresh} answered`,
      };
    });
    await audit('setup');

    // Phase 1: throughput of many members (each client keeps to its own members) against TPC-B.
    const many = newTally();
    const toggles = new Map<Member, number>();
    const manyNext = (w: number, n: number) => {
      const own = Math.ceil((members.length - w) / concurrency);
      const m = members[w + concurrency * (n % Math.max(1, own))] ?? members[w % members.length];
      if (!m) throw new Error('no members');
      const k = (toggles.get(m) ?? 0) + 1;
      toggles.set(m, k);
      const direction: Direction = k % 2 ? 'toVendor' : 'toMain';
      return () => transfer(m, direction);
    };
    const tpcb = await alternateWithPgbench({
      url: pgbenchUrl,
      clients: concurrency,
      label: 'TPC-B',
      detail: `scale ${scale}, ${concurrency} clients`,
      portal: async (r, slice) => {
        if (r === 1) {
          log(`warm-up ${settings.warmup}s, ${concurrency} clients`);
          await loads.closedLoop(settings.warmup, concurrency, manyNext);
        }
        log(
          `transfers ${slice}s, ${concurrency} clients, ${members.length} members (round ${r}/${settings.rounds})`,
        );
        await loads.closedLoop(slice, concurrency, manyNext, many);
      },
    });
    await audit('throughput');
    const tpsTpcb = tpcb.tps;
    const throughput = summarize(many, 'transfer');

    const openTransfer = (n: number) => {
      const m = members[n % members.length] as Member;
      const direction: Direction = Math.floor(n / members.length) % 2 ? 'toMain' : 'toVendor';
      return transfer(m, direction);
    };

    // Phase 2: half the TPC-B tps, the load the p99 target is set at.
    const rate = Math.max(1, Math.round(tpsTpcb / 2));
    const { tally: half, figures: halfLoad } = await loads.openLoop(
      rate,
      Math.min(2, settings.warmup),
      settings.duration,
      openTransfer,
    );
    await audit('half load');
    // Overloaded there, the latency says only that; half the portal's own throughput says more.
    const ownHalf = halfLoad.overloaded
      ? (
          await loads.openLoop(
            Math.max(1, Math.round(throughput.per_s / 2)),
            1,
            settings.duration,
            openTransfer,
          )
        ).figures
      : null;
    if (ownHalf) await audit('half own load');

    // Phase 3: one member's wallets, `hotConcurrency` clients alternating directions, against
    // pgbench's single-row update at the same concurrency.
    const hotTally = newTally();
    const hotNext = (w: number, n: number) => {
      const direction: Direction = (w + n) % 2 ? 'toMain' : 'toVendor';
      return () => transfer(hot, direction);
    };
    const hotUpdate = await alternateWithPgbench({
      url: pgbenchUrl,
      clients: hotConcurrency,
      script: hotScript,
      label: 'hot update',
      detail: `${hotConcurrency} clients`,
      portal: async (r, slice) => {
        if (r === 1) await loads.closedLoop(Math.min(2, settings.warmup), hotConcurrency, hotNext);
        log(`hot wallet ${slice}s, ${hotConcurrency} clients (round ${r}/${settings.rounds})`);
        await loads.closedLoop(slice, hotConcurrency, hotNext, hotTally);
      },
    });
    await audit('hot wallet');
    const tpsHot = hotUpdate.tps;
    const hotFigures = summarize(hotTally, 'transfer');

    for (const [phase, t] of [
      ['warm-up', loads.warm],
      ['throughput', many],
      ['half load', half],
      ['hot wallet', hotTally],
    ] as const) {
      if (t.failed || t.errors)
        problems.push(`${phase}: ${t.failed} refused, ${t.errors} errors: ${JSON.stringify(t.codes)}`);
    }
    if (ownHalf && (ownHalf.failed || ownHalf.errors))
      problems.push(
        `half own load: ${ownHalf.failed} refused, ${ownHalf.errors} errors: ${JSON.stringify(ownHalf.codes)}`,
      );

    const halfLoadMet = !halfLoad.overloaded && halfLoad.p99_ms <= 50 && halfLoad.per_s >= rate * 0.95;
    const ratio = tpsTpcb > 0 ? round(throughput.per_s / tpsTpcb, 3) : null;
    const hotRatio = tpsHot > 0 ? round(hotFigures.per_s / tpsHot, 3) : null;
    console.log(
      `transfers   ${throughput.per_s}/s  p50 ${throughput.p50_ms} ms  p99 ${throughput.p99_ms} ms  ${cpuText(throughput, 'transfer')}  (${concurrency} clients, ${members.length} members)`,
    );
    console.log(openLoopLine('half load   ', halfLoad, 'transfer'));
    if (ownHalf) console.log(openLoopLine('half own    ', ownHalf, 'transfer'));
    console.log(
      `hot wallet  ${hotFigures.per_s}/s  p50 ${hotFigures.p50_ms} ms  p99 ${hotFigures.p99_ms} ms  ${cpuText(hotFigures, 'transfer')}  (${hotConcurrency} clients, one member)`,
    );
    console.log(
      `pgbench     TPC-B ${tpsTpcb} tps (scale ${scale}, ${concurrency} clients, PostgreSQL ${mean(tpcb.postgres_cpu_us_per_tx_per_round)} us/tx), hot update ${tpsHot} tps (${hotConcurrency} clients, PostgreSQL ${mean(hotUpdate.postgres_cpu_us_per_tx_per_round)} us/tx)`,
    );
    const last = audits[audits.length - 1] ?? {};
    const auditOk = allOk();
    console.log(
      `audit       ${auditOk ? 'ok' : 'FAILED'} after ${audits.map((a) => a.phase).join(', ')}: ${last.wallet_transfers_committed} wallet transfers, ${last.entries} entries, grand total ${last.grand_total}`,
    );
    console.log(
      `targets     ratio ${ratio} (>= 0.7 ${verdict((ratio ?? 0) >= 0.7)}), p99 at half load ${halfLoad.overloaded ? '- (overloaded)' : `${halfLoad.p99_ms} ms`} (<= 50 ${verdict(halfLoadMet)}), hot_ratio ${hotRatio} (>= 0.7 ${verdict((hotRatio ?? 0) >= 0.7)})`,
    );
    for (const p of problems) console.log(`FAILED: ${p}`);

    await report(
      {
        name: 'wallet',
        database: 'postgresql',
        members: members.length,
        connections: concurrency,
        duration_s: settings.duration,
        transfers_per_s: throughput.per_s,
        p50_ms: throughput.p50_ms,
        p99_ms: throughput.p99_ms,
        half_load_per_s: rate,
        half_load_answered_per_s: halfLoad.per_s,
        // Overloaded, the server never kept up: no latency at that load to speak of.
        half_load_p50_ms: halfLoad.overloaded ? null : halfLoad.p50_ms,
        half_load_p99_ms: halfLoad.overloaded ? null : halfLoad.p99_ms,
        half_load_overloaded: halfLoad.overloaded,
        ...(ownHalf
          ? { half_own_load_per_s: ownHalf.offered_per_s, half_own_load_p99_ms: ownHalf.p99_ms }
          : {}),
        hot_connections: hotConcurrency,
        hot_transfers_per_s: hotFigures.per_s,
        hot_p50_ms: hotFigures.p50_ms,
        hot_p99_ms: hotFigures.p99_ms,
        audit_ok: auditOk,
        baseline: {
          tps_tpcb: tpsTpcb,
          tpcb_scale: scale,
          tpcb_clients: concurrency,
          tps_hot_update: tpsHot,
          hot_update_clients: hotConcurrency,
        },
        ratio,
        hot_ratio: hotRatio,
        ...(problems.length ? { error: problems.join('; ') } : {}),
      },
      {
        percentiles: 'exact nearest-rank over every answered transfer; open loop counts from the due time',
        rounds: settings.rounds,
        amount: AMOUNT,
        throughput,
        half_load: halfLoad,
        half_own_load: ownHalf,
        hot_wallet: hotFigures,
        pgbench: {
          tpcb_tps_per_round: tpcb.tps_per_round,
          tpcb_latency_ms_per_round: tpcb.latency_ms_per_round,
          hot_update_tps_per_round: hotUpdate.tps_per_round,
          hot_update_latency_ms_per_round: hotUpdate.latency_ms_per_round,
          tpcb_postgres_cpu_us_per_tx_per_round: tpcb.postgres_cpu_us_per_tx_per_round,
          hot_update_postgres_cpu_us_per_tx_per_round: hotUpdate.postgres_cpu_us_per_tx_per_round,
        },
        audits,
      },
    );
    return problems.length ? 1 : 0;
  } finally {
    http.close();
    await database.close();
    await portal.stop();
  }
}

await runBenchmark(main);
