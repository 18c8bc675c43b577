import {
  convertBodySchema,
  convertValueSchema,
  pointsEntriesQuerySchema,
  pointsEntriesValueSchema,
  pointsValueSchema,
  redeemBodySchema,
  redeemsQuerySchema,
  redeemsValueSchema,
  redeemValueSchema,
  rewardsQuerySchema,
  rewardsValueSchema,
} from '@portal/contracts/points';
import type { FastifyInstance } from 'fastify';
import type { RequireMember } from '../../plugins/auth.ts';
import { memberRouter } from '../../plugins/member-router.ts';
import type { PointsService } from './points.service.ts';

/** The points mall (spec 7 "Points"): balance and rules, rewards, redeem, history, details, convert. */
export function pointsRoutes(deps: { points: PointsService; requireMember: RequireMember }) {
  return async (app: FastifyInstance) => {
    // A trial account has no real points: 'in_need_true_account'.
    const routes = memberRouter(app, {
      tags: ['points'],
      preHandler: deps.requireMember({ allowTrial: false }),
    });

    routes.get('/wps/points', { value: pointsValueSchema }, ({ member }) => deps.points.value(member));
    routes.get(
      '/wps/points/rewards',
      { query: rewardsQuerySchema, value: rewardsValueSchema },
      ({ member, query }) => deps.points.rewards(member, query),
    );
    routes.post(
      '/wps/points/redeem',
      { body: redeemBodySchema, value: redeemValueSchema },
      ({ member, body }) => deps.points.redeem(member, body),
    );
    routes.get(
      '/wps/points/redeems',
      { query: redeemsQuerySchema, value: redeemsValueSchema },
      ({ member, query }) => deps.points.redeems(member, query),
    );
    routes.get(
      '/wps/points/transactions',
      { query: pointsEntriesQuerySchema, value: pointsEntriesValueSchema },
      ({ member, query }) => deps.points.entries(member, query),
    );
    routes.post(
      '/wps/points/convert',
      { body: convertBodySchema, value: convertValueSchema },
      ({ member, body }) => deps.points.convert(member, body),
    );
  };
}
