import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer, registerByUsername } from '../../test/identity-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { postTransfer } from '../ledger/ledger.service.ts';
import { currentOddsVersion, drawWith, openDraw } from '../lottery/lottery-test-helpers.ts';

const t = useTestApp();

const day = 86_400_000;
const range = (fromDaysAgo: number, toDaysAhead = 1) => ({
  from: new Date(Date.now() - fromDaysAgo * day).toISOString(),
  to: new Date(Date.now() + toDaysAhead * day).toISOString(),
});

async function player() {
  const value = (await registerByUsername(t.app)).json().value;
  return { token: value.token as string, id: value.member.id as string };
}

async function fund(memberId: string, amount: bigint, type = 'deposit') {
  const merchantId = (await t.app.services.system.settingsFor('localhost')).id;
  await postTransfer(t.app.database.db, {
    merchantId,
    key: `records-${randomUUID()}`,
    type,
    memberId,
    memo: { reference: 'DTEST' },
    postings: [
      { account: { owner: 'house', kind: 'deposits', currency: 'VND' }, amount: -amount },
      { account: { owner: 'member', memberId, kind: 'main', currency: 'VND' }, amount },
    ],
  });
}

const get = (token: string, path: string, query: Record<string, string | number>) =>
  t.app.inject({
    url: `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    headers: bearer(token),
  });

describe('records', () => {
  it('lists the member’s own movements, newest first, filtered by category and paged', async () => {
    const p = await player();
    const other = await player();
    await fund(p.id, 50_000n);
    await fund(p.id, 20_000n);
    await fund(other.id, 99_000n);
    await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_transferToUpline',
      headers: bearer(p.token),
      payload: { amount: 1, requestId: randomUUID() },
    });
    const all = (await get(p.token, '/wps/records/account', range(7))).json().value;
    expect(all.total).toBe(2);
    expect(all.list.map((r: { amount: number }) => r.amount)).toEqual([20_000, 50_000]);
    expect(all.list[0]).toMatchObject({
      category: 'deposit',
      wallet: 'main',
      balanceAfter: 70_000,
      reference: 'DTEST',
    });
    const page2 = (await get(p.token, '/wps/records/account', { ...range(7), pageSize: 1, page: 2 })).json()
      .value;
    expect(page2).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page2.list[0].amount).toBe(50_000);
    const transfers = (
      await get(p.token, '/wps/records/account', { ...range(30), category: 'transfer' })
    ).json().value;
    expect(transfers.total).toBe(0);
    const past = (
      await get(p.token, '/wps/records/account', { from: range(60).from, to: range(30).from })
    ).json().value;
    expect(past.total).toBe(0);
  });

  it('refuses bad ranges and filters with a clear error', async () => {
    const p = await player();
    for (const query of [
      { from: 'yesterday', to: range(0).to },
      { ...range(7), category: 'casino' },
      { from: range(0).to, to: range(7).from },
      range(200),
      { ...range(7), page: 0 },
      { ...range(7), pageSize: 1000 },
    ]) {
      const res = await get(p.token, '/wps/records/account', query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    const anonymous = await t.app.inject(`/wps/records/account?${new URLSearchParams(range(7))}`);
    expect(anonymous.statusCode).toBe(401);
  });

  it('summarises bets and personal profit over the range', async () => {
    const p = await player();
    await fund(p.id, 100_000n);
    const merchantId = (await t.app.services.system.settingsFor('localhost')).id;
    await t.app.database.db
      .insertInto('bet')
      .values([
        {
          merchant_id: merchantId,
          member_id: p.id,
          product: 'game',
          vendor: 'IHS',
          game_code: 'lucky-reels',
          game_name: 'Lucky Reels',
          round_id: 'r1',
          currency: 'VND',
          stake: '1000',
          payout: '2500',
          status: 'settled',
          settled_at: new Date(),
        },
        {
          merchant_id: merchantId,
          member_id: p.id,
          product: 'game',
          vendor: 'IHS',
          game_code: 'lucky-reels',
          game_name: 'Lucky Reels',
          round_id: 'r2',
          currency: 'VND',
          stake: '4000',
          payout: '0',
          status: 'settled',
          settled_at: new Date(),
        },
        {
          merchant_id: merchantId,
          member_id: p.id,
          product: 'lottery',
          vendor: 'TCG_LOTTO_VN',
          game_code: 'north',
          game_name: 'North',
          round_id: 'd1',
          currency: 'VND',
          stake: '3000',
          status: 'open',
        },
      ])
      .execute();
    const bets = (await get(p.token, '/wps/records/bets', range(7))).json().value;
    expect(bets.total).toBe(3);
    expect(bets.summary).toEqual({ stake: 8_000, payout: 2_500, profit: -2_500 });
    // The vendor by the name the lobby shows; the lottery has no catalogue vendor.
    expect(bets.list.map((b: { vendorName: string | null }) => b.vendorName).sort()).toEqual([
      'Portal Studio',
      'Portal Studio',
      null,
    ]);
    // Games are named as the lobby names them in the language asked for; English without one,
    // and a game the catalogue does not know (the lottery's) by the name the bet was written with.
    const names = (value: { list: { gameName: string }[] }) => value.list.map((b) => b.gameName).sort();
    expect(names(bets)).toEqual(['Lucky Reels', 'Lucky Reels', 'North']);
    const inVietnamese = (await get(p.token, '/wps/records/bets', { ...range(7), language: 'vi' })).json()
      .value;
    expect(names(inVietnamese)).toEqual(['North', 'Vòng Quay May Mắn', 'Vòng Quay May Mắn']);
    const inThai = (await get(p.token, '/wps/records/bets', { ...range(7), language: 'th' })).json().value;
    expect(names(inThai)).toEqual(names(bets));
    const tooLong = await get(p.token, '/wps/records/bets', { ...range(7), language: 'x'.repeat(9) });
    expect(tooLong.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const settled = (
      await get(p.token, '/wps/records/bets', { ...range(7), status: 'settled', product: 'game' })
    ).json().value;
    expect(settled.total).toBe(2);
    const profit = (await get(p.token, '/wps/records/profit', range(30))).json().value;
    expect(profit).toEqual({
      deposits: 100_000,
      withdrawals: 0,
      stake: 5_000,
      payout: 2_500,
      profit: -2_500,
      bets: 2,
      transfersIn: 0,
      transfersOut: 0,
    });
    // An open bet has no payout yet: null, not 0 (the settled ones keep theirs, a loss its 0).
    const payouts = (value: { list: { status: string; payout: number | null }[] }) =>
      value.list.map((b) => [b.status, b.payout]).sort((a, b) => String(a[1]).localeCompare(String(b[1])));
    expect(payouts(bets)).toEqual([
      ['settled', 0],
      ['settled', 2_500],
      ['open', null],
    ]);
  });

  it('shows a lottery bet as the lottery pages do: its draw number, its game’s name, no payout until settled', async () => {
    const p = await player();
    await fund(p.id, 1_000_000n);
    const drawId = await openDraw(t.app, 'K3_1', new Date());
    const { rows } = await sql<{ numero: string }>`
      select numero from lottery_draw where id = ${drawId}`.execute(t.app.database.db);
    const numero = rows[0]?.numero;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/lotto/lgw/bets',
      headers: bearer(p.token),
      payload: {
        drawId,
        oddsVersion: await currentOddsVersion(t.app),
        requestId: randomUUID(),
        bets: [
          { betType: 'k3_sum', selection: '10', unitStake: 100_000 },
          { betType: 'k3_bs', selection: 'big', unitStake: 100_000 },
        ],
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const betIds = (placed.json().value.bets as { betId: string }[]).map((b) => b.betId);

    type Row = {
      id: string;
      gameCode: string;
      gameName: string;
      roundId: string;
      payout: number | null;
      status: string;
    };
    const list = async (language?: string) =>
      (
        (await get(p.token, '/wps/records/bets', { ...range(1), ...(language ? { language } : {}) })).json()
          .value.list as Row[]
      ).sort((a, b) => Number(a.id) - Number(b.id));

    // Open: both bets of the draw in its round, the game by the lottery pages' name, no payout.
    const open = await list();
    expect(open.map((b) => b.id)).toEqual(betIds);
    for (const bet of open)
      expect(bet).toMatchObject({
        product: 'lottery',
        gameCode: 'K3_1',
        gameName: 'Fast 3 Dice · 1 min',
        roundId: numero,
        stake: 100_000,
        payout: null,
        status: 'open',
        settledAt: null,
      });
    expect((await list('vi')).map((b) => b.gameName)).toEqual([
      'Xúc xắc nhanh 3 · 1 phút',
      'Xúc xắc nhanh 3 · 1 phút',
    ]);
    expect((await list('th')).map((b) => b.gameName)).toEqual(['Fast 3 Dice · 1 min', 'Fast 3 Dice · 1 min']);
    // The lottery's own My bets names the same draw.
    const mine = (
      await t.app.inject({ url: `/lotto/lgw/bets?drawId=${drawId}`, headers: bearer(p.token) })
    ).json().value.list as { numero: string }[];
    expect(mine.map((b) => b.numero)).toEqual([numero, numero]);

    // Settled on dice 2, 3, 5: sum 10 wins 7.6 times the stake, big loses (a payout of 0).
    await drawWith(t.app, drawId, { kind: 'k3', dice: [2, 3, 5] });
    await t.app.services.lotteryEngine.settleDraw(t.app.database.db, drawId);
    const settled = await list();
    expect(settled.map((b) => [b.roundId, b.status, b.payout])).toEqual([
      [numero, 'settled', 760_000],
      [numero, 'settled', 0],
    ]);
  });
});
