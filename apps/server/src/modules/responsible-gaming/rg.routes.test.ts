import { randomUUID } from 'node:crypto';
import type { PlayerLimit } from '@portal/contracts/responsible-gaming';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { expectInvalidBodies, sendBrokenJson } from '../../test/bad-requests.ts';
import { bearer, enc, login, randomIp, registerByUsername, testClock } from '../../test/identity-helpers.ts';
import { opsFor } from '../../test/ops-helpers.ts';
import { countRows, useTestApp } from '../../test/test-app.ts';
import { vendorClient } from '../../test/vendor-helpers.ts';
import { type Account, agentKit, PASSWORD } from '../agent/agent-test-helpers.ts';
import { currentOddsVersion, fund, openDraw } from '../lottery/lottery-test-helpers.ts';
import { localDay } from './daily-time.ts';

const HOUR = 3_600_000;
const clock = testClock();
const t = useTestApp({ options: { clock }, audit: true });

const { registered, trial, get, requestDeposit } = agentKit(() => t.app);
const { cli } = opsFor(() => t.app);
const send = (who: Account | null, method: 'PUT' | 'POST', url: string, payload: unknown) =>
  t.app.inject({ method, url, headers: who ? bearer(who.token) : {}, payload: payload as object });
const setLimit = (who: Account, kind: string, period: string, amount: number | null) =>
  send(who, 'PUT', '/wps/rg/limits', { kind, period, amount });
const limitOf = async (who: Account, kind: string, period: string) => {
  const res = await get(who, '/wps/rg');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().value.limits as PlayerLimit[]).find((l) => l.kind === kind && l.period === period);
};
const depositRequest = async (who: Account, amount: number) => {
  try {
    return { ok: true as const, approve: await requestDeposit(who, amount) };
  } catch (error) {
    return { ok: false as const, error };
  }
};

describe('limits', () => {
  it('starts with none, and is for signed-in real accounts only', async () => {
    const who = await registered();
    const res = await get(who, '/wps/rg');
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ currency: 'VND', realityCheckMinutes: null, coolingOffHours: 24 });
    expect(value.limits).toHaveLength(9);
    expect(value.limits[0]).toEqual({ kind: 'deposit', period: 'day', amount: null, used: 0, pending: null });
    expect((await get(null, '/wps/rg')).json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    expect((await get(await trial(), '/wps/rg')).json()).toMatchObject({
      success: false,
      code: 'TRIAL_ACCOUNT',
    });
  });

  it('refuses a deposit request past a deposit limit and writes nothing; a rejected one frees the room', async () => {
    const who = await registered();
    expect((await setLimit(who, 'deposit', 'day', 100_000_000)).statusCode).toBe(200);
    const first = await depositRequest(who, 60_000_000);
    expect(first.ok).toBe(true);
    const before = await countRows(t.app, 'deposit');
    const refused = await depositRequest(who, 50_000_000);
    expect(refused.ok).toBe(false);
    expect(String(refused.error)).toContain(
      '"code":"PLAYER_LIMIT","message":"This would pass your 24-hour deposit limit","value":{"kind":"deposit","period":"day","amount":100000000,"used":60000000}',
    );
    expect(await countRows(t.app, 'deposit')).toBe(before);
    expect(await limitOf(who, 'deposit', 'day')).toMatchObject({ amount: 100_000_000, used: 60_000_000 });
    // The 7-day and 30-day windows count the same deposit.
    expect(await limitOf(who, 'deposit', 'month')).toMatchObject({ amount: null, used: 60_000_000 });
    if (first.ok) await first.approve('reject');
    expect((await depositRequest(who, 50_000_000)).ok).toBe(true);
  });

  it('lowers at once, raises and removes after the cooling-off, and a repeated raise keeps its time', async () => {
    let who = await registered();
    // Moving the clock past the session's idle time needs a new session.
    const later = async (ms: number) => {
      clock.advance(ms);
      const res = await login(t.app, who.account, PASSWORD, {}, randomIp());
      expect(res.statusCode, res.body).toBe(200);
      who = { ...who, token: res.json().value.token };
    };
    await setLimit(who, 'wager', 'week', 5_000_000);
    expect(await limitOf(who, 'wager', 'week')).toMatchObject({ amount: 5_000_000, pending: null });
    await setLimit(who, 'wager', 'week', 3_000_000);
    expect(await limitOf(who, 'wager', 'week')).toMatchObject({ amount: 3_000_000, pending: null });

    const raised = (await setLimit(who, 'wager', 'week', 8_000_000)).json().value;
    const row = raised.limits.find(
      (l: { kind: string; period: string }) => l.kind === 'wager' && l.period === 'week',
    );
    expect(row.amount).toBe(3_000_000);
    expect(row.pending.amount).toBe(8_000_000);
    expect(Date.parse(row.pending.from) - clock.now().getTime()).toBe(24 * HOUR);
    await later(HOUR);
    await setLimit(who, 'wager', 'week', 8_000_000);
    expect((await limitOf(who, 'wager', 'week'))?.pending).toEqual(row.pending);
    // The limit in force again cancels the raise.
    await setLimit(who, 'wager', 'week', 3_000_000);
    expect(await limitOf(who, 'wager', 'week')).toMatchObject({ amount: 3_000_000, pending: null });

    await setLimit(who, 'wager', 'week', null);
    expect(await limitOf(who, 'wager', 'week')).toMatchObject({
      amount: 3_000_000,
      pending: { amount: null },
    });
    await later(24 * HOUR + 1);
    expect(await limitOf(who, 'wager', 'week')).toMatchObject({ amount: null, pending: null });
    // With none in force, a new one applies at once.
    await setLimit(who, 'wager', 'week', 9_000_000);
    expect(await limitOf(who, 'wager', 'week')).toMatchObject({ amount: 9_000_000, pending: null });
    await setLimit(who, 'wager', 'week', 12_000_000);
    const shown = (await cli('rg', 'show', who.account)).message;
    expect(shown).toContain(`${who.account}: not excluded; reality check off`);
    expect(shown).toMatch(/wager week: 9000000 VND minor units, used 0; raise to 12000000 from \d{4}-/);
  });

  it('refuses game debits past a wager limit or a loss limit with the balance, and answers replays', async () => {
    const vendor = await vendorClient(t.app);
    const p = await vendor.player(1_000_000n);
    const who = { token: p.token, id: p.id, account: '' };
    await setLimit(who, 'wager', 'day', 1_000);
    const first = await vendor.debit(p.session, 'rg-d1', 'rg-r1', 600);
    expect(first.statusCode, first.body).toBe(200);
    const refused = await vendor.debit(p.session, 'rg-d2', 'rg-r2', 500);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'PLAYER_LIMIT',
      value: { kind: 'wager', period: 'day', amount: 1_000, used: 600, balance: 1_000_000 - 600 },
    });
    // The first debit again is a replay, though its stake fills the limit now.
    expect((await vendor.debit(p.session, 'rg-d1', 'rg-r1', 600)).json()).toMatchObject({
      success: true,
      value: { replayed: true },
    });
    expect((await vendor.debit(p.session, 'rg-d3', 'rg-r3', 400)).statusCode).toBe(200);

    // A loss limit counts stakes minus wins; a rolled-back stake counts for nothing.
    const q = await vendor.player(1_000_000n);
    const member = { token: q.token, id: q.id, account: '' };
    await setLimit(member, 'loss', 'week', 1_000);
    expect((await vendor.debit(q.session, 'l-d1', 'l-r1', 800)).statusCode).toBe(200);
    expect((await vendor.debit(q.session, 'l-d2', 'l-r2', 300)).json()).toMatchObject({
      code: 'PLAYER_LIMIT',
    });
    expect((await vendor.rollback(q.id, 'l-rb1', 'l-d1', 'l-r1')).statusCode).toBe(200);
    expect((await vendor.debit(q.session, 'l-d3', 'l-r3', 900)).statusCode).toBe(200);
    expect((await vendor.credit(q.id, 'l-c3', 'l-r3', 2_000)).statusCode).toBe(200);
    // Won back more than staked: no loss, so the whole limit is free again.
    expect(await limitOf(member, 'loss', 'week')).toMatchObject({ used: 0 });
    expect((await vendor.debit(q.session, 'l-d4', 'l-r4', 1_000)).statusCode).toBe(200);
  });

  it('refuses a lottery slip past a wager limit, moving nothing', async () => {
    const who = await registered();
    await fund(t.app, who.id, 5_000_000n);
    await setLimit(who, 'wager', 'month', 200_000);
    const drawId = await openDraw(t.app, 'VNF_MB_1', clock.now());
    const oddsVersion = await currentOddsVersion(t.app);
    const slip = (unitStake: number) =>
      send(who, 'POST', '/lotto/lgw/bets', {
        drawId,
        oddsVersion,
        requestId: randomUUID(),
        bets: [{ betType: 'de', selection: '45', unitStake }],
      });
    expect((await slip(150_000)).statusCode).toBe(200);
    const before = await countRows(t.app, 'ledger_transfer');
    const refused = await slip(100_000);
    expect(refused.json()).toMatchObject({ code: 'PLAYER_LIMIT', value: { kind: 'wager', used: 150_000 } });
    expect(await countRows(t.app, 'ledger_transfer')).toBe(before);
  });

  it('answers bad input with VALIDATION_FAILED and changes nothing', async () => {
    const who = await registered();
    const bad: unknown[] = [
      { kind: 'deposit', period: 'day', amount: 0 },
      { kind: 'deposit', period: 'day', amount: -5 },
      { kind: 'deposit', period: 'day', amount: 10.5 },
      { kind: 'deposit', period: 'day', amount: '100' },
      { kind: 'deposit', period: 'day', amount: 1e30 },
      { kind: 'bonus', period: 'day', amount: 100 },
      { kind: 'deposit', period: 'year', amount: 100 },
      { kind: 'deposit', period: 'day' },
      { kind: 'deposit', period: 'day', amount: 100, memberId: '1' },
    ];
    const limitsCall = { method: 'PUT', url: '/wps/rg/limits', token: who.token } as const;
    await expectInvalidBodies(t.app, limitsCall, bad);
    const malformed = await sendBrokenJson(t.app, limitsCall, '{"kind":');
    expect(malformed.json()).toMatchObject({ success: false, code: 'MALFORMED_JSON' });
    expect(await countRows(t.app, 'player_limit')).toBeGreaterThanOrEqual(0);
    expect(
      (await get(who, '/wps/rg')).json().value.limits.every((l: { amount: null }) => l.amount === null),
    ).toBe(true);
  });
});

describe('reality check', () => {
  it('keeps the chosen interval and sums the session’s bets', async () => {
    const vendor = await vendorClient(t.app);
    const p = await vendor.player(100_000n);
    const who = { token: p.token, id: p.id, account: '' };
    expect((await send(who, 'PUT', '/wps/rg/reality-check', { minutes: 20 })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect((await send(who, 'PUT', '/wps/rg/reality-check', { minutes: 30 })).json()).toEqual({
      success: true,
      value: { realityCheckMinutes: 30 },
    });
    expect((await get(who, '/wps/rg')).json().value.realityCheckMinutes).toBe(30);
    await vendor.debit(p.session, 'rc-d1', 'rc-r1', 5_000);
    await vendor.credit(p.id, 'rc-c1', 'rc-r1', 2_000);
    const res = await get(who, '/wps/rg/session');
    expect(res.json().value).toMatchObject({
      staked: 5_000,
      won: 2_000,
      net: -3_000,
      realityCheckMinutes: 30,
    });
    expect(Date.parse(res.json().value.startedAt)).toBeLessThanOrEqual(clock.now().getTime());
    await send(who, 'PUT', '/wps/rg/reality-check', { minutes: null });
    expect((await get(who, '/wps/rg')).json().value.realityCheckMinutes).toBeNull();
  });
});

describe('session-time limit', () => {
  const MINUTE = 60_000;
  const setSessionLimit = (who: Account, minutes: unknown) =>
    send(who, 'PUT', '/wps/rg/session-limit', { minutes });

  it('shortens at once, lengthens and removes after the cooling-off; the session says when it ends', async () => {
    const who = await registered();
    expect((await get(who, '/wps/rg')).json().value.sessionLimit).toEqual({ minutes: null, pending: null });
    expect((await setSessionLimit(who, 60)).json().value.sessionLimit).toEqual({
      minutes: 60,
      pending: null,
    });
    const session = (await get(who, '/wps/rg/session')).json().value;
    expect(session.sessionLimitMinutes).toBe(60);
    expect(Date.parse(session.sessionEndsAt) - Date.parse(session.startedAt)).toBe(60 * MINUTE);

    const raised = (await setSessionLimit(who, 120)).json().value.sessionLimit;
    expect(raised.minutes).toBe(60);
    expect(raised.pending.minutes).toBe(120);
    expect(Date.parse(raised.pending.from) - clock.now().getTime()).toBe(24 * HOUR);
    // Shorter applies at once and drops the waiting raise.
    expect((await setSessionLimit(who, 30)).json().value.sessionLimit).toEqual({
      minutes: 30,
      pending: null,
    });
    const removal = (await setSessionLimit(who, null)).json().value.sessionLimit;
    expect(removal).toMatchObject({ minutes: 30, pending: { minutes: null } });
    expect((await cli('rg', 'show', who.account)).message).toMatch(/session limit 30 min \(none from \d{4}-/);
  });

  it('ends the session when it has lasted the limit; a new login starts a new one', async () => {
    const who = await registered();
    await setSessionLimit(who, 30);
    clock.advance(29 * MINUTE);
    expect((await get(who, '/wps/rg')).statusCode).toBe(200);
    clock.advance(2 * MINUTE);
    const ended = await get(who, '/wps/v2/wallets/balance');
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({
      success: false,
      code: 'SESSION_LIMIT',
      value: { minutes: 30 },
    });
    const { startedAt, endedAt } = ended.json().value;
    expect(Date.parse(endedAt) - Date.parse(startedAt)).toBe(30 * MINUTE);
    // Ended once: the token is gone, and public calls see a visitor.
    expect((await get(who, '/wps/rg')).json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const again = await login(t.app, who.account, PASSWORD);
    expect(again.statusCode, again.body).toBe(200);
    const fresh = { ...who, token: again.json().value.token as string };
    expect((await get(fresh, '/wps/rg/session')).json().value.sessionLimitMinutes).toBe(30);
  });

  it('a limit shortened during a session ends it at once if it has already lasted that long', async () => {
    const who = await registered();
    clock.advance(45 * MINUTE);
    expect((await setSessionLimit(who, 30)).statusCode).toBe(200);
    expect((await get(who, '/wps/rg')).json()).toMatchObject({ code: 'SESSION_LIMIT' });
  });

  it("stops the game's bets at the session's end, and still pays its wins", async () => {
    const vendor = await vendorClient(t.app);
    const p = await vendor.player(100_000n, (token) =>
      t.app.inject({
        method: 'PUT',
        url: '/wps/rg/session-limit',
        headers: bearer(token),
        payload: { minutes: 30 },
      }),
    );
    expect((await vendor.debit(p.session, 'sl-d1', 'sl-r1', 1_000)).statusCode).toBe(200);
    // Hours of play would renew a game session; this one is never renewed past the limit.
    clock.advance(31 * MINUTE);
    const refused = await vendor.debit(p.session, 'sl-d2', 'sl-r2', 1_000);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ success: false, code: 'INVALID_TOKEN' });
    expect((await vendor.credit(p.id, 'sl-c1', 'sl-r1', 2_500)).statusCode).toBe(200);
    // A launch token spent after the end gives no session either.
    expect((await vendor.call('authenticate', { launchToken: p.launchToken })).statusCode).toBe(401);
  });

  it('refuses lengths outside the offered ones and changes nothing', async () => {
    const who = await registered();
    for (const minutes of [0, 15, 45.5, -30, '60', 1e9, undefined])
      expect((await setSessionLimit(who, minutes)).json(), String(minutes)).toMatchObject({
        code: 'VALIDATION_FAILED',
      });
    expect((await send(who, 'PUT', '/wps/rg/session-limit', { minutes: 60, memberId: '1' })).statusCode).toBe(
      400,
    );
    expect((await get(who, '/wps/rg')).json().value.sessionLimit).toEqual({ minutes: null, pending: null });
    expect((await send(null, 'PUT', '/wps/rg/session-limit', { minutes: 60 })).statusCode).toBe(401);
  });
});

describe('daily time limit', () => {
  const MINUTE = 60_000;
  const ZONE = 'Asia/Ho_Chi_Minh';
  const setDailyTime = (who: Account, minutes: unknown) =>
    send(who, 'PUT', '/wps/rg/daily-time', { minutes });
  /** Moves the clock to `minutes` past the demo merchant's next local midnight. */
  const toNextDay = (minutes = 1) => {
    clock.advance(localDay(clock.now(), ZONE).to.getTime() - clock.now().getTime() + minutes * MINUTE);
  };
  const relogin = async (who: Account, ip = randomIp()) => {
    const res = await login(t.app, who.account, PASSWORD, {}, ip);
    return { res, who: { ...who, token: res.json().value?.token as string } };
  };

  it('shortens at once, lengthens and removes after the cooling-off; the page shows today', async () => {
    toNextDay(60);
    const who = await registered();
    const none = (await get(who, '/wps/rg')).json().value.dailyTime;
    expect(none).toEqual({
      minutes: null,
      pending: null,
      playedMinutes: 0,
      resetsAt: localDay(clock.now(), ZONE).to.toISOString(),
    });
    clock.advance(10 * MINUTE);
    expect((await setDailyTime(who, 120)).json().value.dailyTime).toMatchObject({
      minutes: 120,
      pending: null,
      playedMinutes: 10,
    });
    const session = (await get(who, '/wps/rg/session')).json().value;
    expect(session.dailyTimeMinutes).toBe(120);
    expect(Date.parse(session.dailyEndsAt) - clock.now().getTime()).toBe(110 * MINUTE);

    const raised = (await setDailyTime(who, 240)).json().value.dailyTime;
    expect(raised).toMatchObject({ minutes: 120, pending: { minutes: 240 } });
    expect(Date.parse(raised.pending.from) - clock.now().getTime()).toBe(24 * HOUR);
    expect((await setDailyTime(who, 60)).json().value.dailyTime).toMatchObject({
      minutes: 60,
      pending: null,
    });
    const removal = (await setDailyTime(who, null)).json().value.dailyTime;
    expect(removal).toMatchObject({ minutes: 60, pending: { minutes: null } });
    expect((await cli('rg', 'show', who.account)).message).toMatch(
      /daily time 60 min \(none from \d{4}-[^)]+\), 10 min signed in today/,
    );
  });

  it('ends the session when the day’s time is used, refuses logins until the day ends, then counts afresh', async () => {
    toNextDay();
    let who = await registered();
    expect((await setDailyTime(who, 60)).statusCode).toBe(200);
    clock.advance(59 * MINUTE);
    expect((await get(who, '/wps/v2/wallets/balance')).statusCode).toBe(200);
    clock.advance(2 * MINUTE);
    const ended = await get(who, '/wps/v2/wallets/balance');
    expect(ended.statusCode).toBe(401);
    const resetsAt = localDay(clock.now(), ZONE).to.toISOString();
    expect(ended.json()).toMatchObject({
      success: false,
      code: 'DAILY_TIME_LIMIT',
      value: { minutes: 60, resetsAt },
    });
    expect((await get(who, '/wps/rg')).json()).toMatchObject({ code: 'UNAUTHORIZED' });

    // Logins are refused, and open no session, until the local day ends; from a new address
    // before a second factor is asked for (the bank account name would be one).
    await sql`update member set payee_name = 'Tran Van An' where id = ${who.id}`.execute(t.app.database.db);
    const sessions = await countRows(t.app, 'session');
    const refused = await relogin(who);
    expect(refused.res.statusCode).toBe(401);
    expect(refused.res.json()).toMatchObject({ code: 'DAILY_TIME_LIMIT', value: { minutes: 60, resetsAt } });
    expect(await countRows(t.app, 'session')).toBe(sessions);
    await sql`update member set payee_name = null where id = ${who.id}`.execute(t.app.database.db);

    toNextDay();
    const next = await relogin(who);
    expect(next.res.statusCode, next.res.body).toBe(200);
    who = next.who;
    const today = (await get(who, '/wps/rg/session')).json().value;
    expect(Date.parse(today.dailyEndsAt) - clock.now().getTime()).toBe(60 * MINUTE);
    expect((await get(who, '/wps/rg')).json().value.dailyTime.playedMinutes).toBe(0);
  });

  it('counts two devices signed in at once once', async () => {
    toNextDay();
    const phone = await registered();
    expect((await setDailyTime(phone, 60)).statusCode).toBe(200);
    clock.advance(20 * MINUTE);
    const { who: laptop } = await relogin(phone);
    clock.advance(20 * MINUTE);
    expect((await get(laptop, '/wps/rg')).json().value.dailyTime.playedMinutes).toBe(40);
    // The laptop signs out at minute 40; the phone plays on to the hour, not to minute 80.
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(laptop.token) }))
        .statusCode,
    ).toBe(200);
    clock.advance(19 * MINUTE);
    expect((await get(phone, '/wps/rg')).json().value.dailyTime.playedMinutes).toBe(59);
    clock.advance(2 * MINUTE);
    expect((await get(phone, '/wps/rg')).json()).toMatchObject({ code: 'DAILY_TIME_LIMIT' });
  });

  it('a session running past midnight goes on with the new day’s time', async () => {
    toNextDay(23 * 60);
    const who = await registered();
    expect((await setDailyTime(who, 120)).statusCode).toBe(200);
    // An hour to midnight, then two more hours of the new day.
    const session = (await get(who, '/wps/rg/session')).json().value;
    expect(Date.parse(session.dailyEndsAt) - clock.now().getTime()).toBe(180 * MINUTE);
    for (let hour = 0; hour < 2; hour += 1) {
      clock.advance(59 * MINUTE);
      expect((await get(who, '/wps/rg')).statusCode).toBe(200);
    }
    clock.advance(63 * MINUTE);
    expect((await get(who, '/wps/rg')).json()).toMatchObject({
      code: 'DAILY_TIME_LIMIT',
      value: { minutes: 120 },
    });
  });

  it('a raise that comes due while signed in lets the session go on', async () => {
    toNextDay();
    const who = await registered();
    expect((await setDailyTime(who, 60)).statusCode).toBe(200);
    clock.advance(50 * MINUTE);
    // Asked for yesterday in effect: the cooling-off ends before the hour is up.
    expect((await setDailyTime(who, 120)).statusCode).toBe(200);
    await sql`update member set daily_time_pending_from = ${new Date(clock.now().getTime() + 5 * MINUTE)}
      where id = ${who.id}`.execute(t.app.database.db);
    clock.advance(15 * MINUTE);
    const res = await get(who, '/wps/rg');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.dailyTime).toMatchObject({ minutes: 120, pending: null, playedMinutes: 65 });
  });

  it('stops the bets of a game already open when a limit is set, and still pays its wins', async () => {
    toNextDay();
    const vendor = await vendorClient(t.app);
    const p = await vendor.player(100_000n);
    expect((await vendor.debit(p.session, 'dt-d1', 'dt-r1', 1_000)).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/wps/rg/daily-time',
          headers: bearer(p.token),
          payload: { minutes: 60 },
        })
      ).statusCode,
    ).toBe(200);
    clock.advance(61 * MINUTE);
    const refused = await vendor.debit(p.session, 'dt-d2', 'dt-r2', 1_000);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ success: false, code: 'INVALID_TOKEN' });
    expect((await vendor.credit(p.id, 'dt-c1', 'dt-r1', 2_500)).statusCode).toBe(200);
  });

  it('refuses lengths outside the offered ones and changes nothing', async () => {
    const who = await registered();
    for (const minutes of [0, 30, 45.5, -60, '60', 1e9, undefined])
      expect((await setDailyTime(who, minutes)).json(), String(minutes)).toMatchObject({
        code: 'VALIDATION_FAILED',
      });
    expect((await send(who, 'PUT', '/wps/rg/daily-time', { minutes: 60, memberId: '1' })).statusCode).toBe(
      400,
    );
    const broken = await sendBrokenJson(
      t.app,
      { method: 'PUT', url: '/wps/rg/daily-time', token: who.token },
      '{"minutes": 6',
    );
    expect(broken.json()).toMatchObject({ success: false, code: 'MALFORMED_JSON' });
    expect((await get(who, '/wps/rg')).json().value.dailyTime).toMatchObject({
      minutes: null,
      pending: null,
    });
    expect((await send(null, 'PUT', '/wps/rg/daily-time', { minutes: 60 })).statusCode).toBe(401);
    expect((await setDailyTime(await trial(), 60)).json()).toMatchObject({ code: 'TRIAL_ACCOUNT' });
  });
});

describe('time-out and self-exclusion', () => {
  const exclude = async (who: Account, body: Record<string, unknown>, password = PASSWORD) =>
    send(who, 'POST', '/wps/rg/exclusion', {
      allBrands: false,
      ...body,
      password: await enc(t.app, password),
    });

  it('needs the password; then ends every session and refuses logins until it ends', async () => {
    const who = await registered();
    const other = await login(t.app, who.account, PASSWORD, {}, randomIp());
    const otherToken = other.json().value.token as string;
    const wrong = await exclude(who, { kind: 'timeout', days: 7 }, 'not-it-123');
    expect(wrong.json()).toMatchObject({ success: false, code: 'WRONG_PASSWORD' });
    expect((await get(who, '/wps/rg')).statusCode).toBe(200);
    expect(await countRows(t.app, 'player_exclusion')).toBe(0);

    const res = await exclude(who, { kind: 'timeout', days: 7 });
    expect(res.statusCode, res.body).toBe(200);
    const until = res.json().value.until as string;
    expect(res.json().value).toEqual({ kind: 'timeout', until, accounts: 1 });
    expect(Date.parse(until) - clock.now().getTime()).toBe(7 * 24 * HOUR);
    expect((await get(who, '/wps/rg')).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/wps/rg', headers: bearer(otherToken) })).statusCode).toBe(401);

    const refused = await login(t.app, who.account, PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_EXCLUDED', value: { kind: 'timeout', until } });
    // A wrong password learns nothing of the exclusion.
    expect((await login(t.app, who.account, 'wrong-pass-1')).json().code).toBe('INVALID_CREDENTIALS');

    clock.advance(7 * 24 * HOUR + 1_000);
    const back = await login(t.app, who.account, PASSWORD);
    expect(back.statusCode, back.body).toBe(200);
  });

  /** A 24-hour time-out asked for by a game player's session (the vendor kit's token). */
  const takeADayOff = async (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/rg/exclusion',
      headers: bearer(token),
      payload: { kind: 'timeout', days: 1, allBrands: false, password: await enc(t.app, PASSWORD) },
    });

  it('stops an open game at once: its next bet is refused, the win of a round played is paid', async () => {
    const vendor = await vendorClient(t.app);
    const p = await vendor.player(100_000n);
    expect((await vendor.debit(p.session, 'ex-d1', 'ex-r1', 1_000)).statusCode).toBe(200);
    const res = await takeADayOff(p.token);
    expect(res.statusCode, res.body).toBe(200);
    const refused = await vendor.debit(p.session, 'ex-d2', 'ex-r2', 1_000);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ success: false, code: 'INVALID_TOKEN' });
    expect((await vendor.credit(p.id, 'ex-c1', 'ex-r1', 2_500)).statusCode).toBe(200);
  });

  it('keeps the game stopped when its next bet comes hours later (no renewal revives it)', async () => {
    const vendor = await vendorClient(t.app);
    const p = await vendor.player(100_000n);
    // The bet leaves this node a copy of the game session, due for renewal after an hour.
    expect((await vendor.debit(p.session, 'ex-late-d1', 'ex-late-r1', 1_000)).statusCode).toBe(200);
    const res = await takeADayOff(p.token);
    expect(res.statusCode, res.body).toBe(200);
    clock.advance(2 * HOUR);
    const refused = await vendor.debit(p.session, 'ex-late-d2', 'ex-late-r2', 1_000);
    expect(refused.json()).toMatchObject({ success: false, code: 'INVALID_TOKEN' });
  });

  it('self-excludes for months, never shortened by a later time-out, and reaches other brands when asked', async () => {
    const db = t.app.database.db;
    const exclusionsBefore = await countRows(t.app, 'player_exclusion');
    const email = `rg${Date.now()}@example.com`;
    const who = await registered();
    await sql`update member set email = ${email} where id = ${who.id}`.execute(db);
    // The same person at another brand of the operator.
    const brand = await sql<{ id: string }>`
      insert into merchant (code, name, currency, currency_exponent, currency_symbol, time_zone, default_language, register_options, is_default)
      select 'rgbrand', 'Other brand', currency, currency_exponent, currency_symbol, time_zone, default_language, register_options, false
        from merchant where is_default returning id`.execute(db);
    const brandId = brand.rows[0]?.id;
    await sql`insert into merchant_domain (merchant_id, domain, is_route, sort) values (${brandId}, 'rg.brand.test', true, 0)`.execute(
      db,
    );
    const elsewhere = await registerByUsername(t.app, {}, randomIp());
    const otherId = elsewhere.json().value.member.id as string;
    await sql`update member set merchant_id = ${brandId}, email = ${email.toUpperCase()} where id = ${otherId}`.execute(
      db,
    );
    const stranger = await registered();

    const res = await exclude(who, { kind: 'self_exclusion', months: 6, allBrands: true });
    expect(res.json().value).toMatchObject({ kind: 'self_exclusion', accounts: 2 });
    const rows = await sql<{ id: string; excluded_kind: string | null }>`
      select id::text, excluded_kind from member where id in (${who.id}, ${otherId}, ${stranger.id}) order by id`.execute(
      db,
    );
    expect(Object.fromEntries(rows.rows.map((r) => [r.id, r.excluded_kind]))).toEqual({
      [who.id]: 'self_exclusion',
      [otherId]: 'self_exclusion',
      [stranger.id]: null,
    });
    const months = (Date.parse(res.json().value.until) - clock.now().getTime()) / (24 * HOUR);
    expect(months).toBeGreaterThanOrEqual(181);
    expect(months).toBeLessThanOrEqual(184);
    // A shorter exclusion later (here a time-out asked for at the other brand) keeps the later end.
    const otherRow = await db
      .selectFrom('member')
      .selectAll()
      .where('id', '=', otherId)
      .executeTakeFirstOrThrow();
    await t.app.services.rg.exclude(otherRow, {
      kind: 'timeout',
      days: 1,
      allBrands: true,
      password: await enc(t.app, PASSWORD),
    });
    const ends = await sql<{
      until: Date;
    }>`select excluded_until as until from member where id = ${who.id}`.execute(db);
    expect(ends.rows[0]?.until.toISOString()).toBe(res.json().value.until);
    // Two for the self-exclusion at both brands, two for the time-out that reached both.
    expect(await countRows(t.app, 'player_exclusion')).toBe(exclusionsBefore + 4);
    // The operator sees it, the other brand's part marked.
    const shown = (await cli('rg', 'show', who.account.toUpperCase())).message;
    expect(shown).toContain(
      `${who.account}: self-excluded until ${res.json().value.until}; reality check off`,
    );
    expect(shown).toContain('(asked at another brand)');
    await expect(cli('rg', 'show', 'nobody-here')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    clock.advance(30 * 24 * HOUR);
    expect((await login(t.app, who.account, PASSWORD)).json()).toMatchObject({
      code: 'ACCOUNT_EXCLUDED',
      value: { kind: 'self_exclusion', until: res.json().value.until },
    });
  });

  it('refuses lengths outside the offered ones', async () => {
    const who = await registered();
    for (const body of [
      { kind: 'timeout', days: 2 },
      { kind: 'timeout', months: 6 },
      { kind: 'self_exclusion', months: 1 },
      { kind: 'forever' },
    ]) {
      const res = await exclude(who, body);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    expect((await get(who, '/wps/rg')).statusCode).toBe(200);
  });
});
