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
import { envelopeOf } from '@portal/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, type RequireMember } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
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
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['agent'];
    // Trial accounts are refused with 'in_need_true_account' before the agent check.
    const preHandler = deps.requireMember({ allowTrial: false });

    app.get(
      '/wps/agent/team/overview',
      {
        schema: {
          tags,
          querystring: teamOverviewQuerySchema,
          response: { 200: envelopeOf(teamOverviewValueSchema) },
        },
        preHandler,
      },
      async (req) => ok(await deps.agents.overview(actorOf(req).member, req.query)),
    );
    app.put(
      '/wps/agent/downline',
      {
        schema: {
          tags,
          body: createDownlineBodySchema,
          response: { 200: envelopeOf(createDownlineValueSchema) },
        },
        preHandler,
      },
      async (req) =>
        ok(await deps.agents.createDownline(actorOf(req).member, req.body, originOf(req, deps.publicUrl))),
    );
    app.get(
      '/wps/agent/downlines',
      {
        schema: {
          tags,
          querystring: downlinesQuerySchema,
          response: { 200: envelopeOf(downlinesValueSchema) },
        },
        preHandler,
      },
      async (req) => ok(await deps.agents.downlines(actorOf(req).member, req.query)),
    );
    app.get(
      '/wps/agent/team/bets',
      {
        schema: {
          tags,
          querystring: teamBetsQuerySchema,
          response: { 200: envelopeOf(teamBetsValueSchema) },
        },
        preHandler,
      },
      async (req) => ok(await deps.agents.teamBets(actorOf(req).member, req.query)),
    );
    app.get(
      '/wps/agent/team/profit',
      {
        schema: {
          tags,
          querystring: teamProfitQuerySchema,
          response: { 200: envelopeOf(teamProfitValueSchema) },
        },
        preHandler,
      },
      async (req) => ok(await deps.agents.teamProfit(actorOf(req).member, req.query)),
    );
    app.get(
      '/wps/agent/team/transactions',
      {
        schema: {
          tags,
          querystring: teamTransactionsQuerySchema,
          response: { 200: envelopeOf(teamTransactionsValueSchema) },
        },
        preHandler,
      },
      async (req) => ok(await deps.agents.teamTransactions(actorOf(req).member, req.query)),
    );
  };
}
