import { describe, expect, it } from 'vitest';
import { opsFor } from '../../test/ops-helpers.ts';
import { countRows, useTestApp } from '../../test/test-app.ts';
import { agentKit } from '../agent/agent-test-helpers.ts';
import { auditLedger } from '../ledger/ledger.service.ts';
import { contractKit, settlementKit } from './agent-contracts-test-helpers.ts';
import { RT_WINDOW_MS } from './contract-periods.ts';
import { RT_SETTLE_GRACE_MS } from './contract-settlement.ts';

/**
 * The real-time salary (spec 2 "real-time salary", spec 3 "profit rate, loss rate, single bet
 * amount", spec 4 "settles every 5 minutes"). An app of its own: the scheduled passes here run
 * ahead of the clock, which would settle time the other contract tests still play in.
 */
const t = useTestApp({ audit: true });

const { registered, get, openDownline, balance, deposit, slotRound } = agentKit(() => t.app);
const { cli } = opsFor(() => t.app);
const { call, offer, respond, end, contracts, tier, rtTier, topAgent, contractOf } = contractKit(() => t.app);
const { demoPeriodAt, tick, settlesOnce, incomeOf, bonusRecordTypes, bonusTotals } = settlementKit(
  () => t.app,
);

describe('real-time salary', () => {
  it('is offered, answered and ended as the other kinds, with its own tiers', async () => {
    const agent = await registered('agent');
    expect((await get(agent, '/wps/agent/contracts/settings')).json().value.realtimeSalary).toEqual({
      enabled: true,
      period: 'RT',
      maxRateBp: 300,
    });
    const top = await topAgent('realtimeSalary', [rtTier(10_000, 100, 200), rtTier(30_000, 150, 300)]);
    const downline = await openDownline(top, 'agent');
    const sub = await openDownline(downline, 'agent');
    // At most 3% on both rates; and never above the upline's own, on either rate.
    for (const tiers of [[rtTier(10_000, 301, 100)], [rtTier(10_000, 100, 301)]]) {
      const max = await offer(top, 'realtimeSalary', downline.account, tiers);
      expect(max.statusCode, max.body).toBe(400);
      expect(max.json().code).toBe('VALIDATION_FAILED');
    }
    for (const tiers of [
      [rtTier(10_000, 101, 100)],
      [rtTier(10_000, 50, 201)],
      // Below the upline's lowest single bet, the upline pays nothing.
      [rtTier(9_999, 10, 10)],
    ])
      expect((await offer(top, 'realtimeSalary', downline.account, tiers)).json().code).toBe(
        'CONTRACT_RATE_TOO_HIGH',
      );
    // Tiers of another kind's shape are refused, and the other way round.
    expect((await offer(top, 'realtimeSalary', downline.account, [tier(10_000, 0, 50)])).statusCode).toBe(
      400,
    );
    expect((await offer(top, 'realtimeSalary', downline.account, [tier(10_000, 2, 50)])).statusCode).toBe(
      400,
    );

    const offered = (await offer(top, 'realtimeSalary', downline.account, [rtTier(10_000, 50, 100)])).json()
      .value.contract;
    expect(offered).toMatchObject({
      kind: 'realtimeSalary',
      status: 'offered',
      offeredBy: top.account,
      tiers: [rtTier(10_000, 50, 100)],
    });
    expect((await respond(downline, offered.id, 'reject')).json().value.contract.status).toBe('rejected');
    await contractOf(top, downline, 'realtimeSalary', [rtTier(10_000, 50, 100), rtTier(30_000, 50, 200)]);
    await contractOf(downline, sub, 'realtimeSalary', [rtTier(20_000, 30, 60)]);
    const seen = await contracts(downline, 'realtimeSalary');
    expect(seen).toMatchObject({
      kind: 'realtimeSalary',
      period: 'RT',
      mine: { active: { kind: 'realtimeSalary', offeredBy: top.account }, offered: null },
      downlines: [{ account: sub.account, active: { tiers: [rtTier(20_000, 30, 60)] } }],
    });
    expect((await contracts(downline, 'hourSalary')).mine).toEqual({ active: null, offered: null });

    // A new offer under which the sub's contract no longer fits ends it, after a warning.
    const lower = (await offer(top, 'realtimeSalary', downline.account, [rtTier(10_000, 20, 40)])).json()
      .value.contract;
    const warned = await respond(downline, lower.id, 'accept');
    expect(warned.json()).toMatchObject({
      code: 'CONTRACT_ENDS_DOWNLINES',
      value: { accounts: [sub.account] },
    });
    const accepted = await respond(downline, lower.id, 'accept', true);
    expect(accepted.json().value.endedDownlines).toEqual([sub.account]);

    // Ending it ends the branch below, of this kind only.
    const ended = await end(top, 'realtimeSalary', downline.account);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().value.ended).toEqual([downline.account]);
    expect((await contracts(downline, 'realtimeSalary')).mine).toEqual({ active: null, offered: null });
  });

  it('bad input is refused with a 400, never a 500, and changes nothing', async () => {
    const top = await topAgent('realtimeSalary', [rtTier(0, 100, 100)]);
    const downline = await openDownline(top, 'agent');
    const before = await countRows(t.app, 'agent_contract');
    for (const tiers of [
      'x',
      null,
      [],
      [{}],
      [{ minValidBet: '1000', minActiveMembers: 0, rateBp: 10, lossRateBp: 10 }],
      [{ ...rtTier(0, 10, 10), lossRateBp: -1 }],
      [{ ...rtTier(0, 10, 10), lossRateBp: 0.5 }],
      [{ ...rtTier(0, 10, 10), lossRateBp: Number.MAX_SAFE_INTEGER + 2 }],
      [{ ...rtTier(0, 10, 10), minValidBet: 1e300 }],
      [rtTier(0, 10, 10), rtTier(0, 20, 20)],
      [rtTier(0, 10, 20), rtTier(10, 20, 10)],
      [1, 2, 3, 4, 5, 6].map((n) => rtTier(n, n, n)),
    ]) {
      const res = await offer(top, 'realtimeSalary', downline.account, tiers);
      expect(res.statusCode, JSON.stringify(tiers)).toBe(400);
    }
    for (const url of [
      '/wps/agent/contracts?kind=realTimeSalary',
      '/wps/agent/contracts?kind=realtimeSalary&page=0',
      '/wps/agent/income?kind=realtimeSalary',
    ])
      expect((await get(top, url)).statusCode, url).toBe(400);
    const respondBad = await call(downline, 'POST', '/wps/agent/contracts/respond', {
      contractId: 'x',
      decision: 'accept',
    });
    expect(respondBad.statusCode).toBe(400);
    expect(await countRows(t.app, 'agent_contract')).toBe(before);
    // The operator's tiers are SINGLEBET:PROFIT%:LOSS% (the words are read before anything runs).
    expect(() => cli('contract', 'set', top.account, 'realtimeSalary', '--tiers', '0:1')).toThrow(
      'A real-time salary tier is SINGLEBET:PROFIT%:LOSS%',
    );
    expect(() => cli('contract', 'set', top.account, 'realtimeSalary', '--tiers', '0:0.5:3.5')).toThrow(
      'The realtimeSalary rate is at most 3%',
    );
    // Nor is it run on another period than 5 minutes.
    await expect(cli('contract', 'enable', 'realtimeSalary', '--period', 'HR')).rejects.toThrow(
      'A real-time salary is settled every 5 minutes (RT)',
    );
  });

  it('a pass settles each 5-minute window a minute after it ends: per bet, the level difference, once', async () => {
    const top = await topAgent('realtimeSalary', [rtTier(10_000, 100, 200), rtTier(30_000, 150, 300)]);
    const agent = await openDownline(top, 'agent');
    await contractOf(top, agent, 'realtimeSalary', [rtTier(10_000, 50, 100)]);
    const player = await openDownline(agent, 'player');
    await deposit(player, 10_000_000);
    const started = new Date();
    // Each bet earns a whole amount at every rate here, so the sums below hold even if the rounds
    // straddle a window's end (each window is rounded down on its own).
    await slotRound(player, 30_000, { win: 0 }); // lost: top 3% = 900, agent 1% = 300
    await slotRound(player, 12_000, { win: 20_000 }); // won: top 1% = 120, agent 0.5% = 60
    await slotRound(player, 10_000, { win: 10_000 }); // tied, a profit bet: top 100, agent 50
    await slotRound(player, 5_000, { win: 0 }); // below every single bet amount: nothing
    await slotRound(player, 40_000, 'rollback'); // not a valid bet
    const played = new Date();
    const topBefore = await balance(top);
    const agentBefore = await balance(agent);

    const first = await demoPeriodAt(started, 'RT');
    expect(first.end.getTime() - first.start.getTime()).toBe(RT_WINDOW_MS);

    // Within the minute after the window, nothing of it is paid.
    await tick(new Date(first.end.getTime() + RT_SETTLE_GRACE_MS - 1));
    expect(await balance(agent)).toBe(agentBefore);
    const after = new Date((await demoPeriodAt(played, 'RT')).end.getTime() + RT_SETTLE_GRACE_MS);
    // The agent's share is 410, the top's 1,120 of which it pays the agent's: 710.
    await settlesOnce(after, [
      [agent, agentBefore + 410],
      [top, topBefore + 710],
    ]);

    // My income: 5-minute windows at most, of this kind, counting the qualifying bets only.
    const { value, paidRows, sum } = await incomeOf(top, 'realtimeSalary', RT_WINDOW_MS);
    expect(value.totalAmount).toBe(710);
    expect([sum('validBet'), sum('netLoss'), sum('share'), sum('downlineShares'), sum('amount')]).toEqual([
      52_000, 22_000, 1_120, 410, 710,
    ]);
    // One window: 1,120 on 52,000 of stakes is 2.15% (rounded down to a basis point).
    if (paidRows.length === 1) expect(paidRows[0]).toMatchObject({ rateBp: 215, activeMembers: 1 });

    // The account record names the payment: a real-time salary, a bonus.
    expect(await bonusRecordTypes(agent)).toEqual(new Set(['realtime_salary']));
    expect(await bonusTotals(agent)).toContainEqual({
      type: 'realtime_salary',
      amount: 410,
      count: expect.any(Number),
    });
    expect((await auditLedger(t.app.database.db)).ok).toBe(true);
  });

  it('where the merchant does not run it, its routes refuse and nothing is settled', async () => {
    const top = await topAgent('realtimeSalary', [rtTier(0, 100, 100)]);
    const downline = await openDownline(top, 'agent');
    const off = await cli('contract', 'disable', 'realtimeSalary');
    expect(off.message).toBe('realtimeSalary off, settled RT');
    try {
      expect((await get(top, '/wps/agent/contracts/settings')).json().value.realtimeSalary.enabled).toBe(
        false,
      );
      for (const res of [
        await get(top, '/wps/agent/contracts?kind=realtimeSalary'),
        await offer(top, 'realtimeSalary', downline.account, [rtTier(0, 50, 50)]),
        await end(top, 'realtimeSalary', downline.account),
      ]) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().code).toBe('FEATURE_DISABLED');
      }
    } finally {
      expect((await cli('contract', 'enable', 'realtimeSalary')).message).toBe(
        'realtimeSalary on, settled RT',
      );
    }
  });
});
