import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, enc, login, randomIp, uniqueName } from '../../test/identity-helpers.ts';
import { countRows, useTestApp } from '../../test/test-app.ts';
import { DOWNLINES_PER_HOUR, periodRange } from './agent.service.ts';
import { type Account, agentKit, PASSWORD } from './agent-test-helpers.ts';

const ZONE = 'Asia/Ho_Chi_Minh';
const DAY = 86_400_000;

/** The service clock, set by the tests: noon of today in the merchant's zone to begin with. */
const startOfToday = periodRange('today', new Date(), ZONE).from.getTime();
let now = startOfToday + 12 * 3_600_000;
const clock = { now: () => new Date(now) };

const t = useTestApp({
  dataDir: 'agent',
  // Sessions outlive the days the clock is moved through.
  config: { SESSION_IDLE_MINUTES: 60 * 24 * 30 },
  options: { clock },
  audit: true,
});

const {
  ops,
  memberType,
  registered,
  trial,
  get,
  putDownline,
  downlineForm,
  openDownline,
  onAgentSite,
  balance,
  requestDeposit,
  deposit,
  approvedWithdrawal,
  slotRound,
} = agentKit(() => t.app);

const overview = async (who: Account, period = 'today') => {
  const res = await get(who, `/wps/agent/team/overview?period=${period}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

const downlines = async (who: Account, query = '') => {
  const res = await get(who, `/wps/agent/downlines${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

describe('who may use the agent centre', () => {
  it('needs a session, an agent type and a real account', async () => {
    const form = await downlineForm();
    for (const res of [
      await get(null, '/wps/agent/team/overview'),
      await get(null, '/wps/agent/downlines'),
      await putDownline(null, form),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }

    const player = await registered();
    const trialMember = await trial();
    const members = await countRows(t.app, 'member');
    for (const [who, status, code] of [
      [player, 403, 'NOT_AGENT'],
      [trialMember, 403, 'TRIAL_ACCOUNT'],
    ] as const) {
      for (const res of [
        await get(who, '/wps/agent/team/overview'),
        await get(who, '/wps/agent/downlines'),
        await putDownline(who, form),
      ]) {
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json()).toMatchObject({ success: false, code });
      }
    }
    expect(await countRows(t.app, 'member')).toBe(members);
  });

  it('lets every agent type in, on either site', async () => {
    for (const type of ['affiliate', 'agent', 'sub-agent', 'master-agent'] as const) {
      const agent = await registered(type);
      const value = await overview(agent);
      expect(value, type).toMatchObject({ directMembers: 0, teamMembers: 0, currency: 'VND' });
      if (type === 'agent') {
        const onAgentSite = (
          await login(t.app, agent.account, PASSWORD, { site: 'agent' }, randomIp())
        ).json().value;
        expect((await overview({ ...agent, token: onAgentSite.token })).teamMembers).toBe(0);
      }
    }
  });
});

describe('a three-level tree and a foreign one', () => {
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

  beforeAll(async () => {
    boss = await registered('master-agent');
    agentA = await openDownline(boss, 'agent', { nickname: 'Agent A' });
    p1 = await openDownline(agentA, 'player');
    p2 = await openDownline(agentA, 'player', { username: uniqueName('findMe') });
    subA = await openDownline(agentA, 'agent');
    p3 = await openDownline(subA, 'player');
    bp1 = await openDownline(boss, 'player');
    other = await onAgentSite(await registered('agent'));
    op1 = await openDownline(other, 'player');
  });

  it('opens each kind with the type the contract gives, one level down', async () => {
    const types = await t.app.database.db
      .selectFrom('member')
      .select(['account', 'type', 'upline_id', 'nickname'])
      .where('id', 'in', [agentA.id, subA.id, p1.id, p3.id, bp1.id, op1.id])
      .execute();
    const byAccount = Object.fromEntries(types.map((m) => [m.account, m]));
    expect(byAccount[agentA.account]).toMatchObject({ type: 2, upline_id: boss.id, nickname: 'Agent A' });
    expect(byAccount[subA.account]).toMatchObject({ type: 41, upline_id: agentA.id, nickname: null });
    expect(byAccount[p1.account]).toMatchObject({ type: 0, upline_id: agentA.id });
    expect(byAccount[p3.account]).toMatchObject({ type: 0, upline_id: subA.id });
    expect(byAccount[bp1.account]).toMatchObject({ type: 0, upline_id: boss.id });
    expect(byAccount[op1.account]).toMatchObject({ type: 0, upline_id: other.id });

    // A sub-agent and an affiliate open players only.
    const affiliate = await registered('affiliate');
    for (const who of [subA, affiliate]) {
      const before = await countRows(t.app, 'member');
      const res = await putDownline(who, await downlineForm({ kind: 'agent' }));
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'DOWNLINE_NOT_ALLOWED' });
      expect(res.json().message).toMatch(/only open player accounts/);
      expect(await countRows(t.app, 'member')).toBe(before);
    }
  });

  it('counts direct downlines and the whole team, never the agent itself or another tree', async () => {
    expect(await overview(boss)).toMatchObject({ directMembers: 2, teamMembers: 6, newMembers: 6 });
    expect(await overview(agentA)).toMatchObject({ directMembers: 3, teamMembers: 4, newMembers: 4 });
    expect(await overview(subA)).toMatchObject({ directMembers: 1, teamMembers: 1 });
    expect(await overview(other)).toMatchObject({ directMembers: 1, teamMembers: 1 });
  });

  it('lists the direct downlines newest first, each with its own team, balance and last login', async () => {
    const value = await downlines(boss);
    expect(value).toMatchObject({ page: 1, pageSize: 10, total: 2, totalPages: 1, currency: 'VND' });
    expect(value.list).toEqual([
      {
        account: bp1.account,
        nickname: null,
        type: 0,
        registeredAt: new Date(now).toISOString(),
        lastLoginAt: new Date(now).toISOString(),
        balance: 0,
        teamMembers: 0,
      },
      expect.objectContaining({ account: agentA.account, nickname: 'Agent A', type: 2, teamMembers: 4 }),
    ]);
    const mid = await downlines(agentA);
    expect(mid.list.map((d: { account: string }) => d.account)).toEqual([
      subA.account,
      p2.account,
      p1.account,
    ]);
    expect(mid.list.map((d: { teamMembers: number }) => d.teamMembers)).toEqual([1, 0, 0]);
    // Nothing of the foreign tree, and nothing below the first level.
    const all = JSON.stringify([value, mid, await downlines(subA)]);
    for (const foreign of [other, op1]) expect(all).not.toContain(foreign.account);
    expect((await downlines(other)).list.map((d: { account: string }) => d.account)).toEqual([op1.account]);
  });

  it('pages and searches by part of the account name, case-insensitive, wildcards taken literally', async () => {
    const first = await downlines(agentA, '?page=1&pageSize=2');
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 3, totalPages: 2 });
    expect(first.list.map((d: { account: string }) => d.account)).toEqual([subA.account, p2.account]);
    const second = await downlines(agentA, '?page=2&pageSize=2');
    expect(second.list.map((d: { account: string }) => d.account)).toEqual([p1.account]);
    expect(await downlines(agentA, '?page=9')).toMatchObject({ list: [], total: 3, totalPages: 1 });

    const part = p2.account.slice(0, 8).toUpperCase();
    const found = await downlines(agentA, `?account=${encodeURIComponent(`  ${part} `)}`);
    expect(found).toMatchObject({ total: 1, totalPages: 1 });
    expect(found.list[0].account).toBe(p2.account);
    // Every name here would match '%' or '_' as patterns; as text they match none.
    for (const search of ['%', '_', 'd_', '%l%', '\\', '\\%', p1.account.replace(/.$/, '_')]) {
      const res = await downlines(agentA, `?account=${encodeURIComponent(search)}`);
      expect(res, search).toMatchObject({ list: [], total: 0, totalPages: 0 });
    }
    // Another tree's member is not found by name either.
    expect(await downlines(agentA, `?account=${op1.account}`)).toMatchObject({ total: 0 });
    expect((await downlines(agentA, '?account=')).total).toBe(3);
  });

  it('sums the team’s money and bets, in the period, in the merchant’s zone', async () => {
    await deposit(p1, 5_000_000);
    await deposit(p1, 7_000_000, 'reject');
    await deposit(p2, 5_000_000);
    await deposit(p3, 6_000_000);
    await deposit(op1, 9_000_000);
    await approvedWithdrawal(p1, 1_000_000);
    await slotRound(p1, 100_000, { win: 250_000 });
    await slotRound(p3, 50_000, { win: 0 });
    await slotRound(p2, 30_000, 'rollback');
    await slotRound(op1, 70_000, { win: 10_000 });

    const team = [agentA, p1, p2, subA, p3, bp1];
    const balances = await Promise.all(team.map(balance));
    expect(balances.reduce((a, b) => a + b, 0)).toBe(4_150_000 + 5_000_000 + 5_950_000);

    const today = periodRange('today', new Date(now), ZONE);
    expect(await overview(boss)).toEqual({
      period: 'today',
      from: today.from.toISOString(),
      to: today.to.toISOString(),
      currency: 'VND',
      directMembers: 2,
      teamMembers: 6,
      newMembers: 6,
      activeMembers: 2,
      teamBalance: 15_100_000,
      deposits: 16_000_000,
      withdrawals: 1_000_000,
      betCount: 2,
      stake: 150_000,
      payout: 250_000,
      netResult: 100_000,
    });
    expect(await overview(subA)).toMatchObject({
      teamMembers: 1,
      activeMembers: 1,
      teamBalance: 5_950_000,
      deposits: 6_000_000,
      withdrawals: 0,
      betCount: 1,
      stake: 50_000,
      payout: 0,
      netResult: -50_000,
    });
    expect(await overview(other)).toMatchObject({
      deposits: 9_000_000,
      betCount: 1,
      stake: 70_000,
      payout: 10_000,
      netResult: -60_000,
    });
    const list = (await downlines(agentA)).list as { account: string; balance: number }[];
    expect(Object.fromEntries(list.map((d) => [d.account, d.balance]))).toEqual({
      [p1.account]: 4_150_000,
      [p2.account]: 5_000_000,
      [subA.account]: 0,
    });
    expect((await overview(boss, 'yesterday')).deposits).toBe(0);

    // The last millisecond of today and the first of tomorrow fall on their own days.
    const late = await requestDeposit(bp1, 5_000_000);
    const early = await requestDeposit(bp1, 8_000_000);
    now = today.to.getTime() - 1;
    await late();
    now = today.to.getTime();
    await early();
    now += 9 * 3_600_000;

    const newToday = await overview(boss);
    expect(newToday).toMatchObject({
      from: today.to.toISOString(),
      to: new Date(today.to.getTime() + DAY).toISOString(),
      newMembers: 0,
      activeMembers: 0,
      deposits: 8_000_000,
      withdrawals: 0,
      betCount: 0,
      stake: 0,
      netResult: 0,
      teamBalance: 15_100_000 + 13_000_000,
      teamMembers: 6,
    });
    expect(await overview(boss, 'yesterday')).toMatchObject({
      from: today.from.toISOString(),
      to: today.to.toISOString(),
      newMembers: 6,
      activeMembers: 2,
      deposits: 21_000_000,
      withdrawals: 1_000_000,
      betCount: 2,
      stake: 150_000,
      payout: 250_000,
    });
    expect(await overview(boss, 'last7Days')).toMatchObject({
      from: new Date(today.from.getTime() - 5 * DAY).toISOString(),
      to: new Date(today.to.getTime() + DAY).toISOString(),
      deposits: 29_000_000,
      betCount: 2,
    });
    const month = await overview(boss, 'thisMonth');
    const firstOfMonth = periodRange('thisMonth', new Date(now), ZONE).from;
    expect(month.from).toBe(firstOfMonth.toISOString());
    expect(new Date(month.from).getTime()).toBeLessThanOrEqual(today.to.getTime());
    // Yesterday is in this month unless today is the 1st.
    expect(month.deposits).toBe(firstOfMonth.getTime() === today.to.getTime() ? 8_000_000 : 29_000_000);
  });
});

describe('the register centre', () => {
  let agent: Account;
  beforeAll(async () => {
    agent = await registered('master-agent');
  });

  it('refuses each broken form with a clear error and writes nothing', async () => {
    const taken = await openDownline(agent, 'player');
    const before = await countRows(t.app, 'member');
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ username: taken.account }, 409, 'USERNAME_TAKEN'],
      [{ username: taken.account.toUpperCase() }, 409, 'USERNAME_TAKEN'],
      [{ username: 'demoplayer' }, 409, 'USERNAME_TAKEN'],
      [{ username: '1abcdef' }, 400, 'VALIDATION_FAILED'],
      [{ username: 'abc' }, 400, 'VALIDATION_FAILED'],
      [{ username: 'abc_def' }, 400, 'VALIDATION_FAILED'],
      [{ username: '   ' }, 400, 'VALIDATION_FAILED'],
      [
        { password: await enc(t.app, 'abcdefgh'), confirmPassword: await enc(t.app, 'abcdefgh') },
        400,
        'VALIDATION_FAILED',
      ],
      [
        { password: await enc(t.app, '12345'), confirmPassword: await enc(t.app, '12345') },
        400,
        'VALIDATION_FAILED',
      ],
      [{ confirmPassword: await enc(t.app, 'other123') }, 400, 'VALIDATION_FAILED'],
      [{ password: PASSWORD, confirmPassword: PASSWORD }, 400, 'DECRYPTION_FAILED'],
      [{ confirmPassword: PASSWORD }, 400, 'DECRYPTION_FAILED'],
      [{ password: 'rsa:bm90IGEgY2lwaGVy' }, 400, 'DECRYPTION_FAILED'],
    ];
    for (const [fields, status, code] of cases) {
      const res = await putDownline(agent, await downlineForm(fields));
      expect(res.statusCode, JSON.stringify(fields)).toBe(status);
      expect(res.json()).toMatchObject({ success: false, code });
    }
    const mismatch = await putDownline(
      agent,
      await downlineForm({ confirmPassword: await enc(t.app, 'other123') }),
    );
    expect(mismatch.json().value.issues).toEqual([{ field: 'confirmPassword', message: expect.any(String) }]);
    const weak = await putDownline(agent, await downlineForm({ username: '1abcdef' }));
    expect(weak.json().message).toMatch(/^username: Must start with a letter/);
    expect(await countRows(t.app, 'member')).toBe(before);
  });

  it('refuses bad input with the envelope and changes nothing', async () => {
    const before = await countRows(t.app, 'member');
    const good = await downlineForm();
    for (const payload of [
      { ...good, upline: '1' },
      { ...good, type: 42 },
      { ...good, kind: 'master-agent' },
      { ...good, kind: 1 },
      { ...good, username: 42 },
      { ...good, username: 'a'.repeat(65) },
      { ...good, nickname: 'n'.repeat(65) },
      { ...good, nickname: ['x'] },
      { ...good, password: 'p'.repeat(1025) },
      { ...good, password: '' },
      { kind: 'player' },
      {},
      [],
      null,
    ]) {
      const res = await putDownline(agent, payload);
      expect(res.statusCode, JSON.stringify(payload)?.slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    }
    for (const raw of ['{"kind": "player"', '"x"', 'null', `{"username": "${'x'.repeat(2_000_000)}"}`]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/wps/agent/downline',
        headers: { ...bearer(agent.token), 'content-type': 'application/json' },
        payload: raw,
      });
      expect(res.statusCode, raw.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ success: false });
    }
    for (const query of [
      '?page=0',
      '?page=-1',
      '?page=abc',
      '?page=1.5',
      '?page=1e400',
      '?page=100001',
      '?pageSize=0',
      '?pageSize=51',
      '?pageSize=100000',
      `?account=${'a'.repeat(65)}`,
      '?sort=id',
      '?account=a&account=b',
    ]) {
      const res = await get(agent, `/wps/agent/downlines${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    for (const query of ['?period=week', '?period=', '?period=today&x=1', '?period=TODAY']) {
      const res = await get(agent, `/wps/agent/team/overview${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    const nul = await get(agent, '/wps/agent/downlines?account=a%00b');
    expect(nul.statusCode).toBe(400);
    expect(await countRows(t.app, 'member')).toBe(before);
  });

  it('limits how many accounts one agent opens in an hour', async () => {
    const busy = await registered('agent');
    const session = (await login(t.app, busy.account, PASSWORD, { site: 'agent' }, randomIp())).json().value;
    const agentSite = { ...busy, token: session.token };
    const mismatched = await downlineForm({ confirmPassword: await enc(t.app, 'other123') });
    for (let i = 0; i < DOWNLINES_PER_HOUR; i++)
      expect((await putDownline(agentSite, mismatched)).json().code).toBe('VALIDATION_FAILED');
    const before = await countRows(t.app, 'member');
    const refused = await putDownline(agentSite, await downlineForm());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(await countRows(t.app, 'member')).toBe(before);
    // Another agent is not held back.
    await openDownline(agent, 'player');
    now += 60 * 60_000 + 1;
    await openDownline(agentSite, 'player');
  });
});

describe('operator: `npm run ops -- member type ACCOUNT TYPE`', () => {
  it('makes an account an agent and back, refusing trial accounts and players with downlines', async () => {
    const someone = await registered();
    expect((await memberType(someone.account, 'master-agent')).message).toBe(
      `member ${someone.account} is now master-agent (was player)`,
    );
    expect((await overview(someone)).teamMembers).toBe(0);
    expect((await memberType(someone.account.toUpperCase(), 'master-agent')).message).toBe(
      `member ${someone.account} is already master-agent`,
    );
    const below = await openDownline(someone, 'player');
    await expect(memberType(someone.account, 'player')).rejects.toMatchObject({
      code: 'INVALID_STATE',
      message: `${someone.account} has 1 direct downline(s); it cannot become a player while it has any`,
    });
    expect((await memberType(someone.account, 'sub-agent')).message).toMatch(
      /is now sub-agent \(was master-agent\)$/,
    );
    expect((await downlines(someone)).list.map((d: { account: string }) => d.account)).toEqual([
      below.account,
    ]);

    const alone = await registered('affiliate');
    expect((await memberType(alone.account, 'player')).message).toMatch(/is now player \(was affiliate\)$/);
    const res = await get(alone, '/wps/agent/downlines');
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_AGENT' });

    const trial = (
      await t.app.inject({
        method: 'POST',
        url: '/wps/session/login/freeplay',
        remoteAddress: randomIp(),
        payload: {},
      })
    ).json().value.member.account as string;
    await expect(memberType(trial, 'agent')).rejects.toMatchObject({ code: 'INVALID_STATE' });
    await expect(memberType('nobody_here', 'agent')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      ops({ kind: 'member_type', merchant: 'NOPE', account: someone.account, type: 'agent' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const types = await t.app.database.db
      .selectFrom('member')
      .select(['account', 'type'])
      .where('account', 'in', [trial, someone.account])
      .execute();
    expect(Object.fromEntries(types.map((m) => [m.account, m.type]))).toEqual({
      [trial]: 4,
      [someone.account]: 41,
    });
  });
});

describe('periodRange', () => {
  it('cuts days at local midnight, ending today', () => {
    // 23:59:59.999 on 1 March in Ho Chi Minh City (UTC+7).
    const at = new Date('2026-03-01T16:59:59.999Z');
    const iso = (r: { from: Date; to: Date }) => [r.from.toISOString(), r.to.toISOString()];
    expect(iso(periodRange('today', at, ZONE))).toEqual([
      '2026-02-28T17:00:00.000Z',
      '2026-03-01T17:00:00.000Z',
    ]);
    expect(iso(periodRange('yesterday', at, ZONE))).toEqual([
      '2026-02-27T17:00:00.000Z',
      '2026-02-28T17:00:00.000Z',
    ]);
    expect(iso(periodRange('last7Days', at, ZONE))).toEqual([
      '2026-02-22T17:00:00.000Z',
      '2026-03-01T17:00:00.000Z',
    ]);
    expect(iso(periodRange('thisMonth', at, ZONE))).toEqual([
      '2026-02-28T17:00:00.000Z',
      '2026-03-01T17:00:00.000Z',
    ]);
    // One millisecond later it is 2 March there.
    expect(iso(periodRange('today', new Date(at.getTime() + 1), ZONE))[0]).toBe('2026-03-01T17:00:00.000Z');
  });

  it('follows summer time where the zone has it', () => {
    // Berlin moves to UTC+2 on 29 March 2026: that day has 23 hours.
    const at = new Date('2026-03-29T12:00:00Z');
    const today = periodRange('today', at, 'Europe/Berlin');
    expect([today.from.toISOString(), today.to.toISOString()]).toEqual([
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ]);
    expect(periodRange('thisMonth', at, 'Europe/Berlin').from.toISOString()).toBe('2026-02-28T23:00:00.000Z');
  });
});
