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
import type { FastifyInstance } from 'fastify';
import type { RequireMember } from '../../plugins/auth.ts';
import { memberRouter } from '../../plugins/member-router.ts';
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
  return async (app: FastifyInstance) => {
    const routes = memberRouter(app, {
      tags: ['agent'],
      preHandler: deps.requireMember({ allowTrial: false }),
    });

    routes.get('/wps/agent/contracts/settings', { value: contractSettingsValueSchema }, ({ member }) =>
      deps.contracts.settings(member),
    );
    routes.get(
      '/wps/agent/contracts',
      { query: contractsQuerySchema, value: contractsValueSchema },
      ({ member, query }) => deps.contracts.contracts(member, query),
    );
    routes.put(
      '/wps/agent/contracts/offer',
      { body: offerContractBodySchema, value: contractValueSchema },
      ({ member, body }) => deps.contracts.offer(member, body),
    );
    routes.post(
      '/wps/agent/contracts/respond',
      { body: respondContractBodySchema, value: respondContractValueSchema },
      ({ member, body }) => deps.contracts.respond(member, body),
    );
    routes.post(
      '/wps/agent/contracts/end',
      { body: endContractBodySchema, value: endContractValueSchema },
      ({ member, body }) => deps.contracts.end(member, body),
    );
    routes.get(
      '/wps/agent/income',
      { query: incomeQuerySchema, value: incomeValueSchema },
      ({ member, query }) => deps.contracts.income(member, query),
    );
  };
}
