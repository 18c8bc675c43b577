import multipart from '@fastify/multipart';
import { envelopeOf } from '@portal/contracts/envelope';
import {
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_MAX_IMAGES,
  applicationFieldsSchema,
  applicationsPageSchema,
  applicationsQuerySchema,
  applicationValueSchema,
  checkinBodySchema,
  checkinValueSchema,
  matchJoinBodySchema,
  matchJoinValueSchema,
  promotionDetailQuerySchema,
  promotionDetailSchema,
  promotionListQuerySchema,
  promotionListValueSchema,
  promotionParamsSchema,
  raffleClaimBodySchema,
  raffleClaimValueSchema,
  raffleJoinBodySchema,
  raffleJoinValueSchema,
  waitingMatchesQuerySchema,
  waitingMatchesValueSchema,
} from '@portal/contracts/promotions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readImageForm } from '../../lib/multipart-form.ts';
import { actorOf, type RequireMember, type ViewerOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { memberRouter } from '../../plugins/member-router.ts';
import type { DepositMatchService } from './deposit-match.service.ts';
import type { PromotionsService } from './promotions.service.ts';

/**
 * Promotions (spec 2 `/promotions` and `/promoDetail`): visitors and members read them, a member
 * applies with a remark and images and follows its applications.
 */
export function promotionsRoutes(deps: {
  promotions: PromotionsService;
  depositMatch: Pick<DepositMatchService, 'join' | 'waiting'>;
  viewerOf: ViewerOf;
  requireMember: RequireMember;
}) {
  return async (root: FastifyInstance) => {
    await root.register(multipart, {
      limits: { fileSize: APPLICATION_IMAGE_MAX_BYTES, files: APPLICATION_MAX_IMAGES, fields: 4, parts: 8 },
    });
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['promotions'];
    // A trial account's play is not real money: 'in_need_true_account'.
    const preHandler = deps.requireMember({ allowTrial: false });
    const routes = memberRouter(app, { tags, preHandler });

    app.get(
      '/wps/promotions',
      {
        schema: {
          tags,
          querystring: promotionListQuerySchema,
          response: { 200: envelopeOf(promotionListValueSchema) },
        },
      },
      async (req) => {
        const viewer = await deps.viewerOf(req);
        return ok(await deps.promotions.list(viewer.merchantId, viewer.member, req.query));
      },
    );
    // The deposit matches the member's next deposit earns (the deposit page names them).
    routes.get(
      '/wps/promotions/matches',
      { query: waitingMatchesQuerySchema, value: waitingMatchesValueSchema },
      ({ member, query }) => deps.depositMatch.waiting(member, query),
    );
    routes.get(
      '/wps/promotions/applications',
      { query: applicationsQuerySchema, value: applicationsPageSchema },
      ({ member, query }) => deps.promotions.applications(member, query),
    );
    app.get(
      '/wps/promotions/:id',
      {
        schema: {
          tags,
          params: promotionParamsSchema,
          querystring: promotionDetailQuerySchema,
          response: { 200: envelopeOf(promotionDetailSchema) },
        },
      },
      async (req) => {
        const viewer = await deps.viewerOf(req);
        return ok(await deps.promotions.detail(viewer.merchantId, viewer.member, req.params.id, req.query));
      },
    );
    app.put(
      '/wps/promotions/:id/application',
      {
        schema: {
          tags,
          params: promotionParamsSchema,
          consumes: ['multipart/form-data'],
          response: { 200: envelopeOf(applicationValueSchema) },
        },
        preHandler,
      },
      async (req) => {
        const { fields, images } = await readImageForm(
          req,
          'image',
          APPLICATION_MAX_IMAGES,
          applicationFieldsSchema,
        );
        return ok(await deps.promotions.apply(actorOf(req).member, req.params.id, fields, images));
      },
    );
    routes.post(
      '/wps/relay/MCS2_joinRafflePromotion',
      { body: raffleJoinBodySchema, value: raffleJoinValueSchema },
      ({ member, body }) => deps.promotions.joinRaffle(member, body),
    );
    routes.post(
      '/wps/relay/MCS2_claimRafflePromotion',
      { body: raffleClaimBodySchema, value: raffleClaimValueSchema },
      ({ member, body }) => deps.promotions.claimRaffle(member, body),
    );
    routes.post(
      '/wps/relay/MCS2_checkInPromotion',
      { body: checkinBodySchema, value: checkinValueSchema },
      ({ member, body }) => deps.promotions.checkIn(member, body),
    );
    // A deposit match (no path in the spec; named in the style of the raffle's join).
    routes.post(
      '/wps/relay/MCS2_joinDepositPromotion',
      { body: matchJoinBodySchema, value: matchJoinValueSchema },
      ({ member, body }) => deps.depositMatch.join(member, body),
    );
  };
}
