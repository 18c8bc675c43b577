import {
  CONTRACT_MAX_RATE_BP,
  CONTRACT_PERIODS,
  type Contract,
  type ContractKind,
  type ContractPeriod,
  type ContractSettingsValue,
  type ContractsQuery,
  type ContractsValue,
  type ContractTier,
  type ContractValue,
  contractKindSchema,
  type EndContractBody,
  type EndContractValue,
  type IncomeQuery,
  type IncomeValue,
  type OfferContractBody,
  type RespondContractBody,
  type RespondContractValue,
  tiersAboveUpline,
} from '@portal/contracts/agent-contracts';
import { AppError } from '@portal/contracts/errors';
import { isAgentType, type MemberTypeValue } from '@portal/contracts/identity';
import type { AgentContractRow, AgentPayoutRow, Db, MemberRow, Tx } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { assertAgent } from '../agent/agent.service.ts';
import type { SystemService } from '../system/system.service.ts';
import * as repo from './agent-contracts.repo.ts';

/** A kind the merchant has not set up yet is off; its period would be this. */
export const DEFAULT_PERIOD: Record<ContractKind, ContractPeriod> = {
  dailySalary: 'D',
  hourSalary: 'HR',
  realtimeSalary: 'RT',
  dividend: 'W',
};

/** How the operator's refusal of a period names each kind and period. */
const KIND_NAMES: Record<ContractKind, string> = {
  dailySalary: 'A daily salary',
  hourSalary: 'An hourly salary',
  realtimeSalary: 'A real-time salary',
  dividend: 'A dividend',
};
const PERIOD_NAMES: Record<ContractPeriod, string> = {
  RT: 'every 5 minutes (RT)',
  HR: 'hourly (HR)',
  D: 'daily (D)',
  W: 'weekly (W)',
  H: 'semi-monthly (H)',
  M: 'monthly (M)',
};

const toContract = (row: AgentContractRow, offeredBy: string | null): Contract => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  tiers: row.tiers,
  offeredBy: offeredBy ?? 'house',
  offeredAt: row.offered_at.toISOString(),
  acceptedAt: row.accepted_at?.toISOString() ?? null,
  endedAt: row.ended_at?.toISOString() ?? null,
});

const amount = (text: string) => Number(text);

const toIncome = (row: AgentPayoutRow) => ({
  id: row.id,
  kind: row.kind,
  periodStart: row.period_start.toISOString(),
  periodEnd: row.period_end.toISOString(),
  validBet: amount(row.valid_bet),
  netLoss: amount(row.net_loss),
  activeMembers: row.active_members,
  rateBp: row.rate_bp,
  share: amount(row.share),
  downlineShares: amount(row.downline_shares),
  amount: amount(row.amount),
  settledAt: row.settled_at.toISOString(),
});

function refuseAbove(tiers: readonly ContractTier[], upline: readonly ContractTier[]) {
  const above = tiersAboveUpline(tiers, upline);
  if (above.length > 0)
    throw new AppError(
      'CONTRACT_RATE_TOO_HIGH',
      `Tier ${above.map((i) => i + 1).join(', ')} pays more than your own contract at the same figures`,
      undefined,
      { tiers: above },
    );
}

/**
 * Agent contracts (spec 2-4): an upline offers its direct downline agents contracts that fit
 * under its own, a downline accepts, rejects or ends them, and each settled period shows in "my
 * income". Changes of one branch run one at a time (the members' rows are locked), and a
 * contract ends with the one above it, so the contracts in force always nest.
 */
export function createAgentContractsService(deps: {
  db: Db;
  clock: Clock;
  system: Pick<SystemService, 'settingsById'>;
}) {
  async function settingsOf(merchantId: string): Promise<ContractSettingsValue> {
    const rows = await repo.settings(deps.db, merchantId);
    const of = (kind: ContractKind) => {
      const row = rows.find((r) => r.kind === kind);
      return {
        enabled: row?.enabled ?? false,
        period: row?.period ?? DEFAULT_PERIOD[kind],
        maxRateBp: CONTRACT_MAX_RATE_BP[kind],
      };
    };
    return Object.fromEntries(
      contractKindSchema.options.map((kind) => [kind, of(kind)]),
    ) as ContractSettingsValue;
  }

  /** The agent's settings of `kind`, refused when the merchant does not run it. */
  async function enabledKind(agent: MemberRow, kind: ContractKind) {
    assertAgent(agent);
    const setting = (await settingsOf(agent.merchant_id))[kind];
    if (!setting.enabled) throw new AppError('FEATURE_DISABLED', 'This contract is not offered here');
    return setting;
  }

  async function activeOf(tx: Tx, memberId: string, kind: ContractKind) {
    return (await repo.openContracts(tx, [memberId], kind)).find((c) => c.status === 'active');
  }

  async function downlineOf(tx: Tx, agent: MemberRow, account: string) {
    const downline = await repo.downlineAgent(tx, agent.id, account);
    if (!downline) throw new AppError('NOT_FOUND', `${account} is not one of your downline agents`);
    return downline;
  }

  return {
    settings(agent: MemberRow): Promise<ContractSettingsValue> {
      assertAgent(agent);
      return settingsOf(agent.merchant_id);
    },

    async contracts(agent: MemberRow, query: ContractsQuery): Promise<ContractsValue> {
      const setting = await enabledKind(agent, query.kind);
      const merchant = await deps.system.settingsById(agent.merchant_id);
      const { rows, total } = await repo.downlineAgents(deps.db, {
        agentId: agent.id,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      const open = await repo.openContracts(deps.db, [agent.id, ...rows.map((r) => r.id)], query.kind);
      const pairOf = (memberId: string) => {
        const pick = (status: 'active' | 'offered') => {
          const row = open.find((c) => c.member_id === memberId && c.status === status);
          return row ? toContract(row, row.offered_by_account) : null;
        };
        return { active: pick('active'), offered: pick('offered') };
      };
      return {
        kind: query.kind,
        period: setting.period,
        currency: merchant.info.brand.currency,
        mine: pairOf(agent.id),
        downlines: rows.map((r) => ({
          account: r.account,
          type: r.type as MemberTypeValue,
          ...pairOf(r.id),
        })),
        page: query.page,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },

    /** Offers a direct downline agent a contract under the agent's own; an unanswered offer is replaced. */
    async offer(agent: MemberRow, body: OfferContractBody): Promise<ContractValue> {
      await enabledKind(agent, body.kind);
      const contract = await deps.db.transaction().execute(async (tx) => {
        const downline = await downlineOf(tx, agent, body.account);
        await repo.lockMembers(tx, [agent.id, downline.id]);
        const own = await activeOf(tx, agent.id, body.kind);
        if (!own) throw new AppError('NO_CONTRACT', 'You need a contract of this kind before offering one');
        refuseAbove(body.tiers, own.tiers);
        const now = deps.clock.now();
        const waiting = (await repo.openContracts(tx, [downline.id], body.kind)).find(
          (c) => c.status === 'offered',
        );
        if (waiting) await repo.setStatus(tx, waiting.id, 'ended', now);
        return repo.insertContract(tx, {
          merchant_id: agent.merchant_id,
          member_id: downline.id,
          offered_by: agent.id,
          kind: body.kind,
          status: 'offered',
          tiers: body.tiers,
          offered_at: now,
          accepted_at: null,
        });
      });
      return { contract: toContract(contract, agent.account) };
    },

    /**
     * Accepts or rejects an offer made to the agent. Accepting ends the agent's contract before
     * it, and the downline contracts and offers that no longer fit under the new tiers once the
     * agent has been warned (CONTRACT_ENDS_DOWNLINES) and confirmed.
     */
    async respond(agent: MemberRow, body: RespondContractBody): Promise<RespondContractValue> {
      assertAgent(agent);
      const offer = await repo.contractById(deps.db, body.contractId);
      if (!offer || offer.member_id !== agent.id || offer.status !== 'offered')
        throw new AppError('NO_CONTRACT', 'There is no such offer waiting for you');
      await enabledKind(agent, offer.kind);
      return deps.db.transaction().execute(async (tx) => {
        await repo.lockMembers(tx, offer.offered_by ? [agent.id, offer.offered_by] : [agent.id]);
        const locked = await repo.contractById(tx, offer.id);
        if (locked?.status !== 'offered')
          throw new AppError('NO_CONTRACT', 'This offer was answered or withdrawn');
        const now = deps.clock.now();
        const offeredBy = offer.offered_by
          ? ((
              await tx
                .selectFrom('member')
                .select('account')
                .where('id', '=', offer.offered_by)
                .executeTakeFirst()
            )?.account ?? null)
          : null;
        if (body.decision === 'reject') {
          const rejected = await repo.setStatus(tx, offer.id, 'rejected', now);
          return { contract: toContract(rejected, offeredBy), endedDownlines: [] };
        }
        // The upline's own contract may have changed since it offered.
        if (offer.offered_by) {
          const uplines = await activeOf(tx, offer.offered_by, offer.kind);
          if (!uplines)
            throw new AppError('NO_CONTRACT', 'Your upline no longer holds a contract to offer this from');
          refuseAbove(offer.tiers, uplines.tiers);
        }
        const direct = await repo.downlineAgents(tx, { agentId: agent.id, limit: 100_000, offset: 0 });
        const misfits = (
          await repo.openContracts(
            tx,
            direct.rows.map((r) => r.id),
            offer.kind,
          )
        ).filter((c) => tiersAboveUpline(c.tiers, offer.tiers).length > 0);
        if (misfits.length > 0 && !body.endDownlineContracts) {
          const accounts = [...new Set(misfits.map((c) => c.account))].sort();
          throw new AppError(
            'CONTRACT_ENDS_DOWNLINES',
            `Accepting ends the contracts of ${accounts.join(', ')}`,
            undefined,
            { accounts },
          );
        }
        const ended = await repo.endBranch(tx, {
          rootIds: [...new Set(misfits.map((c) => c.member_id))],
          withRoot: true,
          kind: offer.kind,
          at: now,
        });
        const before = await activeOf(tx, agent.id, offer.kind);
        if (before) await repo.setStatus(tx, before.id, 'ended', now);
        const accepted = await repo.setStatus(tx, offer.id, 'active', now);
        return { contract: toContract(accepted, offeredBy), endedDownlines: ended };
      });
    },

    /** Ends a contract (and withdraws an offer): a direct downline's, or the agent's own; the branch below ends with it. */
    async end(agent: MemberRow, body: EndContractBody): Promise<EndContractValue> {
      await enabledKind(agent, body.kind);
      const ended = await deps.db.transaction().execute(async (tx) => {
        const holder = body.account ? (await downlineOf(tx, agent, body.account)).id : agent.id;
        await repo.lockMembers(tx, [...new Set([agent.id, holder])]);
        const open = await repo.openContracts(tx, [holder], body.kind);
        // Ending its own leaves an offer to the agent waiting: answering it is the agent's choice.
        const mine = body.account ? open : open.filter((c) => c.status === 'active');
        if (mine.length === 0) throw new AppError('NO_CONTRACT', 'There is no contract to end');
        const now = deps.clock.now();
        for (const c of mine) await repo.setStatus(tx, c.id, 'ended', now);
        const below = await repo.endBranch(tx, {
          rootIds: [holder],
          withRoot: false,
          kind: body.kind,
          at: now,
        });
        return [...(body.account ? [mine[0]?.account ?? body.account] : []), ...below];
      });
      return { ended };
    },

    async income(agent: MemberRow, query: IncomeQuery): Promise<IncomeValue> {
      assertAgent(agent);
      const merchant = await deps.system.settingsById(agent.merchant_id);
      const page = await repo.incomePage(deps.db, {
        memberId: agent.id,
        kind: query.kind ?? null,
        from: new Date(query.from),
        to: new Date(query.to),
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        list: page.rows.map(toIncome),
        page: query.page,
        pageSize: query.pageSize,
        total: page.total,
        totalPages: Math.ceil(page.total / query.pageSize),
        currency: merchant.info.brand.currency,
        totalAmount: amount(page.amount),
      };
    },
  };
}
export type AgentContractsService = ReturnType<typeof createAgentContractsService>;

/** Operator commands: which kinds run, and the contracts of the agents at the top of the tree. */
export function createAgentContractsOps(deps: { db: Db; clock: Clock }) {
  return {
    async setSetting(
      merchantId: string,
      kind: ContractKind,
      enabled: boolean,
      period: ContractPeriod | null,
    ) {
      const current = (await repo.settings(deps.db, merchantId)).find((r) => r.kind === kind);
      const chosen = period ?? current?.period ?? DEFAULT_PERIOD[kind];
      const allowed = CONTRACT_PERIODS[kind].map((p) => PERIOD_NAMES[p]);
      if (!CONTRACT_PERIODS[kind].includes(chosen))
        throw new AppError(
          'VALIDATION_FAILED',
          `${KIND_NAMES[kind]} is settled ${[allowed.slice(0, -1).join(', '), allowed.at(-1)].filter(Boolean).join(' or ')}`,
        );
      await repo.setSetting(deps.db, { merchant_id: merchantId, kind, enabled, period: chosen });
      return `${kind} ${enabled ? 'on' : 'off'}, settled ${chosen}`;
    },

    /**
     * The house's contract for an agent at the top of the tree (its upline is not an agent); it
     * replaces the one in force, and downline contracts that no longer fit under it end.
     */
    async setHouseContract(merchantId: string, account: string, kind: ContractKind, tiers: ContractTier[]) {
      const member = await deps.db
        .selectFrom('member as m')
        .leftJoin('member as u', 'u.id', 'm.upline_id')
        .select(['m.id', 'm.account', 'm.type', 'u.type as upline_type'])
        .where('m.merchant_id', '=', merchantId)
        .where((eb) => eb(eb.fn('lower', ['m.account']), '=', account.toLowerCase()))
        .executeTakeFirst();
      if (!member) throw new AppError('NOT_FOUND', `No member '${account}'`);
      if (!isAgentType(member.type)) throw new AppError('NOT_AGENT', `${member.account} is not an agent`);
      if (member.upline_type !== null && isAgentType(member.upline_type))
        throw new AppError(
          'INVALID_STATE',
          `${member.account} has an agent above it; its upline offers its contracts`,
        );
      return deps.db.transaction().execute(async (tx) => {
        await repo.lockMembers(tx, [member.id]);
        const now = deps.clock.now();
        const direct = await repo.downlineAgents(tx, { agentId: member.id, limit: 100_000, offset: 0 });
        const misfits = (
          await repo.openContracts(
            tx,
            direct.rows.map((r) => r.id),
            kind,
          )
        ).filter((c) => tiersAboveUpline(c.tiers, tiers).length > 0);
        const ended = await repo.endBranch(tx, {
          rootIds: [...new Set(misfits.map((c) => c.member_id))],
          withRoot: true,
          kind,
          at: now,
        });
        const before = await activeOf(tx, member.id, kind);
        if (before) await repo.setStatus(tx, before.id, 'ended', now);
        const contract = await repo.insertContract(tx, {
          merchant_id: merchantId,
          member_id: member.id,
          offered_by: null,
          kind,
          status: 'active',
          tiers,
          offered_at: now,
          accepted_at: now,
        });
        return `${kind} contract ${contract.id} in force for ${member.account}${ended.length ? `; ended: ${ended.join(', ')}` : ''}`;
      });
    },
  };

  async function activeOf(tx: Tx, memberId: string, kind: ContractKind) {
    return (await repo.openContracts(tx, [memberId], kind)).find((c) => c.status === 'active');
  }
}
export type AgentContractsOps = ReturnType<typeof createAgentContractsOps>;

/** The demo's contracts of each kind: the house's to `demomaster`, and `demoagent`'s from it. */
const DEMO_CONTRACTS: Record<
  ContractKind,
  { master: ContractTier[]; agent: { status: 'active' | 'offered'; tiers: ContractTier[] } }
> = {
  dailySalary: {
    master: [
      { minValidBet: 0, minActiveMembers: 0, rateBp: 100 },
      { minValidBet: 5_000_000, minActiveMembers: 3, rateBp: 150 },
    ],
    agent: { status: 'active', tiers: [{ minValidBet: 0, minActiveMembers: 0, rateBp: 60 }] },
  },
  hourSalary: {
    master: [
      { minValidBet: 0, minActiveMembers: 0, rateBp: 50 },
      { minValidBet: 1_000_000, minActiveMembers: 2, rateBp: 80 },
    ],
    agent: { status: 'active', tiers: [{ minValidBet: 0, minActiveMembers: 0, rateBp: 30 }] },
  },
  // Single bet amount, profit rate, loss rate: from ₫10 a bet 0.2% / 0.4%, from ₫1,000 0.3% / 0.6%.
  realtimeSalary: {
    master: [
      { minValidBet: 1_000, minActiveMembers: 0, rateBp: 20, lossRateBp: 40 },
      { minValidBet: 100_000, minActiveMembers: 0, rateBp: 30, lossRateBp: 60 },
    ],
    agent: {
      status: 'active',
      tiers: [{ minValidBet: 1_000, minActiveMembers: 0, rateBp: 10, lossRateBp: 20 }],
    },
  },
  dividend: {
    master: [
      { minValidBet: 0, minActiveMembers: 0, rateBp: 1000 },
      { minValidBet: 10_000_000, minActiveMembers: 5, rateBp: 2000 },
    ],
    agent: { status: 'offered', tiers: [{ minValidBet: 0, minActiveMembers: 0, rateBp: 500 }] },
  },
};

/**
 * The demo merchant runs every kind (a daily, an hourly and a real-time salary, a weekly
 * dividend). `demomaster` holds the house's contracts, `demoagent` the salaries from it and a
 * dividend offer to answer. Each kind only when neither has ever had a contract of it, so an operator's or an
 * agent's changes stay (and a data folder seeded before a kind existed gets that kind's).
 */
export async function seedDemoContracts(db: Db, merchantId: string): Promise<void> {
  for (const [kind, period] of Object.entries(DEFAULT_PERIOD) as [ContractKind, ContractPeriod][])
    await db
      .insertInto('agent_contract_setting')
      .values({ merchant_id: merchantId, kind, enabled: true, period })
      .onConflict((oc) => oc.columns(['merchant_id', 'kind']).doNothing())
      .execute();
  const members = await db
    .selectFrom('member')
    .select(['id', 'account'])
    .where('merchant_id', '=', merchantId)
    .where('account', 'in', ['demomaster', 'demoagent'])
    .execute();
  const master = members.find((m) => m.account === 'demomaster');
  const agent = members.find((m) => m.account === 'demoagent');
  if (!master || !agent) return;
  const at = new Date();
  const contract = (
    member_id: string,
    offered_by: string | null,
    kind: ContractKind,
    status: 'active' | 'offered',
    tiers: ContractTier[],
  ) => ({
    merchant_id: merchantId,
    member_id,
    offered_by,
    kind,
    status,
    tiers: JSON.stringify(tiers),
    offered_at: at,
    accepted_at: status === 'active' ? at : null,
  });
  for (const kind of contractKindSchema.options) {
    const any = await db
      .selectFrom('agent_contract')
      .select('id')
      .where('member_id', 'in', [master.id, agent.id])
      .where('kind', '=', kind)
      .executeTakeFirst();
    if (any) continue;
    const demo = DEMO_CONTRACTS[kind];
    await db
      .insertInto('agent_contract')
      .values([
        contract(master.id, null, kind, 'active', demo.master),
        contract(agent.id, master.id, kind, demo.agent.status, demo.agent.tiers),
      ])
      .execute();
  }
}
