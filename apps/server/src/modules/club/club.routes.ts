import { clubValueSchema } from '@portal/contracts/club';
import type { FastifyInstance } from 'fastify';
import type { RequireMember } from '../../plugins/auth.ts';
import { memberRouter } from '../../plugins/member-router.ts';
import type { ClubService } from './club.service.ts';

/** The VIP club page of the member centre: the ladder, its bonuses and the member's progress. */
export function clubRoutes(deps: { club: ClubService; requireMember: RequireMember }) {
  return async (app: FastifyInstance) => {
    // A trial account has no level to climb: 'in_need_true_account'.
    const routes = memberRouter(app, {
      tags: ['club'],
      preHandler: deps.requireMember({ allowTrial: false }),
    });
    routes.get('/wps/club', { value: clubValueSchema }, ({ member }) => deps.club.value(member));
  };
}
