import {
  type CreateDownlineBody,
  type CreateDownlineValue,
  type DownlinesQuery,
  type DownlinesValue,
  downlineTypeFor,
  type OverviewPeriod,
  type TeamBetsQuery,
  type TeamBetsValue,
  type TeamOverviewQuery,
  type TeamOverviewValue,
  type TeamProfitQuery,
  type TeamProfitValue,
  type TeamTransactionsQuery,
  type TeamTransactionsValue,
} from '@portal/contracts/agent';
import { AppError } from '@portal/contracts/errors';
import { isAgentType, MemberType, type MemberTypeValue } from '@portal/contracts/identity';
import { recordCategories } from '@portal/contracts/records';
import type { Db, MemberRow } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { addDays, type LocalDate, localDateOf, zonedToInstant } from '../../lib/zoned-time.ts';
import type { RequestOrigin } from '../identity/identity-deps.ts';
import type { RegistrationService } from '../identity/registration.service.ts';
import { toAccountRecord, toBetRecord } from '../records/records.service.ts';
import type { SystemService } from '../system/system.service.ts';
import * as repo from './agent.repo.ts';

/** Accounts an agent may open in an hour, whatever they are (refused attempts count too). */
export const DOWNLINES_PER_HOUR = 30;

/**
 * Start (inclusive) and end (exclusive) of a period in the merchant's time zone. Today,
 * the last 7 days and this month end with today; yesterday ends where today starts.
 */
export function periodRange(period: OverviewPeriod, now: Date, timeZone: string): { from: Date; to: Date } {
  const today = localDateOf(now, timeZone);
  const start = (day: LocalDate) => zonedToInstant(day, 0, 0, timeZone);
  const endOfToday = start(addDays(today, 1));
  switch (period) {
    case 'today':
      return { from: start(today), to: endOfToday };
    case 'yesterday':
      return { from: start(addDays(today, -1)), to: start(today) };
    case 'last7Days':
      return { from: start(addDays(today, -6)), to: endOfToday };
    case 'thisMonth':
      return { from: start({ ...today, day: 1 }), to: endOfToday };
  }
}

/** Minor units from a bigint column; a sum past a safe integer is refused, never rounded. */
function minorUnits(text: string): number {
  const value = BigInt(text);
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER))
    throw new Error(`A sum of ${text} minor units cannot be shown exactly`);
  return Number(value);
}

const typeNames: Record<number, string> = {
  [MemberType.Player]: 'player',
  [MemberType.Affiliate]: 'affiliate',
  [MemberType.Agent]: 'agent',
  [MemberType.SubAgent]: 'sub-agent',
  [MemberType.MasterAgent]: 'master-agent',
  [MemberType.Trial]: 'trial',
};

/** The types an operator may give an account (`npm run ops -- member type ACCOUNT NAME`). */
export const memberTypeNames = ['agent', 'master-agent', 'sub-agent', 'affiliate', 'player'] as const;
export type MemberTypeName = (typeof memberTypeNames)[number];
const memberTypeByName: Record<MemberTypeName, number> = {
  player: MemberType.Player,
  affiliate: MemberType.Affiliate,
  agent: MemberType.Agent,
  'sub-agent': MemberType.SubAgent,
  'master-agent': MemberType.MasterAgent,
};

/** Agent types only; trial accounts get 'in_need_true_account', players NOT_AGENT. */
export function assertAgent(member: MemberRow): void {
  if (member.type === MemberType.Trial)
    throw new AppError('TRIAL_ACCOUNT', 'Please register an account first', 403);
  if (!isAgentType(member.type)) throw new AppError('NOT_AGENT', 'Only agents have an agent centre');
}

/**
 * The agent centre (spec 2 "Agent centre modal", spec 6): the agent's team and its figures,
 * its direct downlines, and opening accounts one level down. An agent only ever reads and
 * acts on its own tree.
 */
export function createAgentService(deps: {
  db: Db;
  clock: Clock;
  limiter: Pick<RateLimiter, 'consume'>;
  system: Pick<SystemService, 'settingsById'>;
  accounts: Pick<RegistrationService, 'openDownline'>;
}) {
  return {
    async overview(agent: MemberRow, query: TeamOverviewQuery): Promise<TeamOverviewValue> {
      assertAgent(agent);
      const merchant = await deps.system.settingsById(agent.merchant_id);
      const currency = merchant.info.brand.currency;
      const { from, to } = periodRange(query.period, deps.clock.now(), merchant.info.brand.timeZone);
      const f = await repo.teamFigures(deps.db, { agentId: agent.id, currency, from, to });
      const stake = minorUnits(f.stake);
      const payout = minorUnits(f.payout);
      return {
        period: query.period,
        from: from.toISOString(),
        to: to.toISOString(),
        currency,
        directMembers: f.direct_members,
        teamMembers: f.team_members,
        newMembers: f.new_members,
        activeMembers: f.active_members,
        teamBalance: minorUnits(f.team_balance),
        deposits: minorUnits(f.deposits),
        withdrawals: minorUnits(f.withdrawals),
        betCount: f.bet_count,
        stake,
        payout,
        netResult: payout - stake,
      };
    },

    async downlines(agent: MemberRow, query: DownlinesQuery): Promise<DownlinesValue> {
      assertAgent(agent);
      const merchant = await deps.system.settingsById(agent.merchant_id);
      const currency = merchant.info.brand.currency;
      const search = query.account || null;
      const total = await repo.countDirect(deps.db, agent.id, search);
      const offset = (query.page - 1) * query.pageSize;
      const rows =
        offset < total
          ? await repo.directPage(deps.db, {
              agentId: agent.id,
              currency,
              search,
              limit: query.pageSize,
              offset,
            })
          : [];
      return {
        list: rows.map((row) => ({
          account: row.account,
          nickname: row.nickname,
          type: row.type as MemberTypeValue,
          registeredAt: row.created_at.toISOString(),
          lastLoginAt: row.last_login_at?.toISOString() ?? null,
          balance: minorUnits(row.balance),
          teamMembers: row.team_members,
        })),
        page: query.page,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
        currency,
      };
    },

    /**
     * Team betting: the team's bets placed in the range, newest first. The summary counts every
     * bet the filters match, as the member's own betting record does: stake and payout over all
     * of them (a cancelled or rolled-back bet shows what it was; filter by status to leave such
     * bets out), the profit over the settled ones only (an open bet has no result yet).
     */
    async teamBets(agent: MemberRow, query: TeamBetsQuery): Promise<TeamBetsValue> {
      assertAgent(agent);
      const merchant = await deps.system.settingsById(agent.merchant_id);
      const currency = merchant.info.brand.currency;
      const filters = {
        agentId: agent.id,
        currency,
        account: query.account ?? null,
        from: new Date(query.from),
        to: new Date(query.to),
        status: query.status ?? null,
        product: query.product ?? null,
      };
      const summary = await repo.teamBetSummary(deps.db, filters);
      const offset = (query.page - 1) * query.pageSize;
      const rows =
        offset < summary.bets
          ? await repo.teamBetPage(deps.db, { ...filters, limit: query.pageSize, offset })
          : [];
      return {
        list: rows.map((row) => ({ ...toBetRecord(row, query.language), account: row.account })),
        page: query.page,
        pageSize: query.pageSize,
        total: summary.bets,
        currency,
        summary: {
          bets: summary.bets,
          stake: minorUnits(summary.stake),
          payout: minorUnits(summary.payout),
          profit: minorUnits(summary.profit),
        },
      };
    },

    /** Downline transaction details: the team's wallet movements, newest first. */
    async teamTransactions(agent: MemberRow, query: TeamTransactionsQuery): Promise<TeamTransactionsValue> {
      assertAgent(agent);
      const merchant = await deps.system.settingsById(agent.merchant_id);
      const filters = {
        agentId: agent.id,
        currency: merchant.info.brand.currency,
        account: query.account ?? null,
        from: new Date(query.from),
        to: new Date(query.to),
        types: query.category ? recordCategories[query.category] : null,
      };
      const total = await repo.countTeamEntries(deps.db, filters);
      const offset = (query.page - 1) * query.pageSize;
      const rows =
        offset < total
          ? await repo.teamEntryPage(deps.db, { ...filters, limit: query.pageSize, offset })
          : [];
      return {
        list: rows.map((row) => ({ ...toAccountRecord(row), account: row.account })),
        page: query.page,
        pageSize: query.pageSize,
        total,
        currency: filters.currency,
      };
    },

    /**
     * User profit and loss: each team member with money or play in the range, by the team
     * overview's definitions, the biggest stake first; the totals add up all of them.
     */
    async teamProfit(agent: MemberRow, query: TeamProfitQuery): Promise<TeamProfitValue> {
      assertAgent(agent);
      const merchant = await deps.system.settingsById(agent.merchant_id);
      const currency = merchant.info.brand.currency;
      const scope = {
        agentId: agent.id,
        currency,
        account: query.account ?? null,
        from: new Date(query.from),
        to: new Date(query.to),
      };
      const totals = await repo.memberFiguresTotals(deps.db, scope);
      const offset = (query.page - 1) * query.pageSize;
      const rows =
        offset < totals.members
          ? await repo.memberFiguresPage(deps.db, { ...scope, limit: query.pageSize, offset })
          : [];
      const figures = (f: Omit<repo.MemberFiguresRow, 'account' | 'type'>) => {
        const stake = minorUnits(f.stake);
        const payout = minorUnits(f.payout);
        return {
          deposits: minorUnits(f.deposits),
          withdrawals: minorUnits(f.withdrawals),
          bets: f.bets,
          stake,
          payout,
          profit: payout - stake,
        };
      };
      return {
        list: rows.map((row) => ({
          account: row.account,
          type: row.type as MemberTypeValue,
          ...figures(row),
        })),
        page: query.page,
        pageSize: query.pageSize,
        total: totals.members,
        currency,
        totals: figures(totals),
      };
    },

    /** Opens an account one level down, under the merchant's registration rules. */
    async createDownline(
      agent: MemberRow,
      body: CreateDownlineBody,
      origin: RequestOrigin,
    ): Promise<CreateDownlineValue> {
      assertAgent(agent);
      const type = downlineTypeFor(agent.type, body.kind);
      if (type === null)
        throw new AppError(
          'DOWNLINE_NOT_ALLOWED',
          `A ${typeNames[agent.type] ?? 'member'} account can only open player accounts`,
        );
      await deps.limiter.consume(
        `agent-downline:${agent.id}`,
        { max: DOWNLINES_PER_HOUR, windowMs: 60 * 60_000 },
        'Too many accounts opened in a short time; please try again later',
      );
      const merchant = await deps.system.settingsById(agent.merchant_id);
      const member = await deps.accounts.openDownline(
        merchant,
        {
          uplineId: agent.id,
          type,
          username: body.username,
          password: body.password,
          confirmPassword: body.confirmPassword,
          nickname: body.nickname,
        },
        origin,
      );
      return { account: member.account, type: member.type as MemberTypeValue };
    },
  };
}
export type AgentService = ReturnType<typeof createAgentService>;

/** Operator commands of the agent system (`npm run ops -- member type ...`). */
export function createAgentOps(deps: { db: Db }) {
  return {
    /** Makes an account an agent of some kind, or a player again when nothing hangs below it. */
    async setMemberType(merchantId: string, account: string, name: MemberTypeName) {
      const type = memberTypeByName[name];
      const member = await repo.findMember(deps.db, merchantId, account);
      if (!member) throw new AppError('NOT_FOUND', `No member '${account}'`);
      if (member.type === MemberType.Trial)
        throw new AppError('INVALID_STATE', `${member.account} is a trial account; its type cannot change`);
      const was = typeNames[member.type] ?? String(member.type);
      if (member.type === type) return `member ${member.account} is already ${name}`;
      const changed = await repo.setType(deps.db, member.id, type);
      if (!changed) {
        const downlines = await repo.countDirect(deps.db, member.id, null);
        throw new AppError(
          'INVALID_STATE',
          downlines > 0
            ? `${member.account} has ${downlines} direct downline(s); it cannot become a player while it has any`
            : `${member.account} changed meanwhile; try again`,
        );
      }
      return `member ${member.account} is now ${name} (was ${was})`;
    },
  };
}
export type AgentOps = ReturnType<typeof createAgentOps>;
