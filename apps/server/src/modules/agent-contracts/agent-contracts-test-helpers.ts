import type { ContractKind, ContractTier } from '@portal/contracts/agent-contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from '../../test/identity-helpers.ts';
import { type Account, agentKit } from '../agent/agent-test-helpers.ts';

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
