import { envelopeOf } from '@portal/contracts/envelope';
import {
  exclusionBodySchema,
  exclusionValueSchema,
  realityCheckBodySchema,
  realityCheckSettingSchema,
  realityCheckValueSchema,
  responsibleGamingValueSchema,
  sessionLimitBodySchema,
  setLimitBodySchema,
} from '@portal/contracts/responsible-gaming';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, type RequireMember } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import type { ResponsibleGamingService } from './rg.service.ts';

/** Player protection: limits, reality checks, time-out and self-exclusion. */
export function responsibleGamingRoutes(deps: {
  rg: ResponsibleGamingService;
  requireMember: RequireMember;
}) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['responsible-gaming'];
    // A trial account plays with play money and cannot deposit: nothing to protect.
    const preHandler = deps.requireMember({ allowTrial: false });

    app.get(
      '/wps/rg',
      { schema: { tags, response: { 200: envelopeOf(responsibleGamingValueSchema) } }, preHandler },
      async (req) => ok(await deps.rg.view(actorOf(req).member)),
    );
    app.put(
      '/wps/rg/limits',
      {
        schema: {
          tags,
          body: setLimitBodySchema,
          response: { 200: envelopeOf(responsibleGamingValueSchema) },
        },
        preHandler,
      },
      async (req) => ok(await deps.rg.setLimit(actorOf(req).member, req.body)),
    );
    app.put(
      '/wps/rg/reality-check',
      {
        schema: {
          tags,
          body: realityCheckBodySchema,
          response: { 200: envelopeOf(realityCheckSettingSchema) },
        },
        preHandler,
      },
      async (req) => ok(await deps.rg.setRealityCheck(actorOf(req).member, req.body.minutes)),
    );
    app.put(
      '/wps/rg/session-limit',
      {
        schema: {
          tags,
          body: sessionLimitBodySchema,
          response: { 200: envelopeOf(responsibleGamingValueSchema) },
        },
        preHandler,
      },
      async (req) => ok(await deps.rg.setSessionLimit(actorOf(req).member, req.body.minutes)),
    );
    app.get(
      '/wps/rg/session',
      { schema: { tags, response: { 200: envelopeOf(realityCheckValueSchema) } }, preHandler },
      async (req) => {
        const actor = actorOf(req);
        return ok(await deps.rg.realityCheck(actor.member, actor.tokenHash));
      },
    );
    app.post(
      '/wps/rg/exclusion',
      {
        schema: { tags, body: exclusionBodySchema, response: { 200: envelopeOf(exclusionValueSchema) } },
        preHandler,
      },
      async (req) => ok(await deps.rg.exclude(actorOf(req).member, req.body)),
    );
  };
}
