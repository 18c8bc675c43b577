import { randomUUID } from 'node:crypto';
import type { HubEvent } from '@portal/contracts/wallet';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/identity-helpers.ts';
import { countRows, useTestApp } from '../../test/test-app.ts';
import { applyOpsCommand } from '../admin/ops-command.ts';
import { auditLedger } from '../ledger/ledger.service.ts';
import { parseResult } from './lottery.engine.ts';
import { createLotteryOps } from './lottery.ops.ts';
import * as repo from './lottery.repo.ts';
import { currentOddsVersion, mainBalance, player } from './lottery-test-helpers.ts';
import { canonicalSelection } from './rules/bet-types.ts';
import { drawFromSeeds, seedHashOf } from './rules/fair.ts';
import { defaultOddsTable, oddsFor } from './rules/odds.ts';
import { hitsOf, payoutOf } from './rules/settle.ts';

// Monday 2026-05-18, 08:00:05 in Ho Chi Minh City.
const clock = testClock(Date.parse('2026-05-18T01:00:05Z'));
const t = useTestApp({ options: { clock } });

const engine = () => t.app.services.lotteryEngine;
const db = () => t.app.database.db;
const at = (iso: string) => {
  const target = Date.parse(iso);
  clock.advance(target - clock.now().getTime());
};

describe('draw engine', () => {
  it('creates the coming draws once, opens the current ones and publishes only the seed hash', async () => {
    const first = await engine().ensureDraws(db(), clock.now());
    expect(first).toBeGreaterThan(50);
    expect(await engine().ensureDraws(db(), clock.now())).toBe(0);
    await engine().tick();
    const current = await t.app.services.lottery.openedNumero({ gameCode: 'SSC_1' });
    expect(current.current).toMatchObject({
      numero: '20260518-0481',
      status: 'open',
      closesAt: '2026-05-18T01:00:50.000Z',
      drawAt: '2026-05-18T01:01:00.000Z',
      serverSeed: null,
      result: null,
      clientSeed: 'SSC_1:20260518-0481',
    });
    expect(current.current?.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(current.serverTime).toBe(clock.now().toISOString());
    // Tonight's northern draw takes bets all day; it opened at yesterday's draw.
    const north = await t.app.services.lottery.openedNumero({ gameCode: 'VN_MB' });
    expect(north.current).toMatchObject({
      numero: '20260518',
      status: 'open',
      drawAt: '2026-05-18T11:15:00.000Z',
    });
    expect(north.current?.seedHash).toBeNull();
    // Đà Nẵng draws on Wednesdays and Saturdays: Wednesday's draw opened when Saturday's drew.
    const dng = await t.app.services.lottery.openedNumero({ gameCode: 'VN_DNG' });
    expect(dng.current).toMatchObject({ numero: '20260520', status: 'open' });
  });

  it('closes before the draw, draws from the committed seed, settles, pays and tells everyone', async () => {
    const p = await player(t.app, 10_000_000n);
    const events: HubEvent[] = [];
    const off = t.app.services.hub.subscribe(p.id, (e) => events.push(e));
    const draw = (await t.app.services.lottery.openedNumero({ gameCode: 'SSC_1' })).current;
    if (!draw) throw new Error('no open draw');
    const oddsVersion = await currentOddsVersion(t.app);
    const lines = [
      { betType: 'ssc_bsoe' as const, selection: '1:big', unitStake: 100_000 },
      { betType: 'ssc_bsoe' as const, selection: '1:small', unitStake: 100_000 },
      { betType: 'ssc_sum' as const, selection: 'odd', unitStake: 200_000 },
      { betType: 'ssc_sum' as const, selection: 'even', unitStake: 200_000 },
      { betType: 'ssc_digit' as const, selection: '3:7', unitStake: 300_000 },
    ];
    const member = await t.app.services.identity.directory.byId(p.id);
    if (!member) throw new Error('no member');
    const placed = await t.app.services.lottery.placeBets(member, 'localhost', {
      drawId: draw.drawId,
      oddsVersion,
      requestId: randomUUID(),
      bets: lines,
    });
    expect(placed.totalStake).toBe(900_000);
    expect(await mainBalance(t.app, p.id)).toBe(9_100_000n);

    at('2026-05-18T01:00:50Z');
    await engine().tick();
    expect((await repo.findDraw(db(), draw.drawId))?.status).toBe('closed');
    await expect(
      t.app.services.lottery.placeBets(member, 'localhost', {
        drawId: draw.drawId,
        oddsVersion,
        requestId: randomUUID(),
        bets: [lines[0] as (typeof lines)[number]],
      }),
    ).rejects.toMatchObject({ code: 'DRAW_CLOSED' });

    at('2026-05-18T01:01:00Z');
    const report = await engine().tick();
    expect(report.drawn).toBeGreaterThanOrEqual(1);
    const row = await repo.findDraw(db(), draw.drawId);
    expect(row?.status).toBe('settled');
    if (!row?.server_seed || !row.client_seed) throw new Error('no seed');
    // Provably fair: the revealed seed matches the hash published while open, and reproduces the result.
    expect(seedHashOf(row.server_seed)).toBe(draw.seedHash);
    const result = parseResult(row);
    expect(result).toEqual(
      drawFromSeeds('ssc', null, { serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: 0 }),
    );
    const verified = await t.app.services.lottery.verify(draw.drawId);
    expect(verified).toMatchObject({ hashMatches: true, resultMatches: true });
    if (!result) throw new Error('no result');

    let expectedPayout = 0n;
    for (const line of lines) {
      const selection = canonicalSelection(line.betType, line.selection) as string;
      const odds = oddsFor(defaultOddsTable, 'ssc', line.betType, selection)?.effectiveMilli ?? 0;
      expectedPayout += payoutOf(
        BigInt(line.unitStake),
        BigInt(odds),
        hitsOf(line.betType, selection, result),
      );
    }
    // One of big/small and one of odd/even always wins.
    expect(expectedPayout).toBeGreaterThanOrEqual(198_000n + 396_000n);
    expect(await mainBalance(t.app, p.id)).toBe(9_100_000n + expectedPayout);
    const mine = await t.app.services.lottery.myBets(member, { page: 1, pageSize: 20, drawId: draw.drawId });
    expect(mine.list.map((b) => b.status).sort()).toEqual(
      mine.list.map((b) => (b.payout > 0 ? 'won' : 'lost')).sort(),
    );
    expect(mine.list.reduce((n, b) => n + b.payout, 0)).toBe(Number(expectedPayout));

    // Other games draw in the same tick, in either order on PostgreSQL: find this draw's event.
    const announced = events.find((e) => e.type === 'draw.result' && e.value.drawId === draw.drawId);
    expect(announced).toMatchObject({
      type: 'draw.result',
      value: { drawId: draw.drawId, gameCode: 'SSC_1', numero: '20260518-0481', result },
    });
    expect(events.filter((e) => e.type === 'balance').at(-1)).toMatchObject({
      type: 'balance',
      value: { sumBalance: Number(9_100_000n + expectedPayout) },
    });
    off();
    expect((await auditLedger(db())).ok).toBe(true);
  });

  it('running every step again changes nothing', async () => {
    const tables = ['lottery_draw', 'ledger_transfer', 'ledger_entry', 'bet', 'lottery_settle_chunk'];
    const before = await Promise.all(tables.map((name) => countRows(t.app, name)));
    const statuses = await repo.drawnDraws(db(), 'SSC_1', 5);
    await engine().tick(db(), clock.now());
    await engine().ensureDraws(db(), clock.now());
    await engine().drawDue(db(), clock.now());
    for (const d of statuses) {
      const again = await engine().settleDraw(db(), d.id);
      expect(again).toMatchObject({ betsSettled: 0, transfers: 0, finished: false });
    }
    expect(await Promise.all(tables.map((name) => countRows(t.app, name)))).toEqual(before);
  });

  it('catches up after downtime: draws past their time are closed, drawn and settled in one pass', async () => {
    at('2026-05-18T01:10:30Z');
    await engine().tick(db(), clock.now());
    const recent = await repo.drawnDraws(db(), 'K3_1', 20);
    // K3_1 draws every minute: 01:01 … 01:10 all drawn.
    expect(recent.map((d) => d.numero).slice(0, 10)).toEqual(
      Array.from({ length: 10 }, (_, i) => `20260518-${String(490 - i).padStart(4, '0')}`),
    );
    expect(recent.every((d) => d.status === 'settled')).toBe(true);
    const numeros = await t.app.services.lottery.openedNumeros({ gameCode: 'K3_1', count: 3 });
    expect(numeros.list).toHaveLength(3);
    expect(numeros.list[0]?.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    const older = await t.app.services.lottery.openedNumeros({
      gameCode: 'K3_1',
      count: 2,
      before: numeros.list[2]?.numero,
    });
    expect(older.list.map((d) => d.numero)).toEqual(['20260518-0487', '20260518-0486']);
  });
});

describe('official results (operator import)', () => {
  const sheet = [
    'gameCode,date,tier,numbers',
    'VN_MB,2026-05-18,special,12345',
    'VN_MB,2026-05-18,first,67890',
    'VN_MB,2026-05-18,second,11245 22378',
    'VN_MB,2026-05-18,third,33401 44512 55623 66734 77845 88956',
    'VN_MB,2026-05-18,fourth,1201 3412 5623 7834',
    'VN_MB,2026-05-18,fifth,0045 1178 2290 3301 4412 5523',
    'VN_MB,2026-05-18,sixth,145 278 390',
    'VN_MB,2026-05-18,seventh,45 99 07 12',
  ].join('\n');
  /** The operator's lottery commands, wired as the admin endpoint and `npm run ops` wire them. */
  const run = (command: Parameters<typeof applyOpsCommand>[1]) =>
    applyOpsCommand(
      {
        system: t.app.services.system,
        db: db(),
        cashier: t.app.services.cashier,
        withdrawals: t.app.services.withdrawalDesk,
        messages: t.app.services.messages,
        // The same operator commands the admin endpoint and `npm run ops` use.
        lottery: createLotteryOps({ db: db(), clock, engine: engine() }),
      },
      command,
    );
  const ops = (content: string, format: 'csv' | 'json' = 'csv') =>
    run({ kind: 'lottery_import', format, file: 'results.csv', content });
  const awaiting = async () => (await run({ kind: 'lottery_draws' })).message;

  it('refuses an import before betting closes, then stores and settles the official draw', async () => {
    const p = await player(t.app, 100_000_000n);
    const member = await t.app.services.identity.directory.byId(p.id);
    if (!member) throw new Error('no member');
    const draw = (await t.app.services.lottery.openedNumero({ gameCode: 'VN_MB' })).current;
    if (!draw) throw new Error('no northern draw');
    await t.app.services.lottery.placeBets(member, 'localhost', {
      drawId: draw.drawId,
      oddsVersion: await currentOddsVersion(t.app),
      requestId: randomUUID(),
      bets: [
        { betType: 'lo2', selection: '45', unitStake: 100_000 }, // six hits: 6 × 99
        { betType: 'de', selection: '45', unitStake: 100_000 }, // 95
        { betType: 'xien2', selection: '12,45', unitStake: 100_000 }, // 17
        { betType: 'lo3', selection: '999', unitStake: 100_000 }, // loses
      ],
    });
    const staked = (27n + 1n + 1n + 23n) * 100_000n; // lô 2 priced at 27, lô 3 at 23
    expect(await mainBalance(t.app, p.id)).toBe(100_000_000n - staked);

    await expect(ops(sheet)).resolves.toMatchObject({
      ok: false,
      message: expect.stringMatching(/still takes bets/),
    });
    at('2026-05-18T11:20:00Z');
    await engine().tick(db(), clock.now());
    expect((await repo.findDraw(db(), draw.drawId))?.status).toBe('closed');
    // The operator's list of official draws waiting for a result names it, with its bets.
    expect(await awaiting()).toMatch(
      new RegExp(
        `^${draw.drawId} {2}VN_MB {2}20260518 {2}closed {2}drew 2026-05-18T11:15:00\\.000Z {2}4 bet\\(s\\) of 1 member\\(s\\)$`,
        'm',
      ),
    );

    const imported = await ops(sheet);
    expect(imported.ok).toBe(true);
    expect(imported.message).toMatch(/VN_MB 20260518: imported, draw \d+, 4 bets settled/);
    expect(await mainBalance(t.app, p.id)).toBe(100_000_000n - staked + (6n * 99n + 95n + 17n) * 100_000n);
    // The same sheet again changes nothing; a different one is refused.
    expect(await awaiting()).not.toMatch(/VN_MB {2}20260518/);
    expect((await ops(sheet)).message).toMatch(/unchanged/);
    const changed = await ops(sheet.replace('special,12345', 'special,12346'));
    expect(changed).toMatchObject({ ok: false, message: expect.stringMatching(/different result/) });
    expect(await mainBalance(t.app, p.id)).toBe(100_000_000n - staked + (6n * 99n + 95n + 17n) * 100_000n);
    expect((await auditLedger(db())).ok).toBe(true);
  });

  it('checks the whole file against the structure and imports nothing when anything is wrong', async () => {
    const draws = await countRows(t.app, 'lottery_draw');
    const bad = [
      'gameCode,date,tier,numbers',
      'VN_HCM,2026-05-18,special,12345',
      'VN_HCM,2026-05-18,first,12345',
      'VN_XX,2026-05-18,special,123456',
      'VN_MB,2026-05-19,special,12345',
    ].join('\n');
    const refused = ops(bad);
    await expect(refused).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    const message = (await refused.catch((e: Error) => e.message)) as string;
    expect(message).toMatch(/tier special: '12345' is not a 6-digit number/);
    expect(message).toMatch(/tier eighth is missing/);
    expect(message).toMatch(/'VN_XX' is not an official regional game/);
    expect(message).toMatch(/tier first is missing|tier first needs/);
    await expect(ops('{"results": 5}', 'json')).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(ops('not json', 'json')).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await countRows(t.app, 'lottery_draw')).toBe(draws);
  });

  it('imports JSON results, creating a past draw that was never scheduled', async () => {
    const json = JSON.stringify([
      {
        gameCode: 'VN_HCM',
        date: '2026-05-16',
        tiers: {
          special: ['987654'],
          first: ['12354'],
          second: ['45611'],
          third: ['78954', '32100'],
          fourth: ['11111', '22254', '33300', '44411', '55522', '66654', '77700'],
          fifth: ['8854'],
          sixth: ['1200', '3411', '5654'],
          seventh: ['654'],
          eighth: ['54'],
        },
      },
    ]);
    const done = await ops(json, 'json');
    expect(done).toMatchObject({ ok: true });
    const list = await t.app.services.lottery.openedNumeros({ gameCode: 'VN_HCM', count: 5 });
    expect(list.list[0]).toMatchObject({ numero: '20260516', status: 'settled' });
  });
});
