// The vendor protocol (docs/vendor-protocol.md) under load: this process acts as the game vendor
// (the in-house studio's code IHS and its wallet secret) and plays debit+credit pairs through
// POST /vendor/v1/* of the built portal on a fresh PostgreSQL database, against pgbench TPC-B on
// the same PostgreSQL in the same run: many players at full load, then a fixed rate of half the
// TPC-B tps for the latency at that load. The ledger audit and a count of committed against
// answered calls run after every phase; a failed audit, count or call fails the run.
// Options: --members N (200), --concurrency N (16: vendor clients, TPC-B clients and scale),
// --cpu-prof (V8 profile of the portal into bench/results/).
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { signBody } from '../apps/server/src/lib/hmac-signature.ts';
import { log, settings } from './lib/env.ts';
import { type JsonResponse, jsonClient } from './lib/http.ts';
import { percentile } from './lib/load.ts';
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
import { fund, registerMembers } from './lib/members.ts';
import {
  createAuditor,
  openPortalDatabase,
  runBenchmark,
  seedPortalDatabase,
  verdict,
  withPgbenchAndPortalDatabases,
} from './lib/money.ts';
import { settleWrites } from './lib/pg.ts';
import { alternateWithPgbench, pgbenchInit } from './lib/pgbench.ts';
import { startPortal } from './lib/portal.ts';
import { report, resultsDir, warnIfBusy } from './lib/report.ts';

const { values: args } = parseArgs({
  options: {
    members: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '16' },
    'cpu-prof': { type: 'boolean', default: false },
  },
});
const memberCount = Number(args.members);
const concurrency = Number(args.concurrency);
for (const [name, n] of [
  ['--members', memberCount],
  ['--concurrency', concurrency],
] as const) {
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer`);
}

/** The in-house studio's vendor code and slot, seeded with the demo merchant. */
const VENDOR = 'IHS';
const GAME = 'lucky-reels';
const CURRENCY = 'VND';
const FUNDING = 100_000_000n;
/** Every round stakes this and wins one of WINS in turn: every credit moves money, and no wallet runs dry. */
const STAKE = 100;
const WINS = [50, 150];

type Player = { id: string; session: string };
type Call = 'debit' | 'credit';

async function main(): Promise<number> {
  warnIfBusy();
  return withPgbenchAndPortalDatabases(run);
}

async function run(pgbenchUrl: string, portalUrl: string): Promise<number> {
  const problems: string[] = [];
  const scale = concurrency;
  await pgbenchInit(pgbenchUrl, scale);
  await seedPortalDatabase(portalUrl);

  const database = openPortalDatabase(portalUrl);
  const db = database.db;
  const merchant = await db.selectFrom('merchant').select('id').where('code', '=', 'demo').executeTakeFirst();
  if (!merchant) throw new Error('no demo merchant');
  const merchantId = merchant.id;
  const vendorRow = await db
    .selectFrom('game_vendor')
    .select('wallet_secret')
    .where('merchant_id', '=', merchantId)
    .where('code', '=', VENDOR)
    .executeTakeFirst();
  const game = await db
    .selectFrom('game')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('vendor_code', '=', VENDOR)
    .where('code', '=', GAME)
    .executeTakeFirst();
  const secret = vendorRow?.wallet_secret;
  if (!secret || !game) throw new Error(`the demo merchant has no ${VENDOR} wallet secret or no ${GAME}`);

  const nodeArgs = args['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', resultsDir] : [];
  const portal = await startPortal({ databaseUrl: portalUrl, nodeArgs, env: { TRUST_PROXY: '1' } });
  const http = jsonClient(portal.url, 512);
  try {
    /** A signed protocol call, as a vendor sends it: HMAC-SHA256 of the exact body bytes. */
    const call = (path: string, body: Record<string, unknown>) => {
      const raw = JSON.stringify(body);
      return http.send('POST', `/vendor/v1/${path}`, raw, {
        'content-type': 'application/json',
        'x-vendor-code': VENDOR,
        'x-vendor-signature': signBody(secret, raw),
      });
    };
    const refusal = (name: string, res: JsonResponse) =>
      `${name} ${res.status} ${res.body?.code ?? ''}`.trim();

    log(`registering ${memberCount} members`);
    const members = await registerMembers(portal.url, memberCount, 'm', 'v');
    log('funding members through the ledger');
    for (const m of members) await fund(db, merchantId, m.id, FUNDING, CURRENCY);

    // Each member launches the slot and the vendor authenticates the launch token: a session.
    log(`launching ${GAME} and authenticating ${members.length} players`);
    const players: Player[] = [];
    for (const m of members) {
      const launch = await http.request(
        'GET',
        `/wps/game/launchGame?nodeId=${game.id}&language=en`,
        undefined,
        { authorization: `Bearer ${m.token}` },
      );
      const gameUrl = launch.body?.value?.game_url;
      if (launch.status !== 200 || typeof gameUrl !== 'string')
        throw new Error(`launch failed: ${launch.status} ${JSON.stringify(launch.body)}`);
      const launchToken = new URL(gameUrl).searchParams.get('token');
      const auth = await call('authenticate', { launchToken });
      const value = auth.body?.value;
      if (auth.status !== 200 || !value?.sessionToken || value.balance !== Number(FUNDING))
        throw new Error(`authenticate failed: ${auth.status} ${JSON.stringify(auth.body)}`);
      players.push({ id: String(value.playerId), session: value.sessionToken });
    }

    // Unique ids across runs on any database: a random tag, then a counter.
    const tag = randomBytes(4).toString('hex');
    let seq = 0;
    const answered = { debits: 0, credits: 0 };
    /** Latency of each call of the phase being measured (the pair's is the loop's). */
    let calls: Record<Call, number[]> = { debit: [], credit: [] };
    const timed = async (name: Call, body: Record<string, unknown>) => {
      const t0 = performance.now();
      const res = await call(name, body);
      const ok = res.status === 200 && res.body?.success === true && res.body.value?.replayed === false;
      if (ok) {
        calls[name].push(performance.now() - t0);
        answered[name === 'debit' ? 'debits' : 'credits']++;
      }
      return { ok, res };
    };
    /** One round: a debit on the player's session, then the credit of the same round. */
    const pair = async (p: Player): Promise<Outcome> => {
      const k = seq++;
      const roundId = `b${tag}-r${k}`;
      const debit = await timed('debit', {
        sessionToken: p.session,
        transactionId: `b${tag}-d${k}`,
        roundId,
        gameCode: GAME,
        amount: STAKE,
      });
      if (!debit.ok) return { ok: false, code: refusal('debit', debit.res) };
      const credit = await timed('credit', {
        playerId: p.id,
        transactionId: `b${tag}-c${k}`,
        roundId,
        gameCode: GAME,
        amount: WINS[k % WINS.length],
      });
      if (!credit.ok) return { ok: false, code: refusal('credit', credit.res) };
      return { ok: true, code: '200' };
    };
    const callFigures = () => {
      const figures: Record<string, { p50_ms: number; p99_ms: number }> = {};
      for (const name of ['debit', 'credit'] as const) {
        const sorted = Float64Array.from(calls[name]).sort();
        figures[name] = {
          p50_ms: round(percentile(sorted, 50), 2),
          p99_ms: round(percentile(sorted, 99), 2),
        };
      }
      calls = { debit: [], credit: [] };
      return figures;
    };

    const loads = createLoadRunner(portal.pid, 'pair');
    const { audits, audit, allOk } = createAuditor(db, problems, async () => {
      const row = (
        await sql<{ debits: string; credits: string; bets: string; payouts: string; settled: string }>`
          select (select count(*) from vendor_transaction where kind = 'debit')::text as debits,
                 (select count(*) from vendor_transaction where kind = 'credit')::text as credits,
                 (select count(*) from ledger_transfer where type = 'bet')::text as bets,
                 (select count(*) from ledger_transfer where type = 'bet_payout')::text as payouts,
                 (select count(*) from bet where vendor = ${VENDOR} and status = 'settled')::text as settled`.execute(
          db,
        )
      ).rows[0];
      const committed = {
        debits: Number(row?.debits),
        credits: Number(row?.credits),
        bet_transfers: Number(row?.bets),
        payout_transfers: Number(row?.payouts),
        settled_rounds: Number(row?.settled),
      };
      // A credit is sent only after its debit was answered, and every credit pays: each answered
      // debit is one vendor transaction and one `bet` transfer, each answered credit one vendor
      // transaction, one `bet_payout` transfer and one settled round (a committed pair). Without
      // lost connections nothing else is committed.
      const lost = loads.connectionErrors() > 0;
      const wrong = (
        [
          ['debits', committed.debits, answered.debits],
          ['bet transfers', committed.bet_transfers, answered.debits],
          ['credits', committed.credits, answered.credits],
          ['bet_payout transfers', committed.payout_transfers, answered.credits],
          ['settled rounds (pairs)', committed.settled_rounds, answered.credits],
        ] as const
      )
        .filter(([, c, a]) => (lost ? c < a : c !== a))
        .map(([what, c, a]) => `${c} ${what} committed, ${a} answered`);
      return {
        figures: {
          pairs_committed: committed.settled_rounds,
          pairs_answered: answered.credits,
          debits_committed: committed.debits,
          debits_answered: answered.debits,
          credits_committed: committed.credits,
          credits_answered: answered.credits,
          bet_transfers: committed.bet_transfers,
          bet_payout_transfers: committed.payout_transfers,
        },
        summary: `${committed.settled_rounds} pairs committed (${committed.debits} debits, ${committed.credits} credits)`,
        mismatch: wrong.length ? wrong.join(', ') : null,
      };
    });
    await audit('setup');
    await settleWrites(portalUrl);

    // Phase 1: throughput of many players (each client keeps to its own players) against TPC-B.
    const many = newTally();
    const manyNext = (w: number, n: number) => {
      const own = Math.ceil((players.length - w) / concurrency);
      const p = players[w + concurrency * (n % Math.max(1, own))] ?? players[w % players.length];
      if (!p) throw new Error('no players');
      return () => pair(p);
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
          callFigures();
          // Statistics, as autovacuum gathers them within a minute in a database in service
          // (and pgbench -i for its own tables): without them the plans cached while the tables
          // were empty look rounds up by member and read every round of the member.
          log('analyze');
          await sql`analyze`.execute(db);
        }
        log(
          `debit+credit pairs ${slice}s, ${concurrency} clients, ${players.length} players (round ${r}/${settings.rounds})`,
        );
        await loads.closedLoop(slice, concurrency, manyNext, many);
      },
    });
    const throughputCalls = callFigures();
    await audit('throughput');
    const tpsTpcb = tpcb.tps;
    const throughput = summarize(many, 'pair');

    const openPair = (n: number) => pair(players[n % players.length] as Player);

    // Phase 2: half the TPC-B tps in pairs per second, the load the p99 target is set at.
    const rate = Math.max(1, Math.round(tpsTpcb / 2));
    const { tally: half, figures: halfLoad } = await loads.openLoop(
      rate,
      Math.min(2, settings.warmup),
      settings.duration,
      openPair,
    );
    const halfCalls = callFigures();
    await audit('half load');
    // Overloaded there, the latency says only that; half the portal's own throughput says more.
    const ownHalf = halfLoad.overloaded
      ? (await loads.openLoop(Math.max(1, Math.round(throughput.per_s / 2)), 1, settings.duration, openPair))
          .figures
      : null;
    const ownHalfCalls = ownHalf ? callFigures() : null;
    if (ownHalf) await audit('half own load');

    for (const [phase, t] of [
      ['warm-up', loads.warm],
      ['throughput', many],
      ['half load', half],
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
    const callLine = (c: typeof throughputCalls) =>
      `debit p50 ${c.debit?.p50_ms} ms p99 ${c.debit?.p99_ms} ms, credit p50 ${c.credit?.p50_ms} ms p99 ${c.credit?.p99_ms} ms`;
    console.log(
      `pairs       ${throughput.per_s}/s  p50 ${throughput.p50_ms} ms  p99 ${throughput.p99_ms} ms  ${cpuText(throughput, 'pair')}  (${concurrency} clients, ${players.length} players)`,
    );
    console.log(`            ${callLine(throughputCalls)}`);
    console.log(openLoopLine('half load   ', halfLoad, 'pair'));
    if (ownHalf) console.log(openLoopLine('half own    ', ownHalf, 'pair'));
    console.log(
      `pgbench     TPC-B ${tpsTpcb} tps (scale ${scale}, ${concurrency} clients, PostgreSQL ${mean(tpcb.postgres_cpu_us_per_tx_per_round)} us/tx)`,
    );
    const last = audits[audits.length - 1] ?? {};
    const auditOk = allOk();
    console.log(
      `audit       ${auditOk ? 'ok' : 'FAILED'} after ${audits.map((a) => a.phase).join(', ')}: ${last.pairs_committed} pairs (${last.debits_committed} debits, ${last.credits_committed} credits), ${last.entries} entries, grand total ${last.grand_total}`,
    );
    console.log(
      `targets     ratio ${ratio} (>= 0.7 ${verdict((ratio ?? 0) >= 0.7)}), p99 at half load ${halfLoad.overloaded ? '- (overloaded)' : `${halfLoad.p99_ms} ms`} (<= 50 ${verdict(halfLoadMet)})`,
    );
    for (const p of problems) console.log(`FAILED: ${p}`);

    await report(
      {
        name: 'vendor',
        database: 'postgresql',
        members: players.length,
        connections: concurrency,
        duration_s: settings.duration,
        pairs_per_s: throughput.per_s,
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
        audit_ok: auditOk,
        baseline: { tps_tpcb: tpsTpcb, tpcb_scale: scale, tpcb_clients: concurrency },
        ratio,
        ...(problems.length ? { error: problems.join('; ') } : {}),
      },
      {
        percentiles:
          'exact nearest-rank over every answered pair (debit sent to credit answered) and call; open loop counts from the due time',
        rounds: settings.rounds,
        stake: STAKE,
        wins: WINS,
        throughput: { ...throughput, calls: throughputCalls },
        half_load: { ...halfLoad, calls: halfCalls },
        half_own_load: ownHalf ? { ...ownHalf, calls: ownHalfCalls } : null,
        pgbench: {
          tpcb_tps_per_round: tpcb.tps_per_round,
          tpcb_latency_ms_per_round: tpcb.latency_ms_per_round,
          tpcb_postgres_cpu_us_per_tx_per_round: tpcb.postgres_cpu_us_per_tx_per_round,
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
