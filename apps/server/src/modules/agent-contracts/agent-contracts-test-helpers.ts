import type { ContractKind, ContractPeriod, ContractTier } from '@portal/contracts/agent-contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from '../../test/identity-helpers.ts';
import { type Account, agentKit } from '../agent/agent-test-helpers.ts';
import { periodAt } from './contract-periods.ts';

/** The query of a list from a day ago to a day ahead: every period the tests of a file settle. */
export const dayRange = () =>
  `from=${encodeURIComponent(new Date(Date.now() - 86_400_000).toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString())}`;

/**
 * Test support for agent contracts over HTTP: offering, answering and ending them, reading an
 * agent's contracts of a kind, and a master agent at the top of its own tree holding the house's
 * contract. `app` is read on each call, so the kit can be made before the test app is built.
 */
export function contractKit(app: () => FastifyInstance) {
  const { ops, registered, get } = agentKit(app);

  const call = (who: Account | null, method: 'PUT' | 'POST', url: string, payload: unknown) =>
    app().inject({ method, url, headers: who ? bearer(who.token) : {}, payload: payload as object });

  const offer = (who: Account, kind: string, account: string, tiers: unknown) =>
    call(who, 'PUT', '/wps/agent/contracts/offer', { kind, account, tiers });
  const respond = (who: Account, contractId: string, decision: string, endDownlineContracts?: boolean) =>
    call(who, 'POST', '/wps/agent/contracts/respond', { contractId, decision, endDownlineContracts });
  const end = (who: Account, kind: string, account?: string) =>
    call(who, 'POST', '/wps/agent/contracts/end', { kind, account });

  const contracts = async (who: Account, kind = 'dailySalary') => {
    const res = await get(who, `/wps/agent/contracts?kind=${kind}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value;
  };

  const tier = (minValidBet: number, minActiveMembers: number, rateBp: number): ContractTier => ({
    minValidBet,
    minActiveMembers,
    rateBp,
  });

  /** A real-time salary tier: single bet amount (minor units), profit and loss rates (basis points). */
  const rtTier = (singleBet: number, profitBp: number, lossBp: number): ContractTier => ({
    minValidBet: singleBet,
    minActiveMembers: 0,
    rateBp: profitBp,
    lossRateBp: lossBp,
  });

  /**
   * A master agent at the top of its own tree, with the house's contract of `kind`
   * ("BET:ACTIVE:BP,...", or the tiers themselves).
   */
  async function topAgent(kind: ContractKind, tiers: string | ContractTier[]) {
    const top = await registered('master-agent');
    const set = await ops({
      kind: 'contract_set',
      merchant: 'demo',
      account: top.account,
      contract: kind,
      tiers:
        typeof tiers !== 'string'
          ? tiers
          : tiers.split(',').map((part) => {
              const [bet, active, bp] = part.split(':').map(Number);
              return tier(bet as number, active as number, bp as number);
            }),
    });
    expect(set.ok).toBe(true);
    return top;
  }

  /** Offers, then the downline accepts; answers the contract. */
  async function contractOf(upline: Account, downline: Account, kind: string, tiers: unknown) {
    const offered = await offer(upline, kind, downline.account, tiers);
    expect(offered.statusCode, offered.body).toBe(200);
    const accepted = await respond(downline, offered.json().value.contract.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    return accepted.json().value.contract;
  }

  return { call, offer, respond, end, contracts, tier, rtTier, topAgent, contractOf };
}

/**
 * Test support for settling contracts: periods in the demo merchant's time zone, scheduled passes,
 * and what the agents are then shown (income, bonus records). `app` is read on each call.
 */
export function settlementKit(app: () => FastifyInstance) {
  const { get, balance } = agentKit(app);

  /** The period of `code` that holds `at`, in the demo merchant's time zone. */
  async function demoPeriodAt(at: Date, code: ContractPeriod) {
    const { system } = app().services;
    const merchant = await system.settingsById(await system.merchantIdByCode('demo'));
    return periodAt(at, code, merchant.info.brand.timeZone);
  }

  /** A scheduled settlement pass at `at`; answers how many windows it settled. */
  const tick = (at: Date) => app().services.contractSettlement.tick(app().database.db, at);

  /**
   * A pass at `at` settles something and leaves each account with its balance; a second pass at
   * the same instant pays nothing more.
   */
  async function settlesOnce(at: Date, balances: [Account, number][]) {
    expect(await tick(at)).toBeGreaterThan(0);
    for (const [who, amount] of balances) expect(await balance(who)).toBe(amount);
    expect(await tick(at)).toBe(0);
    for (const [who, amount] of balances) expect(await balance(who)).toBe(amount);
  }

  /**
   * `who`'s income of `kind` over the day range, each row of that kind and at most `periodMs`
   * long: the value, its rows that counted bets, and the sum of a field over those rows.
   */
  async function incomeOf(who: Account, kind: ContractKind, periodMs: number) {
    const res = await get(who, `/wps/agent/income?${dayRange()}&kind=${kind}`);
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    for (const row of value.list) {
      expect(row.kind).toBe(kind);
      expect(Date.parse(row.periodEnd) - Date.parse(row.periodStart)).toBeLessThanOrEqual(periodMs);
    }
    const paidRows = value.list.filter((row: { validBet: number }) => row.validBet > 0);
    const sum = (field: string) =>
      paidRows.reduce((total: number, row: Record<string, number>) => total + (row[field] ?? 0), 0);
    return { value, paidRows, sum };
  }

  /** The types of `who`'s bonus account records over the day range. */
  async function bonusRecordTypes(who: Account) {
    const record = await get(who, `/wps/records/account?${dayRange()}&category=bonus`);
    expect(record.statusCode, record.body).toBe(200);
    return new Set(record.json().value.list.map((r: { type: string }) => r.type));
  }

  /** `who`'s bonus totals by type over the day range. */
  const bonusTotals = async (who: Account) =>
    (await get(who, `/wps/records/bonus?${dayRange()}`)).json().value.totals;

  return { demoPeriodAt, tick, settlesOnce, incomeOf, bonusRecordTypes, bonusTotals };
}
