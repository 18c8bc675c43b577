import {
  agentAnnouncementQuerySchema,
  announcementListQuerySchema,
  announcementPageSchema,
  noticesQuerySchema,
  noticesValueSchema,
} from '@portal/contracts/announcements';
import { envelopeOf } from '@portal/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, type RequireMember, type ViewerOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import type { AnnouncementsService } from './announcements.service.ts';

/**
 * Announcements (spec 7 "Notices", `MCSFE_getListAnnouncements`): public, with a session they
 * include what is meant for members; and the agent centre's own list. Each reads in `language`.
 */
export function announcementsRoutes(deps: {
  announcements: AnnouncementsService;
  viewerOf: ViewerOf;
  requireMember: RequireMember;
}) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['announcements'];

    app.get(
      '/wps/notices',
      {
        schema: { tags, querystring: noticesQuerySchema, response: { 200: envelopeOf(noticesValueSchema) } },
      },
      async (req) => {
        const viewer = await deps.viewerOf(req);
        return ok(await deps.announcements.notices(viewer.merchantId, viewer.member, req.query.language));
      },
    );
    app.get(
      '/wps/relay/MCSFE_getListAnnouncements',
      {
        schema: {
          tags,
          querystring: announcementListQuerySchema,
          response: { 200: envelopeOf(announcementPageSchema) },
        },
      },
      async (req) => {
        const viewer = await deps.viewerOf(req);
        return ok(await deps.announcements.list(viewer.merchantId, viewer.member, req.query));
      },
    );
    app.get(
      '/wps/agent/announcements',
      {
        schema: {
          tags,
          querystring: agentAnnouncementQuerySchema,
          response: { 200: envelopeOf(announcementPageSchema) },
        },
        // Trial accounts are refused with 'in_need_true_account' before the agent check.
        preHandler: deps.requireMember({ allowTrial: false }),
      },
      async (req) => ok(await deps.announcements.forAgent(actorOf(req).member, req.query)),
    );
  };
}
