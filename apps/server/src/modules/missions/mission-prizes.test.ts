import { randomUUID } from 'node:crypto';
import type { MissionLeaderboard, MissionSummary } from '@portal/contracts/missions';
import { describe, expect, it } from 'vitest';
import { useAuditedApp } from '../../test/audited-app.ts';
import { bearer } from '../../test/identity-helpers.ts';
import { opsFor } from '../../test/ops-helpers.ts';
import { type Account, agentKit } from '../agent/agent-test-helpers.ts';
import { midWeekClock } from './mission-test-clock.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const clock = midWeekClock();

const t = useAuditedApp('mission-prizes', clock);
const kit = agentKit(() => t.app);
const ops = opsFor(() => t.app);

const leaderboard = async (who: Account) => {
  const res = await kit.get(who, '/wps/relay/MCSFE_getMissionLeaderboard');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as MissionLeaderboard;
};

/** Deposits the daily deposit mission's target and claims it (10 points). */
async function claimDepositMission(who: Account) {
  await kit.deposit(who, 20_000_000);
  const missions = (await kit.get(who, '/wps/relay/MCSFE_getMissionSummaryDetails')).json()
    .value as MissionSummary;
  const deposit = missions.missions.find((m) => m.kind === 'deposit' && m.period === 'daily');
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/relay/MCSFE_claimMission',
    headers: bearer(who.token),
    payload: { missionId: deposit?.id, requestId: randomUUID() },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const pay = () => t.app.services.missionPrizes.payEndedWeeks(t.app.database.db, clock.now());
const awards = () =>
  t.app.database.db
    .selectFrom('mission_prize_award')
    .select(['place', 'member_id', 'points', 'amount'])
    .orderBy('place')
    .execute();
const prizeRows = () => t.app.database.db.selectFrom('mission_prize').selectAll().orderBy('place').execute();

describe('mission leaderboard prizes', () => {
  it('refuses bad prizes from the operator and changes nothing', async () => {
    await ops.refuses(['mission', 'prizes', 'abc'], /whole number of minor units/, prizeRows);
    await ops.refuses(['mission', 'prizes', '1000,0'], /above zero/, prizeRows);
    await ops.refuses(['mission', 'prizes', '1000,,500'], /whole number of minor units/, prizeRows);
    await ops.refuses(
      ['mission', 'prizes', Array(21).fill('100').join(',')],
      /top 20 places at most/,
      prizeRows,
    );
    expect((await ops.cli('mission', 'prizes')).message).toBe('no leaderboard prizes');
  });

  it('shows the prizes on the leaderboard and pays the top places once when the week ends', async () => {
    expect((await ops.cli('mission', 'prizes', '1000000,500000')).message).toBe(
      'leaderboard prizes, paid when a week ends: 1. 1000000, 2. 500000 minor units',
    );
    const [first, second, third] = [await kit.registered(), await kit.registered(), await kit.registered()];
    // Ten points each: ties go to whoever reached them first.
    for (const who of [first, second, third]) {
      await claimDepositMission(who);
      clock.move(MINUTE);
    }
    const board = await leaderboard(third);
    expect(board.prizes).toEqual([1_000_000, 500_000]);
    expect(board.list.map((r) => [r.rank, r.prize, r.me])).toEqual([
      [1, 1_000_000, false],
      [2, 500_000, false],
      [3, null, true],
    ]);

    // Nothing is paid before the week is over.
    expect(await pay()).toBe(0);
    const before = [await kit.balance(first), await kit.balance(second), await kit.balance(third)];

    clock.move(7 * DAY);
    expect(await pay()).toBe(2);
    expect(await pay()).toBe(0);
    expect(await awards()).toEqual([
      { place: 1, member_id: first.id, points: 10, amount: '1000000' },
      { place: 2, member_id: second.id, points: 10, amount: '500000' },
    ]);
    expect([await kit.balance(first), await kit.balance(second), await kit.balance(third)]).toEqual([
      (before[0] ?? 0) + 1_000_000,
      (before[1] ?? 0) + 500_000,
      before[2],
    ]);
    // Each winner's inbox says so; the third place has nothing to read.
    const messages = await t.app.database.db
      .selectFrom('member_message')
      .select(['member_id', 'kind'])
      .where('kind', '=', 'mission_prize')
      .orderBy('id')
      .execute();
    expect(messages).toEqual([
      { member_id: first.id, kind: 'mission_prize' },
      { member_id: second.id, kind: 'mission_prize' },
    ]);
    // The new week starts empty, with the same prizes to play for.
    expect((await leaderboard(first)).list).toEqual([]);

    expect((await ops.cli('mission', 'prizes', 'none')).message).toBe('no leaderboard prizes');
    expect((await leaderboard(first)).prizes).toEqual([]);
  });
});
