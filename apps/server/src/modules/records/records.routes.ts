import { envelopeOf } from '@portal/contracts/envelope';
import {
  accountRecordsQuerySchema,
  accountRecordsValueSchema,
  bettingRecordsQuerySchema,
  bettingRecordsValueSchema,
  bonusRecordsQuerySchema,
  bonusRecordsValueSchema,
  profitQuerySchema,
  profitValueSchema,
} from '@portal/contracts/records';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, type RequireMember } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import type { RecordsService } from './records.service.ts';

/** The member's own records; every query is scoped to the session's member. */
export function recordsRoutes(deps: { records: RecordsService; requireMember: RequireMember }) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['records'];
    const preHandler = deps.requireMember({ allowTrial: true });

    app.get(
      '/wps/records/account',
      {
        schema: {
          tags,
          querystring: accountRecordsQuerySchema,
          response: { 200: envelopeOf(accountRecordsValueSchema) },
        },
        preHandler,
      },
      async (req) => ok(await deps.records.account(actorOf(req).member, req.query)),
    );
    app.get(
      '/wps/records/bets',
      {
        schema: {
          tags,
          querystring: bettingRecordsQuerySchema,
          response: { 200: envelopeOf(bettingRecordsValueSchema) },
        },
        preHandler,
      },
      async (req) => ok(await deps.records.bets(actorOf(req).member, req.query)),
    );
    app.get(
      '/wps/records/bonus',
      {
        schema: {
          tags,
          querystring: bonusRecordsQuerySchema,
          response: { 200: envelopeOf(bonusRecordsValueSchema) },
        },
        preHandler,
      },
      async (req) => ok(await deps.records.bonus(actorOf(req).member, req.query)),
    );
    app.get(
      '/wps/records/profit',
      {
        schema: { tags, querystring: profitQuerySchema, response: { 200: envelopeOf(profitValueSchema) } },
        preHandler,
      },
      async (req) => ok(await deps.records.profit(actorOf(req).member, req.query)),
    );
  };
}
