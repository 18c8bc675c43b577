import { randomUUID } from 'node:crypto';
import { maskAccount } from '@portal/contracts/identity';
import type { Mission, MissionLeaderboard, MissionSummary } from '@portal/contracts/missions';
import { describe, expect, it } from 'vitest';
import { useAuditedApp } from '../../test/audited-app.ts';
import { expectInvalidBodies, sendBrokenJson } from '../../test/bad-requests.ts';
import { bearer } from '../../test/identity-helpers.ts';
import { opsFor } from '../../test/ops-helpers.ts';
import { countRows } from '../../test/test-app.ts';
import { parseOpsArgs } from '../admin/ops-command.ts';
import { type Account, agentKit } from '../agent/agent-test-helpers.ts';
import { midWeekClock } from './mission-test-clock.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const clock = midWeekClock();

const t = useAuditedApp('missions', clock);
const kit = agentKit(() => t.app);
const ops = opsFor(() => t.app);

const summary = async (who: Account) => {
  const res = await kit.get(who, '/wps/relay/MCSFE_getMissionSummaryDetails');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as MissionSummary;
};
const leaderboard = async (who: Account) => {
  const res = await kit.get(who, '/wps/relay/MCSFE_getMissionLeaderboard');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as MissionLeaderboard;
};
const claim = (who: Account, missionId: string, requestId: string = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/relay/MCSFE_claimMission',
    headers: bearer(who.token),
    payload: { missionId, requestId },
  });
const mission = (value: MissionSummary, kind: Mission['kind']) => {
  const found = value.missions.find(
    (m) => m.kind === kind && m.period === (kind === 'lottery_wager' ? 'weekly' : 'daily'),
  );
  if (!found) throw new Error(`no ${kind} mission`);
  return found;
};

describe('missions', () => {
  it('lists the demo missions with this day’s and this week’s periods on the merchant’s calendar', async () => {
    const who = await kit.registered();
    const value = await summary(who);
    expect(value.currency).toBe('VND');
    expect(value.open).toBe(0);
    expect(
      value.missions.map((m) => [m.period, m.kind, m.target, m.reward, m.points, m.state, m.progress]),
    ).toEqual([
      ['daily', 'deposit', 20_000_000, 1_000_000, 10, 'process', 0],
      ['daily', 'wager', 100_000_000, 2_000_000, 20, 'process', 0],
      ['daily', 'bets', 10, 500_000, 10, 'process', 0],
      ['weekly', 'lottery_wager', 500_000_000, 10_000_000, 50, 'process', 0],
    ]);
    // Local midnight in UTC+7 is 17:00 UTC the day before; the week starts on Monday.
    const daily = mission(value, 'deposit');
    expect(daily.periodStart).toBe(new Date(clock.now().getTime() - 12 * HOUR).toISOString());
    expect(daily.periodEnd).toBe(new Date(clock.now().getTime() + 12 * HOUR).toISOString());
    const weekly = mission(value, 'lottery_wager');
    expect(weekly.periodStart).toBe(new Date(clock.now().getTime() - 2 * DAY - 12 * HOUR).toISOString());
    expect(weekly.periodEnd).toBe(new Date(clock.now().getTime() + 4 * DAY + 12 * HOUR).toISOString());
  });

  it('pays a reached mission once a period into the main wallet, as a bonus in the account record', async () => {
    const who = await kit.registered();
    await kit.deposit(who, 5_000_000);
    let deposit = mission(await summary(who), 'deposit');
    expect(deposit).toMatchObject({ progress: 5_000_000, state: 'process' });

    const early = await claim(who, deposit.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'MISSION_INCOMPLETE',
      value: { progress: 5_000_000, target: 20_000_000 },
    });
    // A rejected deposit counts for nothing; approved ones add up.
    await kit.deposit(who, 50_000_000, 'reject');
    await kit.deposit(who, 15_000_000);
    const reached = await summary(who);
    deposit = mission(reached, 'deposit');
    expect(deposit).toMatchObject({ progress: 20_000_000, state: 'claim', claimedAt: null });
    expect(reached.open).toBe(1);

    const before = await kit.balance(who);
    const requestId = randomUUID();
    const res = await claim(who, deposit.id, requestId);
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      currency: 'VND',
      balance: before + 1_000_000,
      claim: { missionId: deposit.id, reward: 1_000_000, points: 10, periodStart: deposit.periodStart },
    });
    expect(await kit.balance(who)).toBe(before + 1_000_000);

    // The same request again answers the same claim and pays nothing more.
    const replay = await claim(who, deposit.id, requestId);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json().value.claim).toEqual(value.claim);
    // Another request for the same period is refused.
    const again = await claim(who, deposit.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'MISSION_CLAIMED' });
    expect(await kit.balance(who)).toBe(before + 1_000_000);

    const after = await summary(who);
    expect(mission(after, 'deposit')).toMatchObject({ state: 'claimed', claimedAt: value.claim.claimedAt });
    expect(after.open).toBe(0);

    // The ledger stamps transfers with the database's time, not the test's clock.
    const records = (
      await kit.get(
        who,
        `/wps/records/account?from=${new Date(Date.now() - DAY).toISOString()}&to=${new Date(clock.now().getTime() + DAY).toISOString()}&category=bonus`,
      )
    ).json().value;
    expect(records.list).toEqual([
      expect.objectContaining({
        type: 'mission_reward',
        category: 'bonus',
        amount: 1_000_000,
        reference: `MS${value.claim.id}`,
      }),
    ]);
  });

  it('counts bets placed and their stakes, not rolled-back ones, and no game stake as lottery', async () => {
    const who = await kit.registered();
    await kit.deposit(who, 10_000_000);
    for (let i = 0; i < 9; i++) await kit.slotRound(who, 10_000, { win: 0 });
    await kit.slotRound(who, 50_000, 'rollback');
    let value = await summary(who);
    expect(mission(value, 'bets')).toMatchObject({ progress: 9, state: 'process' });
    expect(mission(value, 'wager')).toMatchObject({ progress: 90_000, state: 'process' });
    expect(mission(value, 'lottery_wager').progress).toBe(0);
    // An open round is a bet placed.
    await kit.slotRound(who, 10_000, 'open');
    value = await summary(who);
    expect(mission(value, 'bets')).toMatchObject({ progress: 10, state: 'claim' });
    expect((await claim(who, mission(value, 'bets').id)).statusCode).toBe(200);
  });

  it('pays once when claims race, with the same or different request ids', async () => {
    for (const sameId of [false, true]) {
      const who = await kit.registered();
      await kit.deposit(who, 20_000_000);
      const id = mission(await summary(who), 'deposit').id;
      const before = await kit.balance(who);
      const requestId = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => claim(who, id, sameId ? requestId : randomUUID())),
      );
      const paid = answers.filter((a) => a.statusCode === 200);
      expect(paid.length + answers.filter((a) => a.statusCode === 409).length).toBe(4);
      expect(new Set(paid.map((a) => a.json().value.claim.id)).size, `same id: ${sameId}`).toBe(1);
      if (sameId) expect(paid).toHaveLength(4);
      expect(await kit.balance(who)).toBe(before + 1_000_000);
    }
  });

  it('starts a daily mission again the next day and keeps the week’s claims for the week', async () => {
    const who = await kit.registered();
    await kit.deposit(who, 20_000_000);
    const today = mission(await summary(who), 'deposit');
    expect((await claim(who, today.id)).statusCode).toBe(200);
    clock.move(DAY);
    try {
      const tomorrow = mission(await summary(who), 'deposit');
      expect(tomorrow).toMatchObject({ state: 'process', progress: 0, claimedAt: null });
      expect(Date.parse(tomorrow.periodStart)).toBe(Date.parse(today.periodStart) + DAY);
      await kit.deposit(who, 20_000_000);
      expect((await claim(who, tomorrow.id)).statusCode).toBe(200);
      expect((await leaderboard(who)).mine).toMatchObject({ points: 20, missions: 2 });
    } finally {
      clock.move(-DAY);
    }
  });

  it('ranks the week’s points, masks other members, and shows the member’s own place', async () => {
    // Missions worth more points than the others of this file, so these two lead.
    const big = await ops.cli(
      'mission',
      'add',
      'weekly',
      'deposit',
      '--target',
      '100',
      '--reward',
      '0',
      '--points',
      '5000',
    );
    const bigId = /^mission added: (\d+) /.exec(big.message)?.[1] as string;
    const second = await ops.cli(
      'mission',
      'add',
      'weekly',
      'deposit',
      '--target',
      '100',
      '--reward',
      '0',
      '--points',
      '4000',
    );
    const secondId = /^mission added: (\d+) /.exec(second.message)?.[1] as string;
    const [first, runnerUp, newcomer] = [
      await kit.registered(),
      await kit.registered(),
      await kit.registered(),
    ];
    for (const who of [first, runnerUp]) await kit.deposit(who, 5_000_000);
    expect((await claim(runnerUp, secondId)).statusCode).toBe(200);
    expect((await claim(first, bigId)).statusCode).toBe(200);
    try {
      const board = await leaderboard(first);
      expect(board.list.slice(0, 2)).toEqual([
        { rank: 1, account: first.account, points: 5_000, missions: 1, me: true, prize: null },
        {
          rank: 2,
          account: maskAccount(runnerUp.account),
          points: 4_000,
          missions: 1,
          me: false,
          prize: null,
        },
      ]);
      expect(board.mine).toEqual({ rank: 1, points: 5_000, missions: 1 });
      expect(board.list.length).toBeLessThanOrEqual(20);
      expect((await leaderboard(runnerUp)).mine.rank).toBe(2);
      expect((await leaderboard(newcomer)).mine).toEqual({ rank: null, points: 0, missions: 0 });
      // A reward of 0 pays nothing and writes no transfer; the claim still counts.
      expect((await summary(first)).missions.find((m) => m.id === bigId)).toMatchObject({ state: 'claimed' });
    } finally {
      await ops.cli('mission', 'stop', bigId);
      await ops.cli('mission', 'stop', secondId);
    }
  });

  it('lets the operator stop a mission: it leaves the list and cannot be claimed', async () => {
    const added = await ops.cli(
      'mission',
      'add',
      'daily',
      'bets',
      '--target',
      '1',
      '--reward',
      '100',
      '--points',
      '1',
      '--sort',
      '9',
    );
    const id = /^mission added: (\d+) /.exec(added.message)?.[1] as string;
    expect(added.message).toContain('running  daily bets  target 1  reward 100  points 1  sort 9');
    const who = await kit.registered();
    await kit.deposit(who, 5_000_000);
    await kit.slotRound(who, 1_000, { win: 0 });
    expect((await summary(who)).missions.find((m) => m.id === id)).toMatchObject({ state: 'claim' });
    expect((await ops.cli('mission', 'stop', id)).message).toBe(`mission ${id} stopped`);
    expect((await summary(who)).missions.some((m) => m.id === id)).toBe(false);
    const res = await claim(who, id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'MISSION_NOT_FOUND' });
    expect((await ops.cli('mission', 'list')).message).toContain(`${id}  stopped  daily bets`);
    expect((await ops.cli('mission', 'start', id)).message).toBe(`mission ${id} running`);
    expect((await claim(who, id)).statusCode).toBe(200);
    await ops.cli('mission', 'stop', id);
    await expect(ops.cli('mission', 'stop', '999999999')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    for (const argv of [
      ['mission', 'add', 'monthly', 'deposit', '--target', '1', '--reward', '1'],
      ['mission', 'add', 'daily', 'login', '--target', '1', '--reward', '1'],
      ['mission', 'add', 'daily', 'deposit', '--target', '0', '--reward', '1'],
      ['mission', 'add', 'daily', 'deposit', '--target', '1', '--reward', '-1'],
      ['mission', 'add', 'daily', 'deposit', '--target', '1', '--reward', '1', '--points', '10001'],
      ['mission', 'stop', 'abc'],
      ['mission', 'add', 'daily'],
    ])
      expect(() => parseOpsArgs(argv, 'demo'), argv.join(' ')).toThrow();
  });

  it('keeps visitors and trial accounts out, and refuses bad requests without a change', async () => {
    for (const res of [
      await kit.get(null, '/wps/relay/MCSFE_getMissionSummaryDetails'),
      await kit.get(null, '/wps/relay/MCSFE_getMissionLeaderboard'),
      await t.app.inject({
        method: 'POST',
        url: '/wps/relay/MCSFE_claimMission',
        payload: { missionId: '1', requestId: randomUUID() },
      }),
    ])
      expect(res.statusCode).toBe(401);
    const trial = await kit.trial();
    expect((await kit.get(trial, '/wps/relay/MCSFE_getMissionSummaryDetails')).json()).toMatchObject({
      code: 'TRIAL_ACCOUNT',
    });

    const who = await kit.registered();
    await kit.deposit(who, 20_000_000);
    const id = mission(await summary(who), 'deposit').id;
    const claims = await countRows(t.app, 'mission_claim');
    const balance = await kit.balance(who);
    const claimCall = { method: 'POST', url: '/wps/relay/MCSFE_claimMission', token: who.token } as const;
    await expectInvalidBodies(t.app, claimCall, [
      {},
      { missionId: id },
      { requestId: randomUUID() },
      { missionId: id, requestId: 'not-a-uuid' },
      { missionId: Number(id), requestId: randomUUID() },
      { missionId: '-1', requestId: randomUUID() },
      { missionId: '1'.repeat(19), requestId: randomUUID() },
      { missionId: id, requestId: randomUUID(), reward: 1_000_000_000 },
    ]);
    expect((await sendBrokenJson(t.app, claimCall, '{"missionId":')).statusCode).toBe(400);
    // An id no mission has, and one that does not fit a bigint, are simply not found.
    for (const missing of ['999999999', '999999999999999999']) {
      const res = await claim(who, missing);
      expect(res.statusCode, missing).toBe(404);
      expect(res.json()).toMatchObject({ code: 'MISSION_NOT_FOUND' });
    }
    expect(await countRows(t.app, 'mission_claim')).toBe(claims);
    expect(await kit.balance(who)).toBe(balance);

    // A request id already used for one mission cannot claim another.
    const requestId = randomUUID();
    expect((await claim(who, id, requestId)).statusCode).toBe(200);
    const reused = await claim(who, mission(await summary(who), 'wager').id, requestId);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'CONFLICT' });
    expect(await kit.balance(who)).toBe(balance + 1_000_000);
  });
});
