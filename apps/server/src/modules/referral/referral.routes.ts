import {
  referralFriendsQuerySchema,
  referralFriendsValueSchema,
  referralValueSchema,
} from '@portal/contracts/referral';
import type { FastifyInstance } from 'fastify';
import type { RequireMember } from '../../plugins/auth.ts';
import { memberRouter } from '../../plugins/member-router.ts';
import type { ReferralService } from './referral.service.ts';

/** Invite friends (spec 2 member centre `referral`): the member's invitation and its friends. */
export function referralRoutes(deps: { referral: ReferralService; requireMember: RequireMember }) {
  return async (app: FastifyInstance) => {
    // A trial account cannot invite anyone: 'in_need_true_account'.
    const routes = memberRouter(app, {
      tags: ['referral'],
      preHandler: deps.requireMember({ allowTrial: false }),
    });

    routes.get('/wps/referral', { value: referralValueSchema }, ({ member }) => deps.referral.value(member));
    routes.get(
      '/wps/referral/friends',
      { query: referralFriendsQuerySchema, value: referralFriendsValueSchema },
      ({ member, query }) => deps.referral.friends(member, query),
    );
  };
}
