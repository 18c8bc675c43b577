// Lottery settlement (issue 6): one draw with --bets bets (1,000,000) from --members players
// (2,000) on a fresh PostgreSQL database, settled by the engine's own settleDraw (set-based, in
// member-range chunks of --chunk bets (the engine's default), --concurrency (2) at once, one
// balanced ledger credit each), against
// `pgbench -i -s --scale` (10: 1,000,000 rows) in the same run as the rows/s baseline. Then the
// settlement runs again (through the engine, and its bet statement forced over every member)
// and `rerun_changed` counts what that changed (target 0); each bet's payout is checked
// against the rules on a sample, the settlement against the ledger, and the ledger audited.
// Prints bets, seconds (target <= 10), rows_per_s beside pgbench_init_rows_per_s, rerun_changed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { BetType } from '@portal/contracts/lottery';
import { sql } from 'kysely';
import { migrate, openDatabase } from '../apps/server/src/db/database.ts';
import type { Db } from '../apps/server/src/db/schema.ts';
import { seedDemoMerchant } from '../apps/server/src/db/seed/demo-merchant.ts';
import { auditLedger, postTransfer } from '../apps/server/src/modules/ledger/ledger.service.ts';
import {
  createLotteryEngine,
  DEFAULT_CHUNK_SIZE,
  LOTTERY_HOUSE_KIND,
  parseResult,
} from '../apps/server/src/modules/lottery/lottery.engine.ts';
import * as repo from '../apps/server/src/modules/lottery/lottery.repo.ts';
import {
  clientSeedOf,
  drawFromSeeds,
  newServerSeed,
  seedHashOf,
} from '../apps/server/src/modules/lottery/rules/fair.ts';
import { defaultOddsTable } from '../apps/server/src/modules/lottery/rules/odds.ts';
import { hitsOf, payoutOf, winTable, xienPool } from '../apps/server/src/modules/lottery/rules/settle.ts';
import { loMultiplier } from '../apps/server/src/modules/lottery/rules/vn-result.ts';
import { log, settings } from './lib/env.ts';
import { unreachableReason, withTempDatabase } from './lib/pg.ts';
import { exec } from './lib/proc.ts';
import { report, warnIfBusy } from './lib/report.ts';

const { values: args } = parseArgs({
  options: {
    bets: { type: 'string', default: '1000000' },
    members: { type: 'string', default: '2000' },
    chunk: { type: 'string', default: String(DEFAULT_CHUNK_SIZE) },
    scale: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '2' },
  },
});
const BETS = Number(args.bets);
const MEMBERS = Number(args.members);
const CHUNK = Number(args.chunk);
const SCALE = Number(args.scale);
const CONCURRENCY = Number(args.concurrency);
for (const [name, n] of [
  ['--concurrency', CONCURRENCY],
  ['--bets', BETS],
  ['--members', MEMBERS],
  ['--chunk', CHUNK],
  ['--scale', SCALE],
] as const) {
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer`);
}

const GAME = 'VNF_MB_1';
const CURRENCY = 'VND';
const UNIT = 100_000n;
const FUNDING = 100_000_000_000n; // per member, far above any stake
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const elapsed = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

/** pgbench -i -s SCALE in a fresh database: rows of pgbench_accounts per second of initialisation. */
async function pgbenchInitRate(): Promise<
  { rows: number; seconds: number; rows_per_s: number } | { skipped: string }
> {
  const version = await exec('pgbench', ['--version']).catch(() => null);
  if (version?.code !== 0) return { skipped: 'pgbench not found on PATH' };
  return withTempDatabase(settings.databaseUrl, async (url) => {
    log(`pgbench -i -s ${SCALE}`);
    const start = process.hrtime.bigint();
    const res = await exec('pgbench', ['-i', '-s', String(SCALE), '-q', url]);
    const seconds = elapsed(start);
    if (res.code !== 0) return { skipped: `pgbench -i failed: ${res.stderr.trim()}` };
    const rows = SCALE * 100_000;
    return { rows, seconds: round(seconds, 3), rows_per_s: Math.round(rows / seconds) };
  });
}

/** The north odds table as SQL: odds × 1000 per bet type. */
const north = defaultOddsTable.groups.north;
const oddsCase = `case bet_type ${Object.entries(north)
  .map(([type, rule]) => `when '${type}' then ${rule?.oddsMilli}`)
  .join(' ')} end`;
const multiplierCase = `case bet_type when 'lo2' then ${loMultiplier('north', 2)} when 'lo3' then ${loMultiplier('north', 3)} when 'lo4' then ${loMultiplier('north', 4)} else 1 end`;

async function createMembers(db: Db, merchantId: string): Promise<string[]> {
  const rows = await sql<{ id: string }>`
    insert into member (merchant_id, account, type)
    select ${merchantId}, 'settle' || g, 0 from generate_series(1, ${MEMBERS}) g
    returning id`.execute(db);
  return rows.rows.map((r) => r.id);
}

/** One draw of the fast northern game, closed, with bets inserted set-based (bet + lottery_bet). */
async function createDrawWithBets(db: Db, merchantId: string, memberIds: string[]) {
  const seed = newServerSeed();
  const now = new Date();
  const numero = `BENCH-${Date.now()}`;
  await repo.insertDraws(db, [
    {
      game_code: GAME,
      numero,
      source: 'engine',
      opens_at: new Date(now.getTime() - 120_000),
      closes_at: new Date(now.getTime() - 60_000),
      draw_at: now,
      server_seed: seed,
      seed_hash: seedHashOf(seed),
      client_seed: clientSeedOf(GAME, numero),
      nonce: 0,
    },
  ]);
  const draw = await repo.findDrawByNumero(db, GAME, numero);
  if (!draw) throw new Error('draw not created');
  // A realistic mix: mostly lô 2 and đề, some of everything else.
  await sql`
    create unlogged table bench_bets as
    select nextval(pg_get_serial_sequence('bet', 'id')) as id, member_id, bet_type, selection,
           ${sql.raw(multiplierCase)} as multiplier, ${sql.raw(oddsCase)}::bigint as odds_milli
    from (
      select (${memberIds}::bigint[])[1 + (g % ${memberIds.length})] as member_id,
        case when r < 0.35 then 'lo2' when r < 0.55 then 'de' when r < 0.60 then 'lo3' when r < 0.63 then 'lo4'
             when r < 0.70 then 'dau' when r < 0.77 then 'duoi' when r < 0.82 then 'cang3'
             when r < 0.92 then 'xien2' when r < 0.97 then 'xien3' else 'xien4' end as bet_type,
        case when r < 0.55 then lpad(n2::text, 2, '0')
             when r < 0.60 then lpad(n3::text, 3, '0')
             when r < 0.63 then lpad(n4::text, 4, '0')
             when r < 0.77 then n1::text
             when r < 0.82 then lpad(n3::text, 3, '0')
             when r < 0.92 then lpad(a::text, 2, '0') || ',' || lpad((b + 25)::text, 2, '0')
             when r < 0.97 then lpad(a::text, 2, '0') || ',' || lpad(b::text, 2, '0') || ',' || lpad(c::text, 2, '0')
             else lpad(a::text, 2, '0') || ',' || lpad(b::text, 2, '0') || ',' || lpad(c::text, 2, '0') || ',' || lpad(d::text, 2, '0') end
          as selection
      from (
        select g, random() as r, floor(random() * 100)::int as n2, floor(random() * 1000)::int as n3,
               floor(random() * 10000)::int as n4, floor(random() * 10)::int as n1,
               floor(random() * 25)::int as a, 25 + floor(random() * 25)::int as b,
               50 + floor(random() * 25)::int as c, 75 + floor(random() * 25)::int as d
        from generate_series(1, ${BETS}) g
      ) raw
    ) typed`.execute(db);
  await sql`
    insert into bet (id, merchant_id, member_id, product, vendor, game_code, game_name, round_id, currency, stake, placed_at)
    select id, ${merchantId}, member_id, 'lottery', 'TCG_LOTTO_VN', ${GAME}, 'Fast North 1''', id::text, ${CURRENCY},
           ${UNIT.toString()}::bigint * multiplier, ${now}
    from bench_bets`.execute(db);
  await sql`
    insert into lottery_bet (bet_id, merchant_id, member_id, draw_id, slip_id, game_code, bet_type, selection,
                             unit_stake, multiplier, odds_milli, odds_version, placed_at)
    select id, ${merchantId}, member_id, ${draw.id}, null, ${GAME}, bet_type, selection,
           ${UNIT.toString()}, multiplier, odds_milli, 1, ${now}
    from bench_bets`.execute(db);
  await sql`drop table bench_bets`.execute(db);
  return draw;
}

/** The money side of those bets through the ledger: a deposit to every member, then their stakes. */
async function postStakes(db: Db, merchantId: string, memberIds: string[]) {
  const stakes = await sql<{ member_id: string; stake: string }>`
    select member_id, sum(stake)::text as stake from bet group by member_id`.execute(db);
  const funding = BigInt(memberIds.length) * FUNDING;
  await postTransfer(db, {
    merchantId,
    key: 'bench:funding',
    type: 'deposit',
    postings: [
      { account: { owner: 'house', kind: 'deposits', currency: CURRENCY }, amount: -funding },
      ...memberIds.map((id) => ({
        account: { owner: 'member' as const, memberId: id, kind: 'main', currency: CURRENCY },
        amount: FUNDING,
      })),
    ],
  });
  const total = stakes.rows.reduce((n, r) => n + BigInt(r.stake), 0n);
  await postTransfer(db, {
    merchantId,
    key: 'bench:stakes',
    type: 'bet',
    postings: [
      { account: { owner: 'house', kind: LOTTERY_HOUSE_KIND, currency: CURRENCY }, amount: total },
      ...stakes.rows.map((r) => ({
        account: { owner: 'member' as const, memberId: r.member_id, kind: 'main', currency: CURRENCY },
        amount: -BigInt(r.stake),
      })),
    ],
  });
  return total;
}

async function main() {
  warnIfBusy();
  const unreachable = await unreachableReason(settings.databaseUrl);
  if (unreachable) throw new Error(unreachable);
  const baseline = await pgbenchInitRate();
  log(`pgbench baseline: ${JSON.stringify(baseline)}`);

  const dataDir = mkdtempSync(join(tmpdir(), 'bench-settle-'));
  try {
    return await withTempDatabase(settings.databaseUrl, async (url) => {
      const database = openDatabase({ DATA_DIR: dataDir, DATABASE_URL: url, DATABASE_SCHEMA: undefined });
      const db = database.db;
      try {
        await migrate(db);
        await seedDemoMerchant(db);
        const merchant = await db
          .selectFrom('merchant')
          .select('id')
          .where('code', '=', 'demo')
          .executeTakeFirstOrThrow();
        log(`creating ${MEMBERS} members and ${BETS} bets`);
        let start = process.hrtime.bigint();
        const memberIds = await createMembers(db, merchant.id);
        const draw = await createDrawWithBets(db, merchant.id, memberIds);
        log(`bets inserted in ${round(elapsed(start), 1)} s; posting funding and stakes through the ledger`);
        start = process.hrtime.bigint();
        const staked = await postStakes(db, merchant.id, memberIds);
        log(`ledger postings in ${round(elapsed(start), 1)} s`);
        // The draw is drawn from its committed seed, as the engine does.
        const seeded = await repo.findDraw(db, draw.id);
        if (!seeded?.server_seed || !seeded.client_seed) throw new Error('no seed');
        const result = drawFromSeeds('vn', 'north', {
          serverSeed: seeded.server_seed,
          clientSeed: seeded.client_seed,
          nonce: 0,
        });
        await sql`update lottery_draw set status = 'closed' where id = ${draw.id}`.execute(db);
        await repo.markDrawn(db, draw.id, result, new Date());
        // Fresh planner statistics, as autovacuum would have gathered on a live database.
        await sql`analyze bet, lottery_bet, ledger_account`.execute(db);

        const engine = createLotteryEngine({
          db,
          clock: { now: () => new Date() },
          hub: { toAll: async () => {} },
          publishBalance: async () => {},
          chunkSize: CHUNK,
          settleConcurrency: CONCURRENCY,
        });
        log('settling');
        start = process.hrtime.bigint();
        const settled = await engine.settleDraw(db, draw.id);
        const seconds = elapsed(start);
        log(
          `settled ${settled.betsSettled} bets in ${round(seconds, 2)} s (${settled.chunks} chunks, ${settled.transfers} transfers)`,
        );

        // Run again: through the engine (the draw is settled: nothing to do) and the bet statement
        // forced over every member of the draw (only open bets change: none).
        const counts = async () =>
          (
            await sql<{ transfers: string; entries: string; chunks: string; open: string }>`
              select (select count(*) from ledger_transfer)::text as transfers,
                     (select count(*) from ledger_entry)::text as entries,
                     (select count(*) from lottery_settle_chunk where status = 'done')::text as chunks,
                     (select count(*) from bet where status = 'open')::text as open`.execute(db)
          ).rows[0];
        const before = await counts();
        const again = await engine.settleDraw(db, draw.id);
        const table = winTable(result);
        const forced = await db.transaction().execute((tx) =>
          repo.settleBets(
            tx,
            draw.id,
            { from: '0', to: '9223372036854775807' },
            {
              betTypes: table.map((w) => w.betType),
              selections: table.map((w) => w.selection),
              hits: table.map((w) => w.hits),
              xienPool: xienPool(result),
            },
            new Date(),
          ),
        );
        const after = await counts();
        const rerunChanged =
          again.betsSettled +
          again.transfers +
          forced.reduce((n, r) => n + r.bets, 0) +
          Number(after?.transfers) -
          Number(before?.transfers) +
          Number(after?.entries) -
          Number(before?.entries);

        // Checks: every bet settled and credited once, a sample against the rules, the audit.
        const check = await repo.settlementCheck(db, draw.id);
        const sample = await sql<{
          bet_type: string;
          selection: string;
          unit_stake: string;
          odds_milli: string;
          payout: string;
        }>`
          select lb.bet_type, lb.selection, lb.unit_stake::text, lb.odds_milli::text, b.payout::text
          from lottery_bet lb tablesample system (1) join bet b on b.id = lb.bet_id limit 5000`.execute(db);
        const stored = parseResult((await repo.findDraw(db, draw.id)) ?? { result: null });
        let sampleMismatches = 0;
        for (const b of sample.rows) {
          const expected = payoutOf(
            BigInt(b.unit_stake),
            BigInt(b.odds_milli),
            hitsOf(b.bet_type as BetType, b.selection, result),
          );
          if (expected !== BigInt(b.payout)) sampleMismatches++;
        }
        const audit = await auditLedger(db);
        const finalDraw = await repo.findDraw(db, draw.id);
        const ok =
          settled.finished &&
          settled.betsSettled === BETS &&
          check?.open_bets === '0' &&
          check.credited === check.payout &&
          rerunChanged === 0 &&
          sampleMismatches === 0 &&
          audit.ok &&
          JSON.stringify(stored) === JSON.stringify(parseResult({ result }));
        const rowsPerS = Math.round(settled.betsSettled / seconds);
        const pgbenchRate = 'rows_per_s' in baseline ? baseline.rows_per_s : null;
        await report(
          {
            name: 'settle',
            bets: settled.betsSettled,
            seconds: round(seconds, 3),
            rows_per_s: rowsPerS,
            rerun_changed: rerunChanged,
            baseline: {
              pgbench_init_rows_per_s: pgbenchRate,
              pgbench_init_seconds: 'seconds' in baseline ? baseline.seconds : null,
              pgbench_scale: SCALE,
              ...('skipped' in baseline ? { pgbench_skipped: baseline.skipped } : {}),
            },
            ratio: pgbenchRate ? round(rowsPerS / pgbenchRate, 3) : null,
            members: MEMBERS,
            chunk_size: CHUNK,
            concurrency: CONCURRENCY,
            chunks: settled.chunks,
            transfers: settled.transfers,
            payout: Number(settled.payout),
            staked: Number(staked),
            winning_bets: Number(
              (await sql<{ n: string }>`select count(*)::text as n from bet where payout > 0`.execute(db))
                .rows[0]?.n,
            ),
            sample_checked: sample.rows.length,
            sample_mismatches: sampleMismatches,
            audit: audit.ok ? 'passed' : 'FAILED',
            ok,
          },
          {
            draw: { id: draw.id, status: finalDraw?.status, payout_total: finalDraw?.payout_total },
            settlement_check: check,
            result,
            audit,
          },
        );
        if (!ok) process.exitCode = 1;
      } finally {
        await database.close();
      }
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
