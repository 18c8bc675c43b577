import { envelopeOf } from '@portal/contracts/envelope';
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
  rewardsValueSchema,
} from '@portal/contracts/points';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, type RequireMember } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import type { PointsService } from './points.service.ts';

/** The points mall (spec 7 "Points"): balance and rules, rewards, redeem, history, details, convert. */
export function pointsRoutes(deps: { points: PointsService; requireMember: RequireMember }) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['points'];
    // A trial account has no real points: 'in_need_true_account'.
    const preHandler = deps.requireMember({ allowTrial: false });

    app.get(
      '/wps/points',
      { schema: { tags, response: { 200: envelopeOf(pointsValueSchema) } }, preHandler },
      async (req) => ok(await deps.points.value(actorOf(req).member)),
    );
    app.get(
      '/wps/points/rewards',
      { schema: { tags, response: { 200: envelopeOf(rewardsValueSchema) } }, preHandler },
      async (req) => ok(await deps.points.rewards(actorOf(req).member)),
    );
    app.post(
      '/wps/points/redeem',
      {
        schema: { tags, body: redeemBodySchema, response: { 200: envelopeOf(redeemValueSchema) } },
        preHandler,
      },
      async (req) => ok(await deps.points.redeem(actorOf(req).member, req.body)),
    );
    app.get(
      '/wps/points/redeems',
      {
        schema: { tags, querystring: redeemsQuerySchema, response: { 200: envelopeOf(redeemsValueSchema) } },
        preHandler,
      },
      async (req) => ok(await deps.points.redeems(actorOf(req).member, req.query)),
    );
    app.get(
      '/wps/points/transactions',
      {
        schema: {
          tags,
          querystring: pointsEntriesQuerySchema,
          response: { 200: envelopeOf(pointsEntriesValueSchema) },
        },
        preHandler,
      },
      async (req) => ok(await deps.points.entries(actorOf(req).member, req.query)),
    );
    app.post(
      '/wps/points/convert',
      {
        schema: { tags, body: convertBodySchema, response: { 200: envelopeOf(convertValueSchema) } },
        preHandler,
      },
      async (req) => ok(await deps.points.convert(actorOf(req).member, req.body)),
    );
  };
}
