import { randomUUID } from 'node:crypto';
import type { DrawResult } from '@portal/contracts/lottery';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, testClock } from '../../test/identity-helpers.ts';
import { countRows, createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLedger } from '../ledger/ledger.service.ts';
import { currentOddsVersion, drawWith, mainBalance, openDraw, player } from './lottery-test-helpers.ts';

const clock = testClock(Date.parse('2026-05-18T01:00:05Z'));
let t: TestApp;
let oddsVersion: number;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  await t.app.services.lotteryEngine.tick();
  oddsVersion = await currentOddsVersion(t.app);
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });
const post = (url: string, token: string | null, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {} });
const place = (token: string | null, body: Record<string, unknown>) => post('/lotto/lgw/bets', token, body);
const cancel = (token: string, betId: string) => post('/lotto/lgw/bets/cancel', token, { betId });

/** Rows that money or bets would touch: a refused request must leave them all alone. */
const moneyRows = async () =>
  Promise.all(
    ['ledger_transfer', 'ledger_entry', 'bet', 'lottery_bet', 'lottery_slip'].map((n) => countRows(t.app, n)),
  );

describe('lobby calls (spec 7)', () => {
  it('lists the lottery menu by region and family, filtered by prize mode', async () => {
    const all = (await get('/lgw/vn/games/game_menu?device=WEB')).json().value;
    expect(all.list.map((m: { menuCode: string }) => m.menuCode)).toEqual([
      'NORTH',
      'CENTRE',
      'SOUTH',
      'FAST_VN',
      'SSC',
      'K3',
    ]);
    const south = all.list.find((m: { menuCode: string }) => m.menuCode === 'SOUTH');
    // Monday: Ho Chi Minh City, Đồng Tháp and Cà Mau draw today and come first.
    expect(south.games.slice(0, 3).map((g: { gameCode: string }) => g.gameCode)).toEqual([
      'VN_HCM',
      'VN_DT',
      'VN_CM',
    ]);
    expect(south.games[0]).toMatchObject({
      vendor: 'TCG_LOTTO_VN',
      accountTypeName: 'TCG_LOTTO_VN',
      gameType: 'LOTT',
      drawTime: '16:15',
      drawDays: [1, 6],
      defaultPlayType: 'lo2',
      minBet: 1_800_000, // 1,000 ₫ a unit × 18 lô numbers
      route: '/vnlottery?gameCode=VN_HCM',
      drawsToday: true,
    });
    const elott = (await get('/lgw/vn/games/game_menu?prizeMode=Elott&device=WEB')).json().value;
    expect(elott.list.map((m: { menuCode: string }) => m.menuCode)).toEqual(['SSC', 'K3']);
    expect(elott.list[0].games[0]).toMatchObject({
      gameCode: 'SSC_1',
      vendor: 'TCG_SEA',
      cadenceSeconds: 60,
      closeSeconds: 10,
      defaultPlayType: 'ssc_bsoe',
      route: '/lottery?gameCode=SSC_1&playType=ssc_bsoe',
    });
    expect((await get('/lgw/vn/games/game_menu?prizeMode=Nope')).statusCode).toBe(400);
  });

  it('ranks popular games by bets of the last day, 20 by default', async () => {
    const res = (await get('/lgw/games/popular?device=WEB&language=en')).json().value;
    expect(res.list).toHaveLength(20);
    expect(res.list[0]).toHaveProperty('betCount');
    expect((await get('/lgw/games/popular?count=3&prizeMode=Elott')).json().value.list).toHaveLength(3);
    expect((await get('/lgw/games/popular?count=0')).statusCode).toBe(400);
  });

  it('serves the odds with their version, the open draw with the server time, and launches in-house pages', async () => {
    const odds = (await get('/lgw/vn/games/odds?gameCode=VN_MB')).json().value;
    expect(odds).toMatchObject({
      gameCode: 'VN_MB',
      oddsGroup: 'north',
      oddsVersion,
      currency: 'VND',
      currencySymbol: '₫',
      exponent: 2,
    });
    expect(odds.list.find((o: { betType: string }) => o.betType === 'lo2')).toMatchObject({
      odds: '99',
      multiplier: 27,
      minStake: 100_000,
    });
    expect(odds.list.find((o: { betType: string }) => o.betType === 'dau')).toMatchObject({
      odds: '9.5',
      oddsMilli: 9500,
    });
    const k3 = (await get('/lgw/vn/games/odds?gameCode=K3_1')).json().value;
    expect(k3.list.find((o: { selection: string | null }) => o.selection === '3')).toMatchObject({
      odds: '207',
    });
    expect((await get('/lgw/vn/games/odds?gameCode=NOPE')).statusCode).toBe(404);

    const p = await player(t.app);
    expect((await get('/lotto/lgw/games/opened/numero?gameCode=SSC_1')).statusCode).toBe(401);
    const current = (await get('/lotto/lgw/games/opened/numero?gameCode=SSC_1', p.token)).json().value;
    expect(current).toMatchObject({ serverTime: clock.now().toISOString(), current: { status: 'open' } });
    const launch = (
      await get(
        '/lotto/lgw/launch?lottoArea=VN&launchMode=LOTT&prizeMode=Elott&gameCode=K3_3&view=betting&device=WEB&backUrl=/elott',
        p.token,
      )
    ).json().value;
    expect(launch).toEqual({
      game_url: '/lottery?gameCode=K3_3&playType=k3_sum&backUrl=%2Felott',
      gameCode: 'K3_3',
      playType: 'k3_sum',
      view: 'betting',
    });
    const lobby = (await get('/lotto/lgw/launch?view=lobby&gameCode=VN_MB', p.token)).json().value;
    expect(lobby.game_url).toBe('/vnlottery');
    expect((await get('/lotto/lgw/launch?backUrl=https://evil.example', p.token)).statusCode).toBe(400);
  });

  it("names the merchant's currency exponent and symbol with the odds, so stakes are written right", async () => {
    const db = t.app.database.db;
    const before = await sql<{ symbol: string; exponent: number }>`
      select currency_symbol as symbol, currency_exponent as exponent from merchant where is_default`.execute(
      db,
    );
    const saved = before.rows[0];
    if (!saved) throw new Error('no default merchant');
    try {
      await sql`update merchant set currency_symbol = 'Rp', currency_exponent = 0 where is_default`.execute(
        db,
      );
      t.app.services.system.invalidate();
      const odds = (await get('/lgw/vn/games/odds?gameCode=SSC_1')).json().value;
      expect(odds).toMatchObject({ currency: 'VND', currencySymbol: 'Rp', exponent: 0 });
      // Limits stay minor units: the exponent says how to write them.
      expect(Number.isInteger(odds.maxStakePerDraw)).toBe(true);
    } finally {
      await sql`update merchant set currency_symbol = ${saved.symbol}, currency_exponent = ${saved.exponent} where is_default`.execute(
        db,
      );
      t.app.services.system.invalidate();
    }
  });

  it('launches without a game into the lobby of the prize mode (spec 2, 4 and 6)', async () => {
    const p = await player(t.app);
    const launch = async (query: string) => {
      const res = await get(`/lotto/lgw/launch?lottoArea=VN&launchMode=LOTT&device=WEB&${query}`, p.token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value;
    };
    // Lott holds only the official Vietnamese regional draws: their screen is /vnlottery.
    expect(await launch('prizeMode=Lott&view=lobby')).toEqual({
      game_url: '/vnlottery',
      gameCode: null,
      playType: null,
      view: 'lobby',
    });
    // ZY and SEA are lottery modes: the lottery screen, with no gameCode or playType when there is no game.
    expect((await launch('prizeMode=ZY')).game_url).toBe('/lottery');
    expect((await launch('prizeMode=SEA&view=betting')).game_url).toBe('/lottery');
    expect((await launch('view=lobby')).game_url).toBe('/lottery');
    // Elott is the e-lottery.
    expect((await launch('prizeMode=Elott&view=lobby')).game_url).toBe('/elott');
    expect((await launch('prizeMode=Lott&backUrl=/home')).game_url).toBe('/vnlottery?backUrl=%2Fhome');

    // With a game: the regional lottery on /vnlottery, the e-lottery's betting view on /lottery
    // with both its gameCode and its default play type.
    expect((await launch('prizeMode=Lott&gameCode=VN_HCM&view=betting')).game_url).toBe(
      '/vnlottery?gameCode=VN_HCM',
    );
    expect((await launch('prizeMode=ZY&gameCode=VNF_MB_1&view=betting')).game_url).toBe(
      '/vnlottery?gameCode=VNF_MB_1',
    );
    expect(await launch('prizeMode=SEA&gameCode=SSC_3&view=betting')).toMatchObject({
      game_url: '/lottery?gameCode=SSC_3&playType=ssc_bsoe',
      gameCode: 'SSC_3',
      playType: 'ssc_bsoe',
    });
    expect((await launch('prizeMode=Elott&gameCode=SSC_3&view=lobby')).game_url).toBe('/elott');

    // A game outside the prize mode, an unknown game or an unknown mode: a clear error, never a page.
    const outside = await get('/lotto/lgw/launch?prizeMode=Lott&gameCode=K3_1', p.token);
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(outside.json().message).toContain('Lott');
    expect((await get('/lotto/lgw/launch?gameCode=NOPE_9', p.token)).statusCode).toBe(404);
    const badMode = await get('/lotto/lgw/launch?prizeMode=Lotto', p.token);
    expect(badMode.statusCode).toBe(400);
    expect(badMode.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect((await get('/lotto/lgw/launch?prizeMode=Lott')).statusCode).toBe(401);
  });
});

describe('placing, cancelling and settling bets over HTTP', () => {
  it('debits a slip once, answers a replay with the same slip, and shows the bets', async () => {
    const p = await player(t.app, 5_000_000n);
    const drawId = await openDraw(t.app, 'VNF_MB_1', clock.now());
    const body = {
      drawId,
      oddsVersion,
      requestId: randomUUID(),
      bets: [
        { betType: 'lo2', selection: '07', unitStake: 100_000 },
        { betType: 'xien2', selection: '45, 12', unitStake: 100_000 },
        { betType: 'de', selection: '45', unitStake: 200_000 },
      ],
    };
    const res = await place(p.token, body);
    expect(res.statusCode, res.body).toBe(200);
    const slip = res.json().value;
    expect(slip).toMatchObject({ replayed: false, totalStake: 3_000_000, sumBalance: 2_000_000 });
    expect(
      slip.bets.map((b: { selection: string; stake: number; multiplier: number }) => [
        b.selection,
        b.stake,
        b.multiplier,
      ]),
    ).toEqual([
      ['07', 2_700_000, 27],
      ['12,45', 100_000, 1],
      ['45', 200_000, 1],
    ]);
    const before = await moneyRows();
    const again = (await place(p.token, body)).json().value;
    expect(again).toMatchObject({
      replayed: true,
      slipId: slip.slipId,
      totalStake: 3_000_000,
      sumBalance: 2_000_000,
    });
    expect(await moneyRows()).toEqual(before);
    // The same request id for a different slip is refused.
    const reused = await place(p.token, {
      ...body,
      bets: [{ betType: 'lo2', selection: '08', unitStake: 100_000 }],
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('IDEMPOTENCY_CONFLICT');

    const mine = (await get(`/lotto/lgw/bets?drawId=${drawId}`, p.token)).json().value;
    expect(mine.total).toBe(3);
    expect(mine.list.every((b: { status: string }) => b.status === 'open')).toBe(true);
    // The betting record of the member centre shows them as lottery bets, as this page does: in
    // the draw's round, by the game's name, without a payout while open.
    const range = `from=${new Date(clock.now().getTime() - 86_400_000).toISOString()}&to=${new Date(clock.now().getTime() + 86_400_000).toISOString()}`;
    const record = (await get(`/wps/records/bets?${range}&product=lottery`, p.token)).json().value;
    expect(record.total).toBe(3);
    for (const bet of record.list)
      expect(bet).toMatchObject({
        product: 'lottery',
        vendor: 'TCG_LOTTO_VN',
        gameCode: 'VNF_MB_1',
        gameName: 'Fast North · 1 min',
        roundId: mine.list[0].numero,
        payout: null,
        status: 'open',
      });
  });

  it('refuses bad slips with a clear error and moves nothing', async () => {
    const p = await player(t.app, 1_000_000n);
    const drawId = await openDraw(t.app, 'SSC_1', clock.now());
    const line = { betType: 'ssc_bsoe', selection: '1:big', unitStake: 100_000 };
    const ok = { drawId, oddsVersion, requestId: randomUUID(), bets: [line] };
    const before = await moneyRows();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...ok, bets: [{ ...line, unitStake: 0 }] }, 400, 'VALIDATION_FAILED'],
      [{ ...ok, bets: [{ ...line, unitStake: -5 }] }, 400, 'VALIDATION_FAILED'],
      [{ ...ok, bets: [{ ...line, unitStake: 1000.5 }] }, 400, 'VALIDATION_FAILED'],
      [{ ...ok, bets: [{ ...line, unitStake: '1000' }] }, 400, 'VALIDATION_FAILED'],
      [{ ...ok, bets: [] }, 400, 'VALIDATION_FAILED'],
      [{ ...ok, bets: Array.from({ length: 51 }, () => line) }, 400, 'VALIDATION_FAILED'],
      [{ ...ok, requestId: 'not-a-uuid' }, 400, 'VALIDATION_FAILED'],
      [{ ...ok, drawId: 'abc' }, 400, 'VALIDATION_FAILED'],
      [{ ...ok, extra: 1 }, 400, 'VALIDATION_FAILED'],
      [{ ...ok, bets: [{ ...line, betType: 'lo9' }] }, 400, 'VALIDATION_FAILED'],
      [{ ...ok, drawId: '999999999' }, 404, 'NOT_FOUND'],
      [{ ...ok, bets: [{ ...line, selection: '6:big' }] }, 422, 'INVALID_BET'],
      [{ ...ok, bets: [{ betType: 'lo2', selection: '12', unitStake: 100_000 }] }, 422, 'INVALID_BET'],
      [{ ...ok, bets: [{ ...line, unitStake: 99_999 }] }, 422, 'BET_LIMIT'],
      [{ ...ok, bets: [{ ...line, unitStake: 1_000_000_001 }] }, 422, 'BET_LIMIT'],
      [{ ...ok, oddsVersion: oddsVersion + 1 }, 409, 'ODDS_CHANGED'],
      [{ ...ok, bets: [{ ...line, unitStake: 2_000_000 }] }, 422, 'INSUFFICIENT_FUNDS'],
    ];
    for (const [body, status, code] of cases) {
      const res = await place(p.token, { ...body, requestId: body.requestId ?? randomUUID() });
      expect(res.statusCode, `${JSON.stringify(body).slice(0, 120)} → ${res.body}`).toBe(status);
      expect(res.json()).toMatchObject({ success: false, code });
      expect(res.json().message).toBeTruthy();
    }
    const wrongSelection = (
      await place(p.token, { ...ok, requestId: randomUUID(), bets: [line, { ...line, selection: 'x' }] })
    ).json();
    expect(wrongSelection.message).toMatch(/^Bet 2: 'x' is not a ssc_bsoe selection/);
    expect(wrongSelection.value).toEqual({ index: 1 });
    const funds = (
      await place(p.token, { ...ok, requestId: randomUUID(), bets: [{ ...line, unitStake: 2_000_000 }] })
    ).json();
    expect(funds.value).toEqual({ balance: 1_000_000 });
    expect((await place(null, ok)).statusCode).toBe(401);
    expect(await moneyRows()).toEqual(before);
    expect(await mainBalance(t.app, p.id)).toBe(1_000_000n);
  });

  it('refuses bets on a closed draw and cancellations of other members’ or closed bets', async () => {
    const alice = await player(t.app, 2_000_000n);
    const bob = await player(t.app, 2_000_000n);
    const drawId = await openDraw(t.app, 'K3_1', clock.now());
    const slip = (
      await place(alice.token, {
        drawId,
        oddsVersion,
        requestId: randomUUID(),
        bets: [
          { betType: 'k3_sum', selection: '10', unitStake: 100_000 },
          { betType: 'k3_bs', selection: 'big', unitStake: 300_000 },
        ],
      })
    ).json().value;
    const [first, second] = slip.bets as { betId: string }[];
    if (!first || !second) throw new Error('no bets');
    const before = await moneyRows();
    for (const res of [await cancel(bob.token, first.betId), await cancel(bob.token, '999999999')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No such bet' });
    }
    expect((await post('/lotto/lgw/bets/cancel', bob.token, { betId: '1; drop table bet' })).statusCode).toBe(
      400,
    );
    expect(await moneyRows()).toEqual(before);
    expect((await get(`/lotto/lgw/bets?drawId=${drawId}`, bob.token)).json().value.total).toBe(0);

    // Alice cancels her first bet: refunded once, however often she asks.
    const cancelled = (await cancel(alice.token, first.betId)).json().value;
    expect(cancelled).toMatchObject({ refunded: true, bet: { status: 'cancelled' }, sumBalance: 1_700_000 });
    const twice = (await cancel(alice.token, first.betId)).json().value;
    expect(twice).toMatchObject({ refunded: false, bet: { status: 'cancelled' }, sumBalance: 1_700_000 });
    expect(await mainBalance(t.app, alice.id)).toBe(1_700_000n);

    // Closed: no more bets, no more cancellations.
    await sql`update lottery_draw set status = 'closed' where id = ${drawId}`.execute(t.app.database.db);
    const late = await place(alice.token, {
      drawId,
      oddsVersion,
      requestId: randomUUID(),
      bets: [{ betType: 'k3_bs', selection: 'small', unitStake: 100_000 }],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'DRAW_CLOSED', value: { status: 'closed' } });
    const lateCancel = await cancel(alice.token, second.betId);
    expect(lateCancel.statusCode).toBe(409);
    expect(lateCancel.json().code).toBe('DRAW_CLOSED');

    // Settled against a known result: sum 10 wins 7.6, big loses.
    const result: DrawResult = { kind: 'k3', dice: [2, 3, 5] };
    await drawWith(t.app, drawId, result);
    await t.app.services.lotteryEngine.settleDraw(t.app.database.db, drawId);
    const bets = (await get(`/lotto/lgw/bets?drawId=${drawId}`, alice.token)).json().value.list as {
      betId: string;
      status: string;
      payout: number;
    }[];
    expect(bets.find((b) => b.betId === second.betId)).toMatchObject({ status: 'lost', payout: 0 });
    expect(bets.find((b) => b.betId === first.betId)).toMatchObject({ status: 'cancelled', payout: 0 });
    const stillSettled = await cancel(alice.token, second.betId);
    expect(stillSettled.statusCode).toBe(409);
    expect(stillSettled.json().code).toBe('INVALID_STATE');
    expect((await get(`/lotto/lgw/bets?status=lost`, alice.token)).json().value.total).toBe(1);
    expect((await get(`/lotto/lgw/bets?status=nope`, alice.token)).statusCode).toBe(400);
  });

  it('pays winners, lists results, and keeps the ledger balanced', async () => {
    const p = await player(t.app, 10_000_000n);
    const drawId = await openDraw(t.app, 'VNF_MN_3', clock.now());
    await place(p.token, {
      drawId,
      oddsVersion,
      requestId: randomUUID(),
      bets: [
        { betType: 'lo2', selection: '54', unitStake: 100_000 }, // 9 hits × 99
        { betType: 'xien3', selection: '00,11,54', unitStake: 100_000 }, // 180
        { betType: 'cang3', selection: '654', unitStake: 100_000 }, // 900
        { betType: 'duoi', selection: '3', unitStake: 100_000 }, // loses
      ],
    });
    const stake = (18n + 1n + 1n + 1n) * 100_000n;
    await drawWith(t.app, drawId, {
      kind: 'vn',
      structure: 'south',
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
    });
    await t.app.services.lotteryEngine.settleDraw(t.app.database.db, drawId);
    const paid = (9n * 99n + 180n + 900n) * 100_000n;
    expect(await mainBalance(t.app, p.id)).toBe(10_000_000n - stake + paid);
    const won = (await get('/lotto/lgw/bets?status=won', p.token)).json().value;
    expect(won.total).toBe(3);
    const numeros = (await get('/lgw/vn/numeros/opened/game?gameCode=VNF_MN_3&count=100')).json().value;
    expect(numeros.list.find((d: { drawId: string }) => d.drawId === drawId)).toMatchObject({
      status: 'settled',
      result: { kind: 'vn', structure: 'south' },
    });
    expect((await get('/lgw/vn/numeros/opened/game?gameCode=VNF_MN_3&count=101')).statusCode).toBe(400);
    // Without a game: the latest results of every game, newest first.
    const board = (await get('/lgw/vn/numeros/opened/game?count=100')).json().value;
    expect(board.gameCode).toBeNull();
    expect(board.list.map((d: { drawId: string }) => d.drawId)).toContain(drawId);
    expect((await get('/lgw/vn/numeros/opened/game?before=20260518')).statusCode).toBe(400);
    expect((await get('/lgw/vn/games/game_menu/recent', p.token)).json().value.list[0]).toMatchObject({
      gameCode: 'VNF_MN_3',
    });
    const audit = await auditLedger(t.app.database.db);
    expect(audit.ok, JSON.stringify(audit)).toBe(true);
  });

  it('keeps recents from trial accounts and anonymous visitors', async () => {
    expect((await get('/lgw/vn/games/game_menu/recent')).statusCode).toBe(401);
  });
});
