import { envelopeOf } from '@portal/contracts/envelope';
import {
  referralFriendsQuerySchema,
  referralFriendsValueSchema,
  referralValueSchema,
} from '@portal/contracts/referral';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, type RequireMember } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import type { ReferralService } from './referral.service.ts';

/** Invite friends (spec 2 member centre `referral`): the member's invitation and its friends. */
export function referralRoutes(deps: { referral: ReferralService; requireMember: RequireMember }) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['referral'];
    // A trial account cannot invite anyone: 'in_need_true_account'.
    const preHandler = deps.requireMember({ allowTrial: false });

    app.get(
      '/wps/referral',
      { schema: { tags, response: { 200: envelopeOf(referralValueSchema) } }, preHandler },
      async (req) => ok(await deps.referral.value(actorOf(req).member)),
    );
    app.get(
      '/wps/referral/friends',
      {
        schema: {
          tags,
          querystring: referralFriendsQuerySchema,
          response: { 200: envelopeOf(referralFriendsValueSchema) },
        },
        preHandler,
      },
      async (req) => ok(await deps.referral.friends(actorOf(req).member, req.query)),
    );
  };
}
