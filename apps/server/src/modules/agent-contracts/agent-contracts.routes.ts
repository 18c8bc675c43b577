import {
  contractSettingsValueSchema,
  contractsQuerySchema,
  contractsValueSchema,
  contractValueSchema,
  endContractBodySchema,
  endContractValueSchema,
  incomeQuerySchema,
  incomeValueSchema,
  offerContractBodySchema,
  respondContractBodySchema,
  respondContractValueSchema,
} from '@portal/contracts/agent-contracts';
import { envelopeOf } from '@portal/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, type RequireMember } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import type { AgentContractsService } from './agent-contracts.service.ts';

/**
 * Agent contracts in the agent centre (spec 2 "my income", "dividend record", "daily wages"):
 * the consolidated settings, the contracts of the agent and its downline agents, offering,
 * answering and ending them, and the settled periods. Agent types only; the service refuses others.
 */
export function agentContractRoutes(deps: {
  contracts: AgentContractsService;
  requireMember: RequireMember;
}) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['agent'];
    const preHandler = deps.requireMember({ allowTrial: false });

    app.get(
      '/wps/agent/contracts/settings',
      { schema: { tags, response: { 200: envelopeOf(contractSettingsValueSchema) } }, preHandler },
      async (req) => ok(await deps.contracts.settings(actorOf(req).member)),
    );
    app.get(
      '/wps/agent/contracts',
      {
        schema: {
          tags,
          querystring: contractsQuerySchema,
          response: { 200: envelopeOf(contractsValueSchema) },
        },
        preHandler,
      },
      async (req) => ok(await deps.contracts.contracts(actorOf(req).member, req.query)),
    );
    app.put(
      '/wps/agent/contracts/offer',
      {
        schema: { tags, body: offerContractBodySchema, response: { 200: envelopeOf(contractValueSchema) } },
        preHandler,
      },
      async (req) => ok(await deps.contracts.offer(actorOf(req).member, req.body)),
    );
    app.post(
      '/wps/agent/contracts/respond',
      {
        schema: {
          tags,
          body: respondContractBodySchema,
          response: { 200: envelopeOf(respondContractValueSchema) },
        },
        preHandler,
      },
      async (req) => ok(await deps.contracts.respond(actorOf(req).member, req.body)),
    );
    app.post(
      '/wps/agent/contracts/end',
      {
        schema: { tags, body: endContractBodySchema, response: { 200: envelopeOf(endContractValueSchema) } },
        preHandler,
      },
      async (req) => ok(await deps.contracts.end(actorOf(req).member, req.body)),
    );
    app.get(
      '/wps/agent/income',
      {
        schema: { tags, querystring: incomeQuerySchema, response: { 200: envelopeOf(incomeValueSchema) } },
        preHandler,
      },
      async (req) => ok(await deps.contracts.income(actorOf(req).member, req.query)),
    );
  };
}
