import {
  createDownlineBodySchema,
  createDownlineValueSchema,
  downlinesQuerySchema,
  downlinesValueSchema,
  teamBetsQuerySchema,
  teamBetsValueSchema,
  teamOverviewQuerySchema,
  teamOverviewValueSchema,
  teamProfitQuerySchema,
  teamProfitValueSchema,
  teamTransactionsQuerySchema,
  teamTransactionsValueSchema,
} from '@portal/contracts/agent';
import type { FastifyInstance } from 'fastify';
import type { RequireMember } from '../../plugins/auth.ts';
import { memberRouter } from '../../plugins/member-router.ts';
import { originOf } from '../../plugins/request-origin.ts';
import type { AgentService } from './agent.service.ts';

/**
 * The agent centre (spec 2 "Agent centre modal"): team overview, register centre, the
 * direct downlines, and the team reports (team betting, user profit and loss, downline
 * transaction details). Any agent type, on whichever site it logged in; the service refuses others.
 */
export function agentRoutes(deps: {
  agents: AgentService;
  requireMember: RequireMember;
  publicUrl: string | undefined;
}) {
  return async (app: FastifyInstance) => {
    // Trial accounts are refused with 'in_need_true_account' before the agent check.
    const routes = memberRouter(app, {
      tags: ['agent'],
      preHandler: deps.requireMember({ allowTrial: false }),
    });

    routes.get(
      '/wps/agent/team/overview',
      { query: teamOverviewQuerySchema, value: teamOverviewValueSchema },
      ({ member, query }) => deps.agents.overview(member, query),
    );
    routes.put(
      '/wps/agent/downline',
      { body: createDownlineBodySchema, value: createDownlineValueSchema },
      ({ member, body, req }) => deps.agents.createDownline(member, body, originOf(req, deps.publicUrl)),
    );
    routes.get(
      '/wps/agent/downlines',
      { query: downlinesQuerySchema, value: downlinesValueSchema },
      ({ member, query }) => deps.agents.downlines(member, query),
    );
    routes.get(
      '/wps/agent/team/bets',
      { query: teamBetsQuerySchema, value: teamBetsValueSchema },
      ({ member, query }) => deps.agents.teamBets(member, query),
    );
    routes.get(
      '/wps/agent/team/profit',
      { query: teamProfitQuerySchema, value: teamProfitValueSchema },
      ({ member, query }) => deps.agents.teamProfit(member, query),
    );
    routes.get(
      '/wps/agent/team/transactions',
      { query: teamTransactionsQuerySchema, value: teamTransactionsValueSchema },
      ({ member, query }) => deps.agents.teamTransactions(member, query),
    );
  };
}
