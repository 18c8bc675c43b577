import { envelopeOf } from '@portal/contracts/envelope';
import {
  rebateClaimBodySchema,
  rebateClaimsQuerySchema,
  rebateClaimsValueSchema,
  rebateClaimValueSchema,
  rebateValueSchema,
} from '@portal/contracts/rebate';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, type RequireMember } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import type { RebateService } from './rebate.service.ts';

/** Manual rebate (spec 2 member centre `manualRebate`): what may be claimed, the claim, the claims. */
export function rebateRoutes(deps: { rebate: RebateService; requireMember: RequireMember }) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['rebate'];
    // A trial account's play is not real money: 'in_need_true_account'.
    const preHandler = deps.requireMember({ allowTrial: false });

    app.get(
      '/wps/rebate',
      { schema: { tags, response: { 200: envelopeOf(rebateValueSchema) } }, preHandler },
      async (req) => ok(await deps.rebate.preview(actorOf(req).member)),
    );
    app.post(
      '/wps/rebate/claim',
      {
        schema: { tags, body: rebateClaimBodySchema, response: { 200: envelopeOf(rebateClaimValueSchema) } },
        preHandler,
      },
      async (req) => ok(await deps.rebate.claim(actorOf(req).member, req.body)),
    );
    app.get(
      '/wps/rebate/claims',
      {
        schema: {
          tags,
          querystring: rebateClaimsQuerySchema,
          response: { 200: envelopeOf(rebateClaimsValueSchema) },
        },
        preHandler,
      },
      async (req) => ok(await deps.rebate.claims(actorOf(req).member, req.query)),
    );
  };
}
