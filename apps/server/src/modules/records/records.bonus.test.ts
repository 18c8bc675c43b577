import { randomUUID } from 'node:crypto';
import type { MissionSummary } from '@portal/contracts/missions';
import type { BonusRecordsValue } from '@portal/contracts/records';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/identity-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { type Account, agentKit } from '../agent/agent-test-helpers.ts';

const DAY = 86_400_000;
const t = useTestApp({ dataDir: 'bonus-records', audit: true });
const kit = agentKit(() => t.app);

const range = () =>
  `from=${new Date(Date.now() - DAY).toISOString()}&to=${new Date(Date.now() + DAY).toISOString()}`;
const bonus = async (who: Account, extra = '') => {
  const res = await kit.get(who, `/wps/records/bonus?${range()}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as BonusRecordsValue;
};
const post = (who: Account, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(who.token), payload });

/** A player paid a mission reward (1,000,000) and a rebate (0.8% of 100,000 = 800). */
async function rewarded() {
  const who = await kit.registered();
  await kit.deposit(who, 20_000_000);
  await kit.slotRound(who, 100_000, { win: 0 });
  const missions = (await kit.get(who, '/wps/relay/MCSFE_getMissionSummaryDetails')).json()
    .value as MissionSummary;
  const deposit = missions.missions.find((m) => m.kind === 'deposit' && m.period === 'daily');
  const mission = await post(who, '/wps/relay/MCSFE_claimMission', {
    missionId: deposit?.id,
    requestId: randomUUID(),
  });
  expect(mission.statusCode, mission.body).toBe(200);
  const rebate = await post(who, '/wps/rebate/claim', { requestId: randomUUID() });
  expect(rebate.statusCode, rebate.body).toBe(200);
  return who;
}

describe('bonus details', () => {
  it('lists the bonuses newest first with each type’s sum, whatever the filter or page', async () => {
    const who = await rewarded();
    const all = await bonus(who);
    expect(all.list.map((r) => [r.type, r.amount, r.category])).toEqual([
      ['rebate', 800, 'bonus'],
      ['mission_reward', 1_000_000, 'bonus'],
    ]);
    expect(all).toMatchObject({ total: 2, page: 1, sum: 1_000_800 });
    expect(all.totals).toContainEqual({ type: 'rebate', amount: 800, count: 1 });
    expect(all.totals).toContainEqual({ type: 'mission_reward', amount: 1_000_000, count: 1 });
    expect(all.totals.find((r) => r.type === 'salary')).toEqual({ type: 'salary', amount: 0, count: 0 });

    const rebates = await bonus(who, '&type=rebate');
    expect(rebates.list.map((r) => r.type)).toEqual(['rebate']);
    expect(rebates).toMatchObject({ total: 1, totals: all.totals, sum: 1_000_800 });

    const second = await bonus(who, '&page=2&pageSize=1');
    expect(second.list.map((r) => r.type)).toEqual(['mission_reward']);
    expect(second.total).toBe(2);

    // Another member sees only their own: nothing yet.
    const other = await bonus(await kit.registered());
    expect(other).toMatchObject({ list: [], total: 0, sum: 0 });
  });

  it('refuses visitors and bad queries', async () => {
    expect((await kit.get(null, `/wps/records/bonus?${range()}`)).statusCode).toBe(401);
    const who = await kit.registered();
    const from = new Date(Date.now() - DAY).toISOString();
    for (const query of [
      `${range()}&type=deposit`,
      `${range()}&type=`,
      `${range()}&page=0`,
      `${range()}&pageSize=101`,
      `${range()}&extra=1`,
      `from=${from}&to=${from}`,
      `from=${from}&to=${new Date(Date.now() + 100 * DAY).toISOString()}`,
      `from=yesterday&to=${from}`,
      '',
    ]) {
      const res = await kit.get(who, `/wps/records/bonus?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
  });
});
