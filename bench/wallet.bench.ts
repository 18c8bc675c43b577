// Wallet transfers (POST /wps/relay/GCS_walletTransfer, main wallet <-> a vendor transfer wallet)
// through HTTP on a fresh PostgreSQL database, against pgbench on the same PostgreSQL in the
// same run: many members at full load versus TPC-B, a fixed rate of half the TPC-B tps for the
// latency at that load, and one member's hot wallet versus pgbench's single-row update.
// The ledger audit runs after every phase; a failed audit or a failed transfer fails the run.
// Options: --members N (200), --concurrency N (16: HTTP clients, TPC-B clients and scale),
// --hot-concurrency N (32), --cpu-prof (V8 profile of the portal into bench/results/).
import { constants, createPublicKey, publicEncrypt, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database.ts';
import type { Db } from '../apps/server/src/db/schema.ts';
import { auditLedger, postTransfer } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { log, settings } from './lib/env.ts';
import { jsonClient } from './lib/http.ts';
import { percentile, processCpuSeconds } from './lib/load.ts';
import { postgresCpuSeconds, withTempDatabase } from './lib/pg.ts';
import { pgbenchInit, pgbenchRun, pgbenchUnavailable, withHotUpdateScript } from './lib/pgbench.ts';
import { ensureServerBuilt, root, startPortal } from './lib/portal.ts';
import { cleanup, exec } from './lib/proc.ts';
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
const password = 'bench12345';

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const mean = (xs: number[]) => (xs.length ? Math.round(xs.reduce((x, y) => x + y, 0) / xs.length) : '-');

type Member = { id: string; token: string; username: string };
type Direction = 'toVendor' | 'toMain';

interface Tally {
  latencies: number[];
  ok: number;
  failed: number;
  errors: number;
  codes: Record<string, number>;
  seconds: number;
  serverCpu: number | null;
  /** CPU of every postgres process meanwhile (other work on the server counts too). */
  pgCpu: number | null;
  loadgenCpuUs: number;
  perRound: number[];
}

const newTally = (): Tally => ({
  latencies: [],
  ok: 0,
  failed: 0,
  errors: 0,
  codes: {},
  seconds: 0,
  serverCpu: 0,
  pgCpu: 0,
  loadgenCpuUs: 0,
  perRound: [],
});

function summarize(t: Tally) {
  const sorted = Float64Array.from(t.latencies).sort();
  return {
    transfers: t.ok,
    per_s: round(t.ok / t.seconds),
    per_round: t.perRound,
    p50_ms: round(percentile(sorted, 50), 2),
    p95_ms: round(percentile(sorted, 95), 2),
    p99_ms: round(percentile(sorted, 99), 2),
    max_ms: round(sorted[sorted.length - 1] ?? 0, 2),
    failed: t.failed,
    errors: t.errors,
    codes: t.codes,
    seconds: round(t.seconds, 2),
    server_cpu_pct: t.serverCpu === null ? null : round((t.serverCpu * 100) / t.seconds),
    server_cpu_us_per_transfer: t.serverCpu === null || !t.ok ? null : Math.round((t.serverCpu * 1e6) / t.ok),
    postgres_cpu_us_per_transfer: t.pgCpu === null || !t.ok ? null : Math.round((t.pgCpu * 1e6) / t.ok),
    loadgen_cpu_pct: round(t.loadgenCpuUs / 1e4 / t.seconds),
  };
}

/** Registers `count` members through HTTP (RSA-encrypted passwords, as the browser sends them). */
async function registerMembers(url: string, count: number, tag: string): Promise<Member[]> {
  const http = jsonClient(url, 4);
  try {
    const key = (await http.request('GET', '/wps/session/publicKey')).body.value.spki as string;
    const spki = createPublicKey({ key: Buffer.from(key, 'base64'), format: 'der', type: 'spki' });
    const enc = (text: string) =>
      `rsa:${publicEncrypt({ key: spki, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(text)).toString('base64')}`;
    const members: Member[] = [];
    let next = 0;
    const stamp = Date.now().toString(36).slice(-4);
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < count) {
          const i = next++;
          const username = `w${tag}${i}x${stamp}`;
          const res = await http.request(
            'PUT',
            '/wps/member/register',
            {
              username,
              password: enc(password),
              confirmPassword: enc(password),
              birthday: '1990-01-01',
              agreeAge: true,
              agreeTerms: true,
            },
            // A distinct client address per registration: per-address limits are not measured here.
            { 'x-forwarded-for': `198.18.${(i >> 8) & 255}.${i & 255}` },
          );
          const value = res.body?.value;
          if (res.status !== 200 || !value?.token)
            throw new Error(`registration failed: ${res.status} ${JSON.stringify(res.body)}`);
          members.push({ id: String(value.member.id), token: value.token, username });
        }
      }),
    );
    return members;
  } finally {
    http.close();
  }
}

/** Credits a member's main wallet from the house deposits account, through the server's ledger code. */
async function fund(db: Db, merchantId: string, memberId: string, amount: bigint) {
  await postTransfer(db, {
    merchantId,
    key: `bench-fund:${randomUUID()}`,
    type: 'deposit',
    memberId,
    postings: [
      { account: { owner: 'house', kind: 'deposits', currency: CURRENCY }, amount: -amount },
      { account: { owner: 'member', memberId, kind: 'main', currency: CURRENCY }, amount },
    ],
  });
}

async function main(): Promise<number> {
  warnIfBusy();
  const unavailable = await pgbenchUnavailable();
  if (unavailable) {
    log(`cannot run: ${unavailable}`);
    return 1;
  }
  await ensureServerBuilt();
  return withHotUpdateScript((script) =>
    withTempDatabase(settings.databaseUrl, (pgbenchUrl) =>
      withTempDatabase(settings.databaseUrl, (portalUrl) => run(script, pgbenchUrl, portalUrl)),
    ),
  );
}

async function run(hotScript: string, pgbenchUrl: string, portalUrl: string): Promise<number> {
  const problems: string[] = [];
  const scale = concurrency;
  await pgbenchInit(pgbenchUrl, scale);

  // Schema and demo merchant first, then transfer wallets on, before the portal reads its settings.
  const seeded = await exec(process.execPath, [join(root, 'apps/server/dist/main.js'), 'seed'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: portalUrl, LOG_LEVEL: 'warn' },
  });
  if (seeded.code !== 0) throw new Error(`seed failed: ${seeded.stdout}${seeded.stderr}`);
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
  const database = openDatabase({ DATABASE_URL: portalUrl, DATA_DIR: '', DATABASE_SCHEMA: undefined });
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
    for (const m of members) await fund(db, merchantId, m.id, FUNDING);
    await fund(db, merchantId, hot.id, HOT_FUNDING);

    let fresh = 0;
    const transfer = async (m: Member, direction: Direction, amount = AMOUNT) => {
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

    const audits: Record<string, unknown>[] = [];
    let connectionErrors = 0;
    const audit = async (phase: string) => {
      const result = await auditLedger(db);
      const committed = Number(
        (
          await sql<{
            n: string;
          }>`select count(*)::text as n from ledger_transfer where type = 'wallet_transfer'`.execute(db)
        ).rows[0]?.n,
      );
      // Every answered transfer is in the ledger; without lost connections, nothing else is.
      const countsMatch = connectionErrors ? committed >= fresh : committed === fresh;
      audits.push({
        phase,
        ok: result.ok,
        accounts: result.accounts,
        entries: result.entries,
        grand_total: result.grandTotal,
        wallet_transfers_committed: committed,
        wallet_transfers_answered: fresh,
      });
      log(`audit after ${phase}: ${result.ok ? 'ok' : 'FAILED'}, ${committed} wallet transfers committed`);
      if (!result.ok) problems.push(`audit failed after ${phase}: ${JSON.stringify(result)}`);
      if (!countsMatch)
        problems.push(`after ${phase}: ${committed} wallet transfers committed, ${fresh} answered`);
    };
    await audit('setup');

    /** Warm-up runs: figures discarded, refusals and errors not. */
    const warm = newTally();
    /** Closed loop: `workers` clients, each sending its next transfer when the last one is answered. */
    const closedLoop = async (
      seconds: number,
      workers: number,
      next: (worker: number, n: number) => [Member, Direction],
      measured?: Tally,
    ) => {
      const tally = measured ?? warm;
      const cpu = process.cpuUsage();
      const serverBefore = processCpuSeconds(portal.pid);
      const pgBefore = postgresCpuSeconds();
      const before = tally.ok;
      const started = performance.now();
      const end = started + seconds * 1000;
      await Promise.all(
        Array.from({ length: workers }, async (_, w) => {
          for (let n = 0; performance.now() < end; n++) {
            const [member, direction] = next(w, n);
            const t0 = performance.now();
            try {
              const res = await transfer(member, direction);
              if (res.ok) {
                tally.ok++;
                tally.latencies.push(performance.now() - t0);
              } else tally.failed++;
              tally.codes[res.code] = (tally.codes[res.code] ?? 0) + 1;
            } catch (err) {
              connectionErrors++;
              tally.errors++;
              const code = (err as Error).message;
              tally.codes[code] = (tally.codes[code] ?? 0) + 1;
            }
          }
        }),
      );
      if (!measured) return;
      const elapsed = (performance.now() - started) / 1000;
      const used = process.cpuUsage(cpu);
      const serverAfter = processCpuSeconds(portal.pid);
      const pgAfter = postgresCpuSeconds();
      tally.seconds += elapsed;
      if (tally.pgCpu !== null && pgBefore !== null && pgAfter !== null) tally.pgCpu += pgAfter - pgBefore;
      else tally.pgCpu = null;
      tally.loadgenCpuUs += used.user + used.system;
      if (tally.serverCpu !== null && serverBefore !== null && serverAfter !== null)
        tally.serverCpu += serverAfter - serverBefore;
      else tally.serverCpu = null;
      tally.perRound.push(round((tally.ok - before) / elapsed));
    };

    // Phase 1: throughput of many members (each client keeps to its own members) against TPC-B.
    const many = newTally();
    const tpcbRuns: number[] = [];
    const tpcbLatency: number[] = [];
    /** PostgreSQL CPU per TPC-B transaction, microseconds, per round. */
    const tpcbPgCpuUs: number[] = [];
    const toggles = new Map<Member, number>();
    const manyNext = (w: number, n: number): [Member, Direction] => {
      const own = Math.ceil((members.length - w) / concurrency);
      const m = members[w + concurrency * (n % Math.max(1, own))] ?? members[w % members.length];
      if (!m) throw new Error('no members');
      const k = (toggles.get(m) ?? 0) + 1;
      toggles.set(m, k);
      return [m, k % 2 ? 'toVendor' : 'toMain'];
    };
    const slice = settings.duration / settings.rounds;
    for (let r = 1; r <= settings.rounds; r++) {
      log(`pgbench TPC-B ${slice}s, scale ${scale}, ${concurrency} clients (round ${r}/${settings.rounds})`);
      const pgBefore = postgresCpuSeconds();
      const tpcb = await pgbenchRun(pgbenchUrl, { clients: concurrency, seconds: slice });
      const pgAfter = postgresCpuSeconds();
      if (pgBefore !== null && pgAfter !== null)
        tpcbPgCpuUs.push(Math.round(((pgAfter - pgBefore) * 1e6) / (tpcb.tps * slice)));
      tpcbRuns.push(round(tpcb.tps));
      tpcbLatency.push(tpcb.latency_ms);
      if (r === 1) {
        log(`warm-up ${settings.warmup}s, ${concurrency} clients`);
        await closedLoop(settings.warmup, concurrency, manyNext);
      }
      log(
        `transfers ${slice}s, ${concurrency} clients, ${members.length} members (round ${r}/${settings.rounds})`,
      );
      await closedLoop(slice, concurrency, manyNext, many);
    }
    await audit('throughput');
    const tpsTpcb = round(tpcbRuns.reduce((a, b) => a + b, 0) / tpcbRuns.length);
    const throughput = summarize(many);

    /**
     * Open loop at `rate` transfers/s: each transfer is due at a fixed time and its latency counts
     * from then, so a slow server cannot slow the load down (no coordinated omission). The first
     * `warmupS` seconds are not counted. When more than a second's worth of transfers is waiting
     * for an answer the server is overloaded: sending stops there, and the figures say so.
     */
    const openLoop = async (rate: number, warmupS: number, seconds: number) => {
      const total = Math.round(rate * (warmupS + seconds));
      const firstMeasured = Math.round(rate * warmupS);
      const interval = 1000 / rate;
      const backlogLimit = Math.max(64, rate);
      log(`open loop at ${rate}/s for ${warmupS}s + ${seconds}s`);
      type Answer = { i: number; ms: number; at: number; code: string | null; error?: string };
      const answers: Answer[] = [];
      const marks = (at: number) => ({
        at,
        cpu: process.cpuUsage(),
        server: processCpuSeconds(portal.pid),
        pg: postgresCpuSeconds(),
      });
      const start = performance.now() + 10;
      const startMark = marks(start);
      let from = startMark;
      let maxLate = 0;
      let overloaded = false;
      const inFlight = new Set<Promise<void>>();
      let i = 0;
      while (i < total && !overloaded) {
        const now = performance.now();
        for (; i < total && start + i * interval <= now; i++) {
          if (inFlight.size >= backlogLimit) {
            overloaded = true;
            break;
          }
          const n = i;
          const due = start + n * interval;
          if (n === firstMeasured) from = marks(due);
          if (n >= firstMeasured) maxLate = Math.max(maxLate, now - due);
          const m = members[n % members.length] as Member;
          const direction: Direction = Math.floor(n / members.length) % 2 ? 'toMain' : 'toVendor';
          const p = transfer(m, direction).then(
            (res) => {
              const at = performance.now();
              answers.push({ i: n, ms: at - due, at, code: res.ok ? null : res.code });
            },
            (err: Error) => {
              connectionErrors++;
              const at = performance.now();
              answers.push({ i: n, ms: at - due, at, code: null, error: err.message });
            },
          );
          inFlight.add(p);
          void p.finally(() => inFlight.delete(p));
        }
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      await Promise.all(inFlight);
      const to = marks(performance.now());
      // Overloaded, the whole run (warm-up included) shows best what the server did get through.
      if (overloaded) from = startMark;
      const counted = overloaded ? answers : answers.filter((a) => a.i >= firstMeasured);
      const tally = newTally();
      for (const a of counted) {
        const code = a.error ?? a.code ?? '200';
        tally.codes[code] = (tally.codes[code] ?? 0) + 1;
        if (a.error) tally.errors++;
        else if (a.code) tally.failed++;
        else {
          tally.ok++;
          tally.latencies.push(a.ms);
        }
      }
      tally.seconds = Math.max(0.001, (to.at - from.at) / 1000);
      tally.loadgenCpuUs = to.cpu.user + to.cpu.system - from.cpu.user - from.cpu.system;
      tally.serverCpu = from.server !== null && to.server !== null ? to.server - from.server : null;
      tally.pgCpu = from.pg !== null && to.pg !== null ? to.pg - from.pg : null;
      tally.perRound.push(round(tally.ok / tally.seconds));
      if (overloaded)
        log(`overloaded: ${backlogLimit} transfers waiting, stopped after sending ${i} of ${total}`);
      if (maxLate > 20) log(`warning: the load generator sent up to ${round(maxLate)} ms late`);
      return {
        tally,
        figures: {
          offered_per_s: rate,
          sent: i,
          planned: total,
          overloaded,
          ...summarize(tally),
          generator_max_late_ms: round(maxLate, 2),
        },
      };
    };

    // Phase 2: half the TPC-B tps, the load the p99 target is set at.
    const rate = Math.max(1, Math.round(tpsTpcb / 2));
    const { tally: half, figures: halfLoad } = await openLoop(
      rate,
      Math.min(2, settings.warmup),
      settings.duration,
    );
    await audit('half load');
    // Overloaded there, the latency says only that; half the portal's own throughput says more.
    const ownHalf = halfLoad.overloaded
      ? (await openLoop(Math.max(1, Math.round(throughput.per_s / 2)), 1, settings.duration)).figures
      : null;
    if (ownHalf) await audit('half own load');

    // Phase 3: one member's wallets, `hotConcurrency` clients alternating directions, against
    // pgbench's single-row update at the same concurrency.
    const hotTally = newTally();
    const hotRuns: number[] = [];
    const hotLatency: number[] = [];
    const hotPgCpuUs: number[] = [];
    const hotNext = (w: number, n: number): [Member, Direction] => [hot, (w + n) % 2 ? 'toMain' : 'toVendor'];
    for (let r = 1; r <= settings.rounds; r++) {
      log(`pgbench hot update ${slice}s, ${hotConcurrency} clients (round ${r}/${settings.rounds})`);
      const pgBefore = postgresCpuSeconds();
      const res = await pgbenchRun(pgbenchUrl, {
        clients: hotConcurrency,
        seconds: slice,
        script: hotScript,
      });
      const pgAfter = postgresCpuSeconds();
      if (pgBefore !== null && pgAfter !== null)
        hotPgCpuUs.push(Math.round(((pgAfter - pgBefore) * 1e6) / (res.tps * slice)));
      hotRuns.push(round(res.tps));
      hotLatency.push(res.latency_ms);
      if (r === 1) await closedLoop(Math.min(2, settings.warmup), hotConcurrency, hotNext);
      log(`hot wallet ${slice}s, ${hotConcurrency} clients (round ${r}/${settings.rounds})`);
      await closedLoop(slice, hotConcurrency, hotNext, hotTally);
    }
    await audit('hot wallet');
    const tpsHot = round(hotRuns.reduce((a, b) => a + b, 0) / hotRuns.length);
    const hotFigures = summarize(hotTally);

    for (const [phase, t] of [
      ['warm-up', warm],
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
    const cpu = (f: ReturnType<typeof summarize>) =>
      `server CPU ${f.server_cpu_pct ?? '-'}% (${f.server_cpu_us_per_transfer ?? '-'} us/transfer), PostgreSQL ${f.postgres_cpu_us_per_transfer ?? '-'} us/transfer, load generator CPU ${f.loadgen_cpu_pct}%`;
    console.log(
      `transfers   ${throughput.per_s}/s  p50 ${throughput.p50_ms} ms  p99 ${throughput.p99_ms} ms  ${cpu(throughput)}  (${concurrency} clients, ${members.length} members)`,
    );
    const openLine = (label: string, f: typeof halfLoad) =>
      console.log(
        `${label}${f.offered_per_s}/s offered, ${f.per_s}/s answered  p50 ${f.p50_ms} ms  p99 ${f.p99_ms} ms  ${cpu(f)}${f.overloaded ? `  OVERLOADED: stopped after ${f.sent} of ${f.planned}` : ''}`,
      );
    openLine('half load   ', halfLoad);
    if (ownHalf) openLine('half own    ', ownHalf);
    console.log(
      `hot wallet  ${hotFigures.per_s}/s  p50 ${hotFigures.p50_ms} ms  p99 ${hotFigures.p99_ms} ms  ${cpu(hotFigures)}  (${hotConcurrency} clients, one member)`,
    );
    console.log(
      `pgbench     TPC-B ${tpsTpcb} tps (scale ${scale}, ${concurrency} clients, PostgreSQL ${mean(tpcbPgCpuUs)} us/tx), hot update ${tpsHot} tps (${hotConcurrency} clients, PostgreSQL ${mean(hotPgCpuUs)} us/tx)`,
    );
    const last = audits[audits.length - 1] ?? {};
    const allOk = audits.every((a) => a.ok === true);
    console.log(
      `audit       ${allOk ? 'ok' : 'FAILED'} after ${audits.map((a) => a.phase).join(', ')}: ${last.wallet_transfers_committed} wallet transfers, ${last.entries} entries, grand total ${last.grand_total}`,
    );
    const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
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
        audit_ok: allOk,
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
          tpcb_tps_per_round: tpcbRuns,
          tpcb_latency_ms_per_round: tpcbLatency,
          hot_update_tps_per_round: hotRuns,
          hot_update_latency_ms_per_round: hotLatency,
          tpcb_postgres_cpu_us_per_tx_per_round: tpcbPgCpuUs,
          hot_update_postgres_cpu_us_per_tx_per_round: hotPgCpuUs,
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

let code = 1;
try {
  code = await main();
} catch (err) {
  log(`failed: ${(err as Error).stack ?? err}`);
} finally {
  await cleanup();
}
process.exit(code);
