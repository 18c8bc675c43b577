import { describe, expect, it } from 'vitest';
import { expectInvalidBodies, sendBrokenJson } from '../../test/bad-requests.ts';
import { opsFor } from '../../test/ops-helpers.ts';
import { countRows, useTestApp } from '../../test/test-app.ts';
import { agentKit } from '../agent/agent-test-helpers.ts';
import { auditLedger } from '../ledger/ledger.service.ts';
import { contractKit, dayRange } from './agent-contracts-test-helpers.ts';

const t = useTestApp({ audit: true });

const { ops, registered, get, openDownline, balance, deposit, slotRound } = agentKit(() => t.app);
/** `npm run ops -- contract settle ...` for the demo merchant, as the operator types it. */
const { cli } = opsFor(() => t.app);
const settleByHand = async (...argv: string[]) => cli('contract', 'settle', ...argv);

const { call, offer, respond, end, contracts, tier, topAgent, contractOf } = contractKit(() => t.app);

describe('who may see contracts', () => {
  it('agents read the consolidated settings; players, guests and bad kinds are refused', async () => {
    const agent = await registered('agent');
    const res = await get(agent, '/wps/agent/contracts/settings');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({
      dailySalary: { enabled: true, period: 'D', maxRateBp: 300 },
      hourSalary: { enabled: true, period: 'HR', maxRateBp: 300 },
      realtimeSalary: { enabled: true, period: 'RT', maxRateBp: 300 },
      dividend: { enabled: true, period: 'W', maxRateBp: 5000 },
    });
    const player = await registered();
    expect((await get(player, '/wps/agent/contracts/settings')).json().code).toBe('NOT_AGENT');
    expect((await get(null, '/wps/agent/contracts?kind=dividend')).statusCode).toBe(401);
    expect((await get(agent, '/wps/agent/contracts?kind=hourly')).json().code).toBe('VALIDATION_FAILED');
  });

  it('a kind the merchant switched off is refused, and on again once switched back', async () => {
    const top = await topAgent('dailySalary', '0:0:100');
    const off = await ops({
      kind: 'contract_setting',
      merchant: 'demo',
      contract: 'dividend',
      enabled: false,
      period: null,
    });
    expect(off.message).toBe('dividend off, settled W');
    try {
      const res = await get(top, '/wps/agent/contracts?kind=dividend');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FEATURE_DISABLED');
    } finally {
      await ops({
        kind: 'contract_setting',
        merchant: 'demo',
        contract: 'dividend',
        enabled: true,
        period: null,
      });
    }
    expect((await get(top, '/wps/agent/contracts?kind=dividend')).statusCode).toBe(200);
  });
});

describe('offering, answering and ending', () => {
  it('an upline offers within its own contract; the downline accepts; the list shows both sides', async () => {
    const top = await topAgent('dailySalary', '0:0:100,1000:2:200');
    const agent = await openDownline(top, 'agent');
    const player = await openDownline(agent, 'player');
    const sub = await openDownline(agent, 'agent');

    // Without a contract of its own, an agent has nothing to offer from.
    const none = await offer(agent, 'dailySalary', sub.account, [tier(0, 0, 10)]);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('NO_CONTRACT');

    // At 1000 and 2 actives the top's contract pays 2%: 2.5% there is above it; so is 1.5% from 0.
    const high = await offer(top, 'dailySalary', agent.account, [tier(0, 0, 50), tier(1000, 2, 250)]);
    expect(high.statusCode).toBe(422);
    expect(high.json()).toMatchObject({ code: 'CONTRACT_RATE_TOO_HIGH', value: { tiers: [1] } });
    expect((await offer(top, 'dailySalary', agent.account, [tier(0, 0, 150)])).json().code).toBe(
      'CONTRACT_RATE_TOO_HIGH',
    );
    // Only direct downline agents: not a player, not a grandchild, not someone else's.
    for (const account of [player.account, sub.account, 'nobody_at_all'])
      expect((await offer(top, 'dailySalary', account, [tier(0, 0, 50)])).json().code).toBe('NOT_FOUND');

    const first = await offer(top, 'dailySalary', agent.account, [tier(0, 0, 40)]);
    expect(first.statusCode, first.body).toBe(200);
    // A new offer replaces the one not yet answered.
    const second = await offer(top, 'dailySalary', agent.account, [tier(0, 0, 50), tier(1000, 2, 150)]);
    expect(second.statusCode, second.body).toBe(200);
    const offered = second.json().value.contract;
    expect(offered).toMatchObject({ status: 'offered', offeredBy: top.account, acceptedAt: null });
    expect((await respond(agent, first.json().value.contract.id, 'accept')).json().code).toBe('NO_CONTRACT');
    // Someone else cannot answer it.
    expect((await respond(sub, offered.id, 'accept')).json().code).toBe('NO_CONTRACT');

    const seenByTop = await contracts(top);
    expect(seenByTop.mine.active).toMatchObject({ status: 'active', offeredBy: 'house' });
    expect(seenByTop.downlines).toEqual([
      expect.objectContaining({
        account: agent.account,
        active: null,
        offered: expect.objectContaining({ id: offered.id }),
      }),
    ]);

    const accepted = await respond(agent, offered.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().value).toMatchObject({ contract: { status: 'active' }, endedDownlines: [] });
    expect((await respond(agent, offered.id, 'accept')).json().code).toBe('NO_CONTRACT');
    const mine = await contracts(agent);
    expect(mine.mine).toMatchObject({ active: { id: offered.id, tiers: offered.tiers }, offered: null });
    expect(mine.downlines.map((d: { account: string }) => d.account)).toEqual([sub.account]);
  });

  it('a rejected offer changes nothing', async () => {
    const top = await topAgent('dividend', '0:0:1000');
    const agent = await openDownline(top, 'agent');
    const offered = (await offer(top, 'dividend', agent.account, [tier(0, 0, 500)])).json().value.contract;
    const rejected = await respond(agent, offered.id, 'reject');
    expect(rejected.json().value.contract).toMatchObject({ status: 'rejected' });
    expect((await contracts(agent, 'dividend')).mine).toEqual({ active: null, offered: null });
  });

  it('accepting lower tiers warns first, then ends the downline contracts that no longer fit', async () => {
    const top = await topAgent('dailySalary', '0:0:100');
    const agent = await openDownline(top, 'agent');
    const sub = await openDownline(agent, 'agent');
    const fits = await openDownline(agent, 'agent');
    await contractOf(top, agent, 'dailySalary', [tier(0, 0, 80)]);
    await contractOf(agent, sub, 'dailySalary', [tier(0, 0, 60)]);
    await contractOf(agent, fits, 'dailySalary', [tier(0, 0, 20)]);

    const lower = (await offer(top, 'dailySalary', agent.account, [tier(0, 0, 30)])).json().value.contract;
    const warned = await respond(agent, lower.id, 'accept');
    expect(warned.statusCode).toBe(409);
    expect(warned.json()).toMatchObject({
      code: 'CONTRACT_ENDS_DOWNLINES',
      value: { accounts: [sub.account] },
    });
    // The warning changed nothing.
    expect((await contracts(sub)).mine.active).toMatchObject({ status: 'active' });
    expect((await contracts(agent)).mine.offered).toMatchObject({ id: lower.id });

    const done = await respond(agent, lower.id, 'accept', true);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().value.endedDownlines).toEqual([sub.account]);
    expect((await contracts(sub)).mine).toEqual({ active: null, offered: null });
    expect((await contracts(fits)).mine.active).toMatchObject({ tiers: [tier(0, 0, 20)] });
    expect((await contracts(agent)).mine.active).toMatchObject({ id: lower.id });
  });

  it('ending a contract ends the branch below it; an agent may end its own', async () => {
    const top = await topAgent('dividend', '0:0:2000');
    const agent = await openDownline(top, 'agent');
    const sub = await openDownline(agent, 'agent');
    await contractOf(top, agent, 'dividend', [tier(0, 0, 1000)]);
    await contractOf(agent, sub, 'dividend', [tier(0, 0, 500)]);

    const ended = await end(top, 'dividend', agent.account);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().value.ended).toEqual([agent.account, sub.account]);
    expect((await end(top, 'dividend', agent.account)).json().code).toBe('NO_CONTRACT');

    await contractOf(top, agent, 'dividend', [tier(0, 0, 1000)]);
    const own = await end(agent, 'dividend');
    expect(own.json().value.ended).toEqual([]);
    expect((await contracts(agent, 'dividend')).mine.active).toBeNull();
  });

  it('bad input is refused with a clear error and writes nothing', async () => {
    const top = await topAgent('dailySalary', '0:0:100');
    const agent = await openDownline(top, 'agent');
    const before = await countRows(t.app, 'agent_contract');
    const bodies = [
      { kind: 'dailySalary', account: agent.account, tiers: [] },
      { kind: 'dailySalary', account: agent.account, tiers: [tier(0, 0, 50), tier(0, 0, 40)] },
      { kind: 'dailySalary', account: agent.account, tiers: [tier(1000, 0, 50), tier(0, 0, 60)] },
      { kind: 'dailySalary', account: agent.account, tiers: [tier(0, 0, 301)] },
      { kind: 'dailySalary', account: agent.account, tiers: [tier(-1, 0, 50)] },
      { kind: 'dailySalary', account: agent.account, tiers: [tier(0.5, 0, 50)] },
      { kind: 'dailySalary', account: agent.account, tiers: [tier(1e300, 0, 50)] },
      {
        kind: 'dailySalary',
        account: agent.account,
        tiers: Array.from({ length: 6 }, (_, i) => tier(i, i, i + 1)),
      },
      { kind: 'dailySalary', account: agent.account, tiers: [tier(0, 0, 50)], extra: 1 },
      { kind: 'hourly', account: agent.account, tiers: [tier(0, 0, 50)] },
      { kind: 'dailySalary', account: '', tiers: [tier(0, 0, 50)] },
    ];
    const offerCall = { method: 'PUT', url: '/wps/agent/contracts/offer', token: top.token } as const;
    await expectInvalidBodies(t.app, offerCall, bodies);
    expect((await sendBrokenJson(t.app, offerCall, '{"kind":')).json().code).toBe('MALFORMED_JSON');
    for (const body of [
      { contractId: 'abc', decision: 'accept' },
      { contractId: '1', decision: 'maybe' },
      { contractId: '99999999999999999999', decision: 'accept' },
    ])
      expect((await call(agent, 'POST', '/wps/agent/contracts/respond', body)).json().code).toBe(
        'VALIDATION_FAILED',
      );
    expect((await respond(agent, '999999999', 'accept')).json().code).toBe('NO_CONTRACT');
    expect(
      (await get(agent, '/wps/agent/income?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z')).json().code,
    ).toBe('VALIDATION_FAILED');
    expect(await countRows(t.app, 'agent_contract')).toBe(before);
  });
});

describe('settling a period', () => {
  it('the operator settles the running period up to now; the next window starts there, so nothing is paid twice', async () => {
    const top = await topAgent('dailySalary', '0:0:100');
    const agent = await openDownline(top, 'agent');
    await contractOf(top, agent, 'dailySalary', [tier(0, 0, 50)]);
    const player = await openDownline(agent, 'player');
    await deposit(player, 10_000_000);
    await slotRound(player, 30_000, { win: 0 });
    await slotRound(player, 12_345, { win: 20_000 });
    const topBefore = await balance(top);
    const agentBefore = await balance(agent);

    // Time to come cannot be settled.
    await expect(settleByHand('--until', new Date(Date.now() + 60_000).toISOString())).rejects.toThrow(
      'Only time that has passed can be settled',
    );
    expect(await balance(top)).toBe(topBefore);

    const first = new Date().toISOString();
    const done = await settleByHand('--until', first);
    expect(done).toMatchObject({
      ok: true,
      message: expect.stringMatching(/contract window\(s\) settled, up to /),
    });
    // Valid bets 42,345: the top's 1% is 423, of which the agent's 0.5% is 211.
    expect(await balance(agent)).toBe(agentBefore + 211);
    expect(await balance(top)).toBe(topBefore + 423 - 211);
    const range = dayRange();
    const rows = async () =>
      (await get(top, `/wps/agent/income?${range}&kind=dailySalary`)).json().value.list;
    expect(await rows()).toEqual([
      expect.objectContaining({
        periodEnd: first,
        validBet: 42_345,
        netLoss: 22_345,
        activeMembers: 1,
        rateBp: 100,
        share: 423,
        downlineShares: 211,
        amount: 212,
      }),
    ]);
    // Settling up to the same instant again finds nothing left.
    await settleByHand('--until', first);
    expect(await balance(top)).toBe(topBefore + 212);

    // More play, then the next window: it starts where the first ended and counts only the new round.
    await slotRound(player, 10_000, { win: 0 });
    await settleByHand('--until', new Date().toISOString());
    const [second, earlier] = await rows();
    expect(second).toMatchObject({
      periodStart: first,
      validBet: 10_000,
      share: 100,
      downlineShares: 50,
      amount: 50,
    });
    expect(earlier).toMatchObject({ periodEnd: first, amount: 212 });
    expect(await balance(top)).toBe(topBefore + 212 + 50);
    expect(await balance(agent)).toBe(agentBefore + 211 + 50);
    expect((await auditLedger(t.app.database.db)).ok).toBe(true);
  });

  it('pays each agent its share less its downlines shares, once, and lists it as income', async () => {
    const from = new Date(Date.now() - 86_400_000);
    const top = await topAgent('dailySalary', '0:0:100');
    await ops({
      kind: 'contract_set',
      merchant: 'demo',
      account: top.account,
      contract: 'dividend',
      tiers: [tier(0, 0, 1000)],
    });
    const agent = await openDownline(top, 'agent');
    await contractOf(top, agent, 'dailySalary', [tier(0, 0, 50)]);
    await contractOf(top, agent, 'dividend', [tier(0, 0, 500)]);
    const underAgent = await openDownline(agent, 'player');
    const underTop = await openDownline(top, 'player');
    for (const p of [underAgent, underTop]) await deposit(p, 10_000_000);
    await slotRound(underAgent, 10_000, { win: 5_000 });
    await slotRound(underTop, 20_000, { win: 0 });
    await slotRound(underTop, 7_000, 'rollback');
    await slotRound(underTop, 3_000, 'open');

    const topBefore = await balance(top);
    const agentBefore = await balance(agent);
    const merchantId = await t.app.services.system.merchantIdByCode('demo');
    const until = new Date();
    const settle = () => t.app.services.contractSettlement.settleUntil(merchantId, until);
    // Two passes at once (two nodes, or a pass run twice) settle each window once.
    const [one, two] = await Promise.all([settle(), settle()]);
    expect(one + two).toBeGreaterThanOrEqual(2);
    expect(await settle()).toBe(0);

    // Valid bets: 10,000 under the agent, 20,000 more under the top (rolled back and open rounds do not count).
    // Salary: top 1% of 30,000 = 300, of which the agent's 0.5% of 10,000 = 50. Dividend: the team lost
    // 5,000 under the agent and 20,000 more under the top: top 10% of 25,000 = 2,500, the agent's 5% of 5,000 = 250.
    expect(await balance(agent)).toBe(agentBefore + 50 + 250);
    expect(await balance(top)).toBe(topBefore + 250 + 2_250);

    const range = `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString())}`;
    const income = await get(top, `/wps/agent/income?${range}`);
    expect(income.statusCode, income.body).toBe(200);
    const value = income.json().value;
    expect(value).toMatchObject({ total: 2, totalAmount: 2_500, currency: 'VND' });
    const salary = value.list.find((i: { kind: string }) => i.kind === 'dailySalary');
    expect(salary).toMatchObject({
      validBet: 30_000,
      netLoss: 25_000,
      activeMembers: 2,
      rateBp: 100,
      share: 300,
      downlineShares: 50,
      amount: 250,
    });
    const dividendOnly = (await get(top, `/wps/agent/income?${range}&kind=dividend`)).json().value;
    expect(dividendOnly.list).toEqual([
      expect.objectContaining({ kind: 'dividend', share: 2_500, amount: 2_250 }),
    ]);
    // Another agent's income is not in it, nor is the agent's in the top's.
    const agents = (await get(agent, `/wps/agent/income?${range}`)).json().value;
    expect(agents.totalAmount).toBe(300);

    // The account record names the payments.
    const record = await get(top, `/wps/records/account?${range}&category=bonus`);
    expect(record.statusCode, record.body).toBe(200);
    expect(
      record
        .json()
        .value.list.map((r: { type: string }) => r.type)
        .sort(),
    ).toEqual(['dividend', 'salary']);
    expect((await auditLedger(t.app.database.db)).ok).toBe(true);
  });

  it('a scheduled pass settles ended periods once and only those with contracts in force', async () => {
    const later = new Date(Date.now() + 2 * 86_400_000);
    const first = await t.app.services.contractSettlement.tick(t.app.database.db, later);
    const rows = await countRows(t.app, 'agent_settlement');
    expect(first).toBeGreaterThan(0);
    expect(await t.app.services.contractSettlement.tick(t.app.database.db, later)).toBe(0);
    expect(await countRows(t.app, 'agent_settlement')).toBe(rows);
  });
});
