import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { BetType, DrawResult } from '@portal/contracts/lottery';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberRow } from '../../db/schema.ts';
import { testClock } from '../../test/identity-helpers.ts';
import { createTestApp, type TestApp, usingPostgres } from '../../test/test-app.ts';
import { auditLedger } from '../ledger/ledger.service.ts';
import { createLotteryEngine } from './lottery.engine.ts';
import * as repo from './lottery.repo.ts';
import { currentOddsVersion, drawWith, mainBalance, openDraw, player } from './lottery-test-helpers.ts';
import { hitsOf, payoutOf } from './rules/settle.ts';

const clock = testClock(Date.parse('2026-05-18T01:00:05Z'));
let t: TestApp;
let oddsVersion: number;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  oddsVersion = await currentOddsVersion(t.app);
});
afterAll(() => t.close());

const result: DrawResult = {
  kind: 'vn',
  structure: 'north',
  tiers: {
    special: ['12345'],
    first: ['67890'],
    second: ['11245', '22378'],
    third: ['33401', '44512', '55623', '66734', '77845', '88956'],
    fourth: ['1201', '3412', '5623', '7834'],
    fifth: ['0045', '1178', '2290', '3301', '4412', '5523'],
    sixth: ['145', '278', '390'],
    seventh: ['45', '99', '07', '12'],
  },
};

const FUNDS = 1_000_000_000n;

/** `members` players each place `perMember` bets on a fresh draw; most of them win. */
async function drawWithBets(members: number, perMember: number) {
  const drawId = await openDraw(t.app, 'VNF_MB_1', clock.now());
  const players: { id: string; row: MemberRow }[] = [];
  const picks: [BetType, string][] = [
    ['lo2', '45'],
    ['lo2', '12'],
    ['de', '45'],
    ['xien2', '12,45'],
    ['lo3', '623'],
    ['lo2', '98'],
  ];
  for (let i = 0; i < members; i++) {
    const p = await player(t.app, FUNDS);
    const row = await t.app.services.identity.directory.byId(p.id);
    if (!row) throw new Error('no member');
    players.push({ id: p.id, row });
    await t.app.services.lottery.placeBets(row, 'localhost', {
      drawId,
      oddsVersion,
      requestId: randomUUID(),
      bets: Array.from({ length: perMember }, (_, k) => {
        const [betType, selection] = picks[(i + k) % picks.length] as [BetType, string];
        return { betType, selection, unitStake: 100_000 + 1_000 * i + k };
      }),
    });
  }
  await drawWith(t.app, drawId, result);
  return { drawId, players };
}

/** Every bet of the draw paid its rule once: bets, member balances and the ledger agree. */
async function expectPaidExactlyOnce(drawId: string, players: { id: string }[]) {
  const check = await repo.settlementCheck(t.app.database.db, drawId);
  expect(check?.open_bets).toBe('0');
  expect(check?.credited).toBe(check?.payout);
  for (const p of players) {
    const bets = await repo.memberBets(t.app.database.db, { memberId: p.id, drawId }, 100, 0);
    let net = 0n;
    for (const b of bets.rows) {
      const expected = payoutOf(
        BigInt(b.unit_stake),
        BigInt(b.odds_milli),
        hitsOf(b.bet_type as BetType, b.selection, result),
      );
      expect(BigInt(b.payout)).toBe(expected);
      net += expected - BigInt(b.stake);
    }
    expect(await mainBalance(t.app, p.id)).toBe(FUNDS + net);
  }
  const draw = await repo.findDraw(t.app.database.db, drawId);
  expect(draw?.status).toBe('settled');
  expect(draw?.payout_total).toBe(check?.payout);
  const audit = await auditLedger(t.app.database.db);
  expect(audit.ok, JSON.stringify(audit)).toBe(true);
}

describe('settlement interrupted and run again', () => {
  it('a failure inside a chunk rolls back only that chunk; reruns finish and pay each bet once', async () => {
    const { drawId, players } = await drawWithBets(8, 3);
    const engine = createLotteryEngine({
      db: t.app.database.db,
      clock,
      hub: t.app.services.hub,
      publishBalance: async () => {},
      chunkSize: 4,
    });
    const crashAt = (n: number) => ({
      onChunk: (chunkNo: number) => {
        if (chunkNo === n) throw new Error(`crash in chunk ${n}`);
      },
    });
    await expect(engine.settleDraw(t.app.database.db, drawId, crashAt(2))).rejects.toThrow(
      'crash in chunk 2',
    );
    // 8 members × 3 bets in chunks of about 4 bets, a member never split: 6 chunks, planned once.
    const plan = await t.app.database.db
      .selectFrom('lottery_settle_chunk')
      .select(['chunk_no', 'member_from', 'member_to'])
      .where('draw_id', '=', drawId)
      .orderBy('chunk_no')
      .execute();
    expect(plan.map((c) => c.chunk_no)).toEqual([0, 1, 2, 3, 4, 5]);
    for (let i = 1; i < plan.length; i++)
      expect(BigInt(plan[i]?.member_from ?? 0)).toBeGreaterThan(BigInt(plan[i - 1]?.member_to ?? 0));
    const partly = await repo.settlementCheck(t.app.database.db, drawId);
    // Chunks 0 and 1 are settled and paid; chunk 2 was rolled back.
    expect(Number(partly?.settled_bets)).toBeGreaterThan(0);
    expect(Number(partly?.open_bets)).toBeGreaterThan(0);
    expect(partly?.credited).toBe(partly?.payout);
    expect((await repo.findDraw(t.app.database.db, drawId))?.status).toBe('drawn');

    await expect(engine.settleDraw(t.app.database.db, drawId, crashAt(5))).rejects.toThrow(
      'crash in chunk 5',
    );
    const more = await repo.settlementCheck(t.app.database.db, drawId);
    expect(Number(more?.settled_bets)).toBeGreaterThan(Number(partly?.settled_bets));
    expect(more?.credited).toBe(more?.payout);

    // Two runs at once, each settling chunks two at a time, then one more: still once.
    const parallel = createLotteryEngine({
      db: t.app.database.db,
      clock,
      hub: t.app.services.hub,
      publishBalance: async () => {},
      chunkSize: 4,
      settleConcurrency: 2,
    });
    const [a, b] = await Promise.all([
      parallel.settleDraw(t.app.database.db, drawId),
      parallel.settleDraw(t.app.database.db, drawId),
    ]);
    expect(a.finished || b.finished).toBe(true);
    const last = await engine.settleDraw(t.app.database.db, drawId);
    expect(last).toMatchObject({ betsSettled: 0, transfers: 0 });
    expect(Number(more?.settled_bets) + a.betsSettled + b.betsSettled).toBe(24);
    await expectPaidExactlyOnce(drawId, players);
  });

  it.skipIf(!usingPostgres)(
    'a process killed during a settlement transaction leaves nothing half done; the rerun pays each bet once',
    async () => {
      const { drawId, players } = await drawWithBets(30, 4);
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', fileURLToPath(new URL('./settle-crash-child.ts', import.meta.url))],
        {
          env: {
            ...process.env,
            DATABASE_URL: process.env.TEST_DATABASE_URL,
            DATABASE_SCHEMA: await currentSchema(),
            CRASH_DRAW_ID: drawId,
            CRASH_CHUNK_SIZE: '8',
            LOG_LEVEL: 'silent',
          },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      // Kill it while it sits inside the transaction of its fourth chunk.
      await new Promise<void>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (data: Buffer) => {
          out += data.toString();
          if (out.includes('chunk 3')) {
            child.kill('SIGKILL');
            resolve();
          }
          if (out.includes('finished')) reject(new Error('the child finished before it was killed'));
        });
        child.on('exit', () => resolve());
      });
      await new Promise((resolve) => child.once('exit', resolve).once('close', resolve));
      const killed = await repo.settlementCheck(t.app.database.db, drawId);
      expect(Number(killed?.settled_bets)).toBeGreaterThan(0);
      expect(Number(killed?.open_bets)).toBeGreaterThan(0);
      expect(killed?.credited).toBe(killed?.payout);
      // The chunk in flight was rolled back: exactly three chunks (0, 1, 2) are done.
      expect(killed?.chunks_done).toBe('3');

      await t.app.services.lotteryEngine.settleDraw(t.app.database.db, drawId);
      await expectPaidExactlyOnce(drawId, players);
    },
    60_000,
  );
});

/** The PostgreSQL schema this test file runs in (the search_path of its connections). */
async function currentSchema(): Promise<string> {
  const r = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.app.database.db);
  return r.rows[0]?.schema ?? 'public';
}
