import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, uniqueName } from '../../test/identity-helpers.ts';
import { countRows, useTestApp } from '../../test/test-app.ts';
import { currentOddsVersion, openDraw } from '../lottery/lottery-test-helpers.ts';
import { periodRange } from './agent.service.ts';
import { type Account, agentKit } from './agent-test-helpers.ts';

/**
 * The agent centre's team reports: team betting (`/wps/agent/team/bets`), user profit and
 * loss (`/wps/agent/team/profit`) and downline transaction details
 * (`/wps/agent/team/transactions`), over real deposits and withdrawals through the cashier and
 * real bets through the vendor protocol and the lottery.
 */

const ZONE = 'Asia/Ho_Chi_Minh';
const DAY = 86_400_000;
const MINUTE = 60_000;

const today = periodRange('today', new Date(), ZONE);
/** The service clock, moved by the tests: noon of today in the merchant's zone to begin with. */
let now = today.from.getTime() + 12 * 3_600_000;
const clock = { now: () => new Date(now) };

const t = useTestApp({
  dataDir: 'agent-reports',
  config: { SESSION_IDLE_MINUTES: 60 * 24 * 30 },
  options: { clock },
  audit: true,
});

const kit = agentKit(() => t.app);
const { registered, openDownline, onAgentSite, deposit, requestDeposit, requestWithdrawal, slotRound } = kit;

type Query = Record<string, string | number>;
const url = (report: 'bets' | 'profit' | 'transactions', query: Query) =>
  `/wps/agent/team/${report}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`;

const iso = (ms: number) => new Date(ms).toISOString();
const todayRange = { from: today.from.toISOString(), to: today.to.toISOString() };

async function report(who: Account, kind: 'bets' | 'profit' | 'transactions', query: Query = {}) {
  const res = await kit.get(who, url(kind, { ...todayRange, ...query }));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().success).toBe(true);
  return res.json().value;
}
const bets = (who: Account, query?: Query) => report(who, 'bets', query);
const profit = (who: Account, query?: Query) => report(who, 'profit', query);
const transactions = (who: Account, query?: Query) => report(who, 'transactions', query);

type Bet = { account: string; stake: number; payout: number | null; status: string; product: string };
const rows = (value: { list: Bet[] }) => value.list.map((b) => [b.account, b.stake, b.payout, b.status]);

/**
 * A K3 lottery slip of two lines (100,000 on sum 10 and 300,000 on big); the first line is
 * cancelled. Answers the draw's number.
 */
async function lotterySlip(who: Account): Promise<string> {
  const drawId = await openDraw(t.app, 'K3_1', clock.now());
  const post = (path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: path, headers: bearer(who.token), payload });
  const placed = await post('/lotto/lgw/bets', {
    drawId,
    oddsVersion: await currentOddsVersion(t.app),
    requestId: randomUUID(),
    bets: [
      { betType: 'k3_sum', selection: '10', unitStake: 100_000 },
      { betType: 'k3_bs', selection: 'big', unitStake: 300_000 },
    ],
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const [first] = placed.json().value.bets as { betId: string; stake: number; numero: string }[];
  const cancelled = await post('/lotto/lgw/bets/cancel', { betId: first?.betId as string });
  expect(cancelled.json().value).toMatchObject({ refunded: true, bet: { status: 'cancelled' } });
  return first?.numero as string;
}

// boss (master agent) ─┬─ agentA (agent) ─┬─ p1, p2 (players)
//                      │                  └─ subA (sub-agent) ── p3
//                      └─ bp1 (player)
// other (agent) ── op1: never seen from boss's tree.
let boss: Account;
let agentA: Account;
let subA: Account;
let p1: Account;
let p2: Account;
let p3: Account;
let bp1: Account;
let other: Account;
let op1: Account;
/** The draw of p2's lottery slip. */
let numero: string;

beforeAll(async () => {
  boss = await registered('master-agent');
  // Names that sort agentA before subA, whatever the database's collation.
  agentA = await openDownline(boss, 'agent', { username: uniqueName('ag') });
  p1 = await openDownline(agentA, 'player');
  p2 = await openDownline(agentA, 'player');
  subA = await openDownline(agentA, 'agent', { username: uniqueName('sub') });
  p3 = await openDownline(subA, 'player');
  bp1 = await openDownline(boss, 'player');
  other = await onAgentSite(await registered('agent'));
  op1 = await openDownline(other, 'player');

  // Today, from noon: money first, then one bet a minute.
  await deposit(p1, 5_000_000);
  await deposit(p1, 7_000_000, 'reject');
  await deposit(p2, 5_000_000);
  await deposit(p3, 6_000_000);
  await deposit(agentA, 5_000_000);
  await deposit(subA, 5_000_000);
  await deposit(op1, 9_000_000);
  await deposit(boss, 6_000_000);
  await (await requestWithdrawal(p1, 1_000_000))();
  now += MINUTE;
  await slotRound(p1, 100_000, { win: 250_000 });
  now += MINUTE;
  await slotRound(p1, 20_000, 'open');
  now += MINUTE;
  await slotRound(p2, 30_000, 'rollback');
  now += MINUTE;
  numero = await lotterySlip(p2);
  now += MINUTE;
  await slotRound(p3, 50_000, { win: 0 });
  // The agent's own bet and a foreign tree's are never in boss's reports.
  await slotRound(boss, 60_000, { win: 0 });
  await slotRound(op1, 70_000, { win: 10_000 });
  const p3Withdrawal = await requestWithdrawal(p3, 1_000_000);
  const late = await requestDeposit(bp1, 5_000_000);
  const early = await requestDeposit(bp1, 8_000_000);

  // The last millisecond of today, then the first of tomorrow.
  now = today.to.getTime() - 1;
  await late();
  await slotRound(bp1, 10_000, { win: 5_000 });
  now = today.to.getTime();
  await early();
  await p3Withdrawal();
  await slotRound(bp1, 40_000, { win: 0 });
  now += 9 * 3_600_000;
});

describe('team betting', () => {
  it('lists every team bet of the range newest first, with a summary over all of them', async () => {
    const value = await bets(boss);
    expect(value).toMatchObject({ page: 1, pageSize: 20, total: 7, currency: 'VND' });
    expect(rows(value)).toEqual([
      [bp1.account, 10_000, 5_000, 'settled'],
      [p3.account, 50_000, 0, 'settled'],
      // An open bet has no payout yet (null); a cancelled or rolled-back one paid nothing.
      [p2.account, 300_000, null, 'open'],
      [p2.account, 100_000, 0, 'cancelled'],
      // A rolled-back slot round keeps no stake: the vendor refunded it.
      [p2.account, 0, 0, 'rolled_back'],
      [p1.account, 20_000, null, 'open'],
      [p1.account, 100_000, 250_000, 'settled'],
    ]);
    // Stake and payout over every listed bet; profit over the settled ones only.
    expect(value.summary).toEqual({ bets: 7, stake: 580_000, payout: 255_000, profit: 95_000 });
    const first = value.list[6];
    expect(first).toEqual({
      id: expect.any(String),
      account: p1.account,
      product: 'game',
      vendor: 'IHS',
      vendorName: 'Portal Studio',
      gameCode: 'lucky-reels',
      gameName: 'Lucky Reels',
      roundId: expect.any(String),
      stake: 100_000,
      payout: 250_000,
      status: 'settled',
      placedAt: iso(today.from.getTime() + 12 * 3_600_000 + MINUTE),
      settledAt: iso(today.from.getTime() + 12 * 3_600_000 + MINUTE),
    });
    // A lottery bet as the lottery pages show it: its draw's number, the game's name there.
    const lottery = value.list[2];
    expect(lottery).toMatchObject({
      product: 'lottery',
      gameCode: 'K3_1',
      gameName: 'Fast 3 Dice · 1 min',
      vendorName: null,
      roundId: numero,
      payout: null,
    });
    expect(value.list[3]).toMatchObject({ product: 'lottery', roundId: numero, status: 'cancelled' });
    // Games are named as the lobby names them in the language asked for.
    const inVietnamese = await bets(boss, { language: 'vi' });
    expect(inVietnamese.list[6]).toMatchObject({ gameCode: 'lucky-reels', gameName: 'Vòng Quay May Mắn' });
    expect(inVietnamese.list[2]).toMatchObject({ gameCode: 'K3_1', gameName: 'Xúc xắc nhanh 3 · 1 phút' });

    // A level lower, the team is smaller; the foreign agent sees its own tree only.
    const mid = await bets(agentA);
    expect(mid.summary).toEqual({ bets: 6, stake: 570_000, payout: 250_000, profit: 100_000 });
    expect(new Set(mid.list.map((b: Bet) => b.account))).toEqual(
      new Set([p1.account, p2.account, p3.account]),
    );
    const foreign = await bets(other);
    expect(rows(foreign)).toEqual([[op1.account, 70_000, 10_000, 'settled']]);
    expect(foreign.summary).toEqual({ bets: 1, stake: 70_000, payout: 10_000, profit: -60_000 });
    expect(await bets(subA)).toMatchObject({
      total: 1,
      summary: { bets: 1, stake: 50_000, payout: 0, profit: -50_000 },
    });
  });

  it('filters by status and product, the summary following the filters', async () => {
    const cases: [Query, number, { bets: number; stake: number; payout: number; profit: number }][] = [
      [{ status: 'settled' }, 3, { bets: 3, stake: 160_000, payout: 255_000, profit: 95_000 }],
      [{ status: 'open' }, 2, { bets: 2, stake: 320_000, payout: 0, profit: 0 }],
      [{ status: 'cancelled' }, 1, { bets: 1, stake: 100_000, payout: 0, profit: 0 }],
      [{ status: 'rolled_back' }, 1, { bets: 1, stake: 0, payout: 0, profit: 0 }],
      [{ product: 'lottery' }, 2, { bets: 2, stake: 400_000, payout: 0, profit: 0 }],
      [{ product: 'game' }, 5, { bets: 5, stake: 180_000, payout: 255_000, profit: 95_000 }],
      [{ product: 'game', status: 'open' }, 1, { bets: 1, stake: 20_000, payout: 0, profit: 0 }],
      [{ product: 'lottery', status: 'settled' }, 0, { bets: 0, stake: 0, payout: 0, profit: 0 }],
    ];
    for (const [query, total, summary] of cases) {
      const value = await bets(boss, query);
      expect(value.total, JSON.stringify(query)).toBe(total);
      expect(value.list).toHaveLength(total);
      expect(value.summary, JSON.stringify(query)).toEqual(summary);
      for (const bet of value.list as Bet[]) {
        if (query.status) expect(bet.status).toBe(query.status);
        if (query.product) expect(bet.product).toBe(query.product);
      }
    }
  });

  it('narrows to one team member by exact name, case-insensitive; others find nothing', async () => {
    const one = await bets(boss, { account: `  ${p1.account.toUpperCase()} ` });
    expect(rows(one)).toEqual([
      [p1.account, 20_000, null, 'open'],
      [p1.account, 100_000, 250_000, 'settled'],
    ]);
    expect(one.summary).toEqual({ bets: 2, stake: 120_000, payout: 250_000, profit: 150_000 });
    const empty = { list: [], total: 0, summary: { bets: 0, stake: 0, payout: 0, profit: 0 } };
    // Another tree's member, the agent itself, a part of a name, a name nobody has.
    for (const account of [op1.account, boss.account, p1.account.slice(0, -1), '%', 'nobody_here'])
      expect(await bets(boss, { account }), account).toMatchObject(empty);
    // A member below a downline is in the team at any depth.
    expect((await bets(boss, { account: p3.account })).total).toBe(1);
    expect((await bets(subA, { account: p1.account })).total).toBe(0);
  });

  it('cuts the range at its ends: `from` inclusive, `to` exclusive', async () => {
    const lastMs = { from: iso(today.to.getTime() - 1), to: today.to.toISOString() };
    expect(rows(await bets(boss, lastMs))).toEqual([[bp1.account, 10_000, 5_000, 'settled']]);
    const beforeLastMs = await bets(boss, { to: iso(today.to.getTime() - 1) });
    expect(beforeLastMs.total).toBe(6);
    expect(beforeLastMs.list.map((b: Bet) => b.account)).not.toContain(bp1.account);
    const tomorrow = { from: today.to.toISOString(), to: iso(today.to.getTime() + DAY) };
    expect(rows(await bets(boss, tomorrow))).toEqual([[bp1.account, 40_000, 0, 'settled']]);
    expect(
      (await bets(boss, { from: iso(today.from.getTime() - DAY), to: today.from.toISOString() })).total,
    ).toBe(0);
    // The same instants written in the merchant's offset.
    const local = (ms: number) => `${new Date(ms + 7 * 3_600_000).toISOString().slice(0, 19)}+07:00`;
    const same = await bets(boss, { from: local(today.from.getTime()), to: local(today.to.getTime()) });
    expect(same.summary).toEqual({ bets: 7, stake: 580_000, payout: 255_000, profit: 95_000 });
    // The longest range allowed: 92 days.
    expect(
      (
        await bets(boss, {
          from: iso(today.to.getTime() + DAY - 92 * DAY),
          to: iso(today.to.getTime() + DAY),
        })
      ).total,
    ).toBe(8);
  });

  it('pages newest first; a page past the end is empty but keeps the summary', async () => {
    const all = (await bets(boss)).list.map((b: { id: string }) => b.id);
    const pages = [];
    for (const page of [1, 2, 3]) {
      const value = await bets(boss, { page, pageSize: 3 });
      expect(value).toMatchObject({ page, pageSize: 3, total: 7 });
      expect(value.summary.bets).toBe(7);
      pages.push(...value.list.map((b: { id: string }) => b.id));
    }
    expect(pages).toEqual(all);
    const past = await bets(boss, { page: 4, pageSize: 3 });
    expect(past).toMatchObject({ list: [], page: 4, total: 7, summary: { bets: 7, stake: 580_000 } });
    expect((await bets(boss, { pageSize: 100 })).list).toHaveLength(7);
  });
});

describe('user profit and loss', () => {
  const member = (who: Account, type: number, f: Partial<Record<string, number>>) => {
    const stake = f.stake ?? 0;
    const payout = f.payout ?? 0;
    return {
      account: who.account,
      type,
      deposits: f.deposits ?? 0,
      withdrawals: f.withdrawals ?? 0,
      bets: f.bets ?? 0,
      stake,
      payout,
      profit: payout - stake,
    };
  };

  it('gives each team member with money or play in the range, biggest stake first, with totals', async () => {
    const value = await profit(boss);
    expect(value).toEqual({
      list: [
        // Cancelled and rolled-back rounds left out; the open lottery bet counts.
        member(p2, 0, { deposits: 5_000_000, bets: 1, stake: 300_000 }),
        // The rejected deposit left out.
        member(p1, 0, {
          deposits: 5_000_000,
          withdrawals: 1_000_000,
          bets: 2,
          stake: 120_000,
          payout: 250_000,
        }),
        // Its withdrawal was approved tomorrow.
        member(p3, 0, { deposits: 6_000_000, bets: 1, stake: 50_000 }),
        member(bp1, 0, { deposits: 5_000_000, bets: 1, stake: 10_000, payout: 5_000 }),
        // No stake: by account name.
        member(agentA, 2, { deposits: 5_000_000 }),
        member(subA, 41, { deposits: 5_000_000 }),
      ],
      page: 1,
      pageSize: 20,
      total: 6,
      currency: 'VND',
      totals: {
        deposits: 31_000_000,
        withdrawals: 1_000_000,
        bets: 5,
        stake: 480_000,
        payout: 255_000,
        profit: -225_000,
      },
    });

    // The team overview counts the same, over the same day (yesterday by the clock now).
    const overview = (await kit.get(boss, '/wps/agent/team/overview?period=yesterday')).json().value;
    expect(overview).toMatchObject({ from: todayRange.from, to: todayRange.to });
    const { deposits, withdrawals, betCount: bets, stake, payout, netResult: profitOf } = overview;
    expect({ deposits, withdrawals, bets, stake, payout, profit: profitOf }).toEqual(value.totals);

    const mid = await profit(agentA);
    expect(mid.list.map((m: { account: string }) => m.account)).toEqual([
      p2.account,
      p1.account,
      p3.account,
      subA.account,
    ]);
    expect(mid.totals).toEqual({
      deposits: 21_000_000,
      withdrawals: 1_000_000,
      bets: 4,
      stake: 470_000,
      payout: 250_000,
      profit: -220_000,
    });
    expect(await profit(other)).toMatchObject({
      list: [member(op1, 0, { deposits: 9_000_000, bets: 1, stake: 70_000, payout: 10_000 })],
      total: 1,
    });
    // The sub-agent's team is p3 alone; nothing of the levels above.
    expect((await profit(subA)).list).toEqual([
      member(p3, 0, { deposits: 6_000_000, bets: 1, stake: 50_000 }),
    ]);
  });

  it('cuts the range at its ends and follows the money into the next day', async () => {
    const beforeLastMs = await profit(boss, { to: iso(today.to.getTime() - 1) });
    expect(beforeLastMs.total).toBe(5);
    expect(beforeLastMs.list.map((m: { account: string }) => m.account)).not.toContain(bp1.account);
    const lastMs = await profit(boss, { from: iso(today.to.getTime() - 1), to: today.to.toISOString() });
    expect(lastMs.list).toEqual([
      member(bp1, 0, { deposits: 5_000_000, bets: 1, stake: 10_000, payout: 5_000 }),
    ]);
    const tomorrow = await profit(boss, { from: today.to.toISOString(), to: iso(today.to.getTime() + DAY) });
    expect(tomorrow).toMatchObject({
      list: [
        member(bp1, 0, { deposits: 8_000_000, bets: 1, stake: 40_000 }),
        member(p3, 0, { withdrawals: 1_000_000 }),
      ],
      total: 2,
      totals: {
        deposits: 8_000_000,
        withdrawals: 1_000_000,
        bets: 1,
        stake: 40_000,
        payout: 0,
        profit: -40_000,
      },
    });
    const yesterday = await profit(boss, {
      from: iso(today.from.getTime() - DAY),
      to: today.from.toISOString(),
    });
    expect(yesterday).toMatchObject({ list: [], total: 0 });
    expect(yesterday.totals).toEqual({
      deposits: 0,
      withdrawals: 0,
      bets: 0,
      stake: 0,
      payout: 0,
      profit: 0,
    });
  });

  it('narrows to one team member and pages', async () => {
    const one = await profit(boss, { account: p1.account.toUpperCase() });
    expect(one).toMatchObject({ total: 1, totals: { deposits: 5_000_000, stake: 120_000, profit: 130_000 } });
    expect(one.list.map((m: { account: string }) => m.account)).toEqual([p1.account]);
    for (const account of [op1.account, boss.account, 'nobody_here']) {
      const none = await profit(boss, { account });
      expect(none, account).toMatchObject({ list: [], total: 0 });
      expect(none.totals).toEqual({ deposits: 0, withdrawals: 0, bets: 0, stake: 0, payout: 0, profit: 0 });
    }

    const all = (await profit(boss)).list.map((m: { account: string }) => m.account);
    const paged = [];
    for (const page of [1, 2, 3]) {
      const value = await profit(boss, { page, pageSize: 2 });
      expect(value).toMatchObject({ page, pageSize: 2, total: 6, totals: { stake: 480_000 } });
      paged.push(...value.list.map((m: { account: string }) => m.account));
    }
    expect(paged).toEqual(all);
    expect(await profit(boss, { page: 4, pageSize: 2 })).toMatchObject({ list: [], total: 6 });
  });
});

describe('downline transaction details', () => {
  type Movement = {
    id: string;
    account?: string;
    category: string | null;
    amount: number;
    createdAt: string;
  };
  const team = () => [agentA, p1, p2, subA, p3, bp1];
  /** What `who` reads in its own account record over the query's range (up to 100). */
  async function ownRecord(who: Account, query: Query = {}): Promise<Movement[]> {
    const params = new URLSearchParams({
      ...todayRange,
      pageSize: '100',
      ...(query as Record<string, string>),
    });
    const res = await kit.get(who, `/wps/records/account?${params}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value.list.map((m: Movement) => ({ ...m, account: who.account }));
  }
  const byNewest = (list: Movement[]) => [...list].sort((a, b) => Number(BigInt(b.id) - BigInt(a.id)));

  it('lists every movement of the team, each as its member’s own account record shows it', async () => {
    const expected = byNewest((await Promise.all(team().map((m) => ownRecord(m)))).flat());
    expect(expected.length).toBeGreaterThan(10);
    const value = await transactions(boss, { pageSize: 100 });
    expect(value).toMatchObject({ page: 1, pageSize: 100, total: expected.length, currency: 'VND' });
    expect(value.list).toEqual(expected);
    // Never the agent's own money, nor another tree's.
    const accounts = new Set(value.list.map((m: Movement) => m.account));
    expect(accounts.has(boss.account)).toBe(false);
    expect(accounts.has(op1.account)).toBe(false);
    // One level down sees its own part of the tree only.
    const mid = await transactions(agentA, { pageSize: 100 });
    expect(new Set(mid.list.map((m: Movement) => m.account))).toEqual(
      new Set([p1.account, p2.account, subA.account, p3.account]),
    );
  });

  it('filters by category and by one team member, as the member’s record does', async () => {
    for (const category of ['deposit', 'withdrawal', 'betting', 'transfer']) {
      const value = await transactions(boss, { category, pageSize: 100 });
      const expected = byNewest((await Promise.all(team().map((m) => ownRecord(m, { category })))).flat());
      expect(value.list, category).toEqual(expected);
      for (const m of value.list) expect(m.category).toBe(category);
    }
    const one = await transactions(boss, { account: p1.account.toUpperCase(), pageSize: 100 });
    expect(one.list).toEqual(await ownRecord(p1));
    for (const account of [op1.account, boss.account, 'nobody_here'])
      expect(await transactions(boss, { account }), account).toMatchObject({ list: [], total: 0 });
  });

  it('cuts the range at its ends and pages newest first', async () => {
    // Ledger entries carry the database's own time: cut at one of them.
    const list: Movement[] = (await transactions(boss, { pageSize: 100 })).list;
    const cut = list[Math.floor(list.length / 2)] as Movement;
    const from = await transactions(boss, { from: cut.createdAt, to: todayRange.to, pageSize: 100 });
    const before = await transactions(boss, { from: todayRange.from, to: cut.createdAt, pageSize: 100 });
    expect(from.list).toEqual(list.filter((m) => m.createdAt >= cut.createdAt));
    expect(before.list).toEqual(list.filter((m) => m.createdAt < cut.createdAt));
    expect(from.list.map((m: Movement) => m.id)).toContain(cut.id);

    const all = list.map((m) => m.id);
    const paged: string[] = [];
    for (let page = 1; paged.length < all.length; page++) {
      const value = await transactions(boss, { page, pageSize: 4 });
      expect(value.list.length).toBeGreaterThan(0);
      paged.push(...value.list.map((m: Movement) => m.id));
    }
    expect(paged).toEqual(all);
    const past = await transactions(boss, { page: Math.ceil(all.length / 4) + 1, pageSize: 4 });
    expect(past).toMatchObject({ list: [], total: all.length });
  });
});

describe('who may read the reports, and bad input', () => {
  it('needs a session, an agent type and a real account', async () => {
    const player = await registered();
    const trial = await kit.trial();
    for (const kind of ['bets', 'profit', 'transactions'] as const) {
      const path = url(kind, todayRange);
      const anonymous = await kit.get(null, path);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
      for (const [who, code] of [
        [player, 'NOT_AGENT'],
        // A player of the team is no agent either.
        [p1, 'NOT_AGENT'],
        [trial, 'TRIAL_ACCOUNT'],
      ] as const) {
        const res = await kit.get(who, path);
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json()).toMatchObject({ success: false, code });
      }
    }
  });

  it('refuses bad ranges, filters and pages with the envelope, never a 500', async () => {
    const base = today.from.getTime();
    const common: Query[] = [
      { from: iso(base), to: iso(base + 92 * DAY + 1) },
      { from: iso(base), to: iso(base) },
      { from: iso(base + DAY), to: iso(base) },
      { from: 'yesterday', to: iso(base) },
      { from: '2026-13-01T00:00:00Z', to: iso(base) },
      { from: '2026-02-30T00:00:00Z', to: iso(base) },
      { from: '2026-01-01T00:00:00', to: iso(base) },
      { from: '2026-01-01', to: iso(base) },
      { from: '', to: iso(base) },
      { from: iso(base) },
      { to: iso(base) },
      { ...todayRange, page: 0 },
      { ...todayRange, page: -1 },
      { ...todayRange, page: 1.5 },
      { ...todayRange, page: 'x' },
      { ...todayRange, page: 100_001 },
      { ...todayRange, pageSize: 0 },
      { ...todayRange, pageSize: 101 },
      { ...todayRange, account: 'a'.repeat(65) },
      { ...todayRange, account: '' },
      { ...todayRange, account: '   ' },
      { ...todayRange, account: 'a\u0000b' },
      { ...todayRange, agent: boss.id },
      { ...todayRange, sort: 'stake' },
    ];
    const betsOnly: Query[] = [
      { ...todayRange, status: 'won' },
      { ...todayRange, status: 'SETTLED' },
      { ...todayRange, product: 'casino' },
    ];
    const before = await Promise.all(['bet', 'deposit', 'ledger_entry'].map((n) => countRows(t.app, n)));
    for (const [kind, queries] of [
      ['bets', [...common, ...betsOnly]],
      ['profit', [...common, { ...todayRange, status: 'settled' }, { ...todayRange, product: 'game' }]],
      [
        'transactions',
        [
          ...common,
          { ...todayRange, category: 'jackpot' },
          { ...todayRange, category: 'DEPOSIT' },
          { ...todayRange, status: 'settled' },
        ],
      ],
    ] as const) {
      for (const query of queries) {
        // Listed without the defaults `report` adds, so a missing field stays missing.
        const res = await kit.get(boss, url(kind, query));
        expect(res.statusCode, `${kind} ${JSON.stringify(query)}`).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      }
      const twice = await kit.get(boss, `${url(kind, todayRange)}&account=a&account=b`);
      expect(twice.statusCode).toBe(400);
    }
    expect(await Promise.all(['bet', 'deposit', 'ledger_entry'].map((n) => countRows(t.app, n)))).toEqual(
      before,
    );
  });
});
