import { describe, expect, it } from 'vitest';
import { opsFor } from '../../test/ops-helpers.ts';
import { countRows, useTestApp } from '../../test/test-app.ts';
import { agentKit } from '../agent/agent-test-helpers.ts';
import { auditLedger } from '../ledger/ledger.service.ts';
import { contractKit, settlementKit } from './agent-contracts-test-helpers.ts';
import { SETTLE_GRACE_MS } from './contract-settlement.ts';

/**
 * The hourly salary (spec 2 "hourly salary"): the daily salary's engine, settled per local hour.
 * An app of its own: the scheduled passes here run ahead of the clock (to the end of the running
 * hour), which would settle time the other contract tests still play in.
 */
const t = useTestApp({ audit: true });

const { registered, get, openDownline, balance, deposit, slotRound } = agentKit(() => t.app);
const { cli } = opsFor(() => t.app);
const { offer, respond, end, contracts, tier, topAgent, contractOf } = contractKit(() => t.app);
const { demoPeriodAt, tick, settlesOnce, incomeOf, bonusRecordTypes, bonusTotals } = settlementKit(
  () => t.app,
);

describe('hourly salary', () => {
  it('is offered, answered and ended as the daily salary is, as a contract of its own', async () => {
    const agent = await registered('agent');
    expect((await get(agent, '/wps/agent/contracts/settings')).json().value.hourSalary).toEqual({
      enabled: true,
      period: 'HR',
      maxRateBp: 300,
    });
    const top = await topAgent('hourSalary', '0:0:100,1000:2:200');
    const downline = await openDownline(top, 'agent');
    const sub = await openDownline(downline, 'agent');
    // At most 3% of valid bets, as a daily salary; and never above the upline's own.
    const max = await offer(top, 'hourSalary', downline.account, [tier(0, 0, 301)]);
    expect(max.statusCode).toBe(400);
    expect(max.json().code).toBe('VALIDATION_FAILED');
    expect((await offer(top, 'hourSalary', downline.account, [tier(0, 0, 150)])).json().code).toBe(
      'CONTRACT_RATE_TOO_HIGH',
    );
    // An hourly salary is no daily salary to offer from.
    expect((await offer(top, 'dailySalary', downline.account, [tier(0, 0, 50)])).json().code).toBe(
      'NO_CONTRACT',
    );

    const offered = (await offer(top, 'hourSalary', downline.account, [tier(0, 0, 50)])).json().value
      .contract;
    expect(offered).toMatchObject({ kind: 'hourSalary', status: 'offered', offeredBy: top.account });
    expect((await respond(downline, offered.id, 'reject')).json().value.contract.status).toBe('rejected');
    await contractOf(top, downline, 'hourSalary', [tier(0, 0, 50), tier(1000, 2, 150)]);
    await contractOf(downline, sub, 'hourSalary', [tier(0, 0, 30)]);
    const seen = await contracts(downline, 'hourSalary');
    expect(seen).toMatchObject({
      kind: 'hourSalary',
      period: 'HR',
      mine: { active: { kind: 'hourSalary', offeredBy: top.account }, offered: null },
      downlines: [{ account: sub.account, active: { tiers: [tier(0, 0, 30)] } }],
    });
    expect((await contracts(downline, 'dailySalary')).mine).toEqual({ active: null, offered: null });

    // Ending it ends the branch below, of this kind only.
    const ended = await end(top, 'hourSalary', downline.account);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().value.ended).toEqual([downline.account, sub.account]);
    expect((await contracts(sub, 'hourSalary')).mine).toEqual({ active: null, offered: null });
  });

  it('where the merchant does not run it, its routes refuse as for the other kinds and change nothing', async () => {
    const top = await topAgent('hourSalary', '0:0:100');
    const downline = await openDownline(top, 'agent');
    const waiting = (await offer(top, 'hourSalary', downline.account, [tier(0, 0, 50)])).json().value
      .contract;
    const off = await cli('contract', 'disable', 'hourSalary');
    expect(off.message).toBe('hourSalary off, settled HR');
    try {
      const settings = (await get(top, '/wps/agent/contracts/settings')).json().value;
      expect(settings.hourSalary.enabled).toBe(false);
      expect(settings.dailySalary.enabled).toBe(true);
      const before = await countRows(t.app, 'agent_contract');
      for (const res of [
        await get(top, '/wps/agent/contracts?kind=hourSalary'),
        await offer(top, 'hourSalary', downline.account, [tier(0, 0, 40)]),
        await respond(downline, waiting.id, 'accept'),
        await end(top, 'hourSalary', downline.account),
      ]) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().code).toBe('FEATURE_DISABLED');
      }
      expect(await countRows(t.app, 'agent_contract')).toBe(before);
      // The operator cannot run it on another period than the hour.
      await expect(cli('contract', 'enable', 'hourSalary', '--period', 'D')).rejects.toThrow(
        'An hourly salary is settled hourly (HR)',
      );
      await expect(cli('contract', 'enable', 'dividend', '--period', 'HR')).rejects.toThrow(
        'A dividend is settled daily (D), weekly (W), semi-monthly (H) or monthly (M)',
      );
    } finally {
      expect((await cli('contract', 'enable', 'hourSalary')).message).toBe('hourSalary on, settled HR');
    }
    const accepted = await respond(downline, waiting.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('a pass settles the completed hours of the team’s valid bets, paying the level difference once', async () => {
    const top = await topAgent('hourSalary', '0:0:100');
    const agent = await openDownline(top, 'agent');
    await contractOf(top, agent, 'hourSalary', [tier(0, 0, 50)]);
    const player = await openDownline(agent, 'player');
    await deposit(player, 10_000_000);
    const started = new Date();
    // Stakes of whole hundreds of minor units: 1% and 0.5% of each are whole, so the sums below
    // hold even if the rounds straddle an hour's end (each hour is rounded down on its own).
    await slotRound(player, 30_000, { win: 0 });
    await slotRound(player, 12_000, { win: 20_000 });
    await slotRound(player, 5_000, 'rollback');
    const played = new Date();
    const topBefore = await balance(top);
    const agentBefore = await balance(agent);

    const first = await demoPeriodAt(started, 'HR');
    expect(first.end.getTime() - first.start.getTime()).toBe(3_600_000);

    // While the hour runs, and within the grace after it, nothing of it is paid.
    await tick(new Date(first.end.getTime() + SETTLE_GRACE_MS - 1));
    expect(await balance(agent)).toBe(agentBefore);
    // Once the grace has passed, the hour is settled: valid bets 42,000 (the rolled-back round
    // is not one). The top's 1% is 420, of which the agent's 0.5% is 210.
    const after = new Date((await demoPeriodAt(played, 'HR')).end.getTime() + SETTLE_GRACE_MS);
    await settlesOnce(after, [
      [agent, agentBefore + 210],
      [top, topBefore + 210],
    ]);

    // My income: windows of an hour at most, of this kind.
    const { value, paidRows, sum } = await incomeOf(top, 'hourSalary', 3_600_000);
    expect(value.totalAmount).toBe(210);
    expect(paidRows.length).toBeGreaterThanOrEqual(1);
    expect([sum('validBet'), sum('share'), sum('downlineShares'), sum('amount')]).toEqual([
      42_000, 420, 210, 210,
    ]);
    expect(paidRows.every((row: { rateBp: number }) => row.rateBp === 100)).toBe(true);

    // The account record names the payment: an hourly salary, a bonus.
    expect(await bonusRecordTypes(top)).toEqual(new Set(['hour_salary']));
    expect(await bonusTotals(agent)).toContainEqual({
      type: 'hour_salary',
      amount: 210,
      count: expect.any(Number),
    });
    expect((await auditLedger(t.app.database.db)).ok).toBe(true);
  });
});
