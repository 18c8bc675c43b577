import { envelopeOf } from '@portal/contracts/envelope';
import {
  missionClaimBodySchema,
  missionClaimValueSchema,
  missionLeaderboardSchema,
  missionSummarySchema,
} from '@portal/contracts/missions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, type RequireMember } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import type { MissionsService } from './missions.service.ts';

/** Missions (spec 2 `missionLeaderboard`, spec 7 mission summary and leaderboard) and their claim. */
export function missionsRoutes(deps: { missions: MissionsService; requireMember: RequireMember }) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['missions'];
    // A trial account's play is not real money: 'in_need_true_account'.
    const preHandler = deps.requireMember({ allowTrial: false });

    app.get(
      '/wps/relay/MCSFE_getMissionSummaryDetails',
      { schema: { tags, response: { 200: envelopeOf(missionSummarySchema) } }, preHandler },
      async (req) => ok(await deps.missions.summary(actorOf(req).member)),
    );
    app.get(
      '/wps/relay/MCSFE_getMissionLeaderboard',
      { schema: { tags, response: { 200: envelopeOf(missionLeaderboardSchema) } }, preHandler },
      async (req) => ok(await deps.missions.leaderboard(actorOf(req).member)),
    );
    app.post(
      '/wps/relay/MCSFE_claimMission',
      {
        schema: {
          tags,
          body: missionClaimBodySchema,
          response: { 200: envelopeOf(missionClaimValueSchema) },
        },
        preHandler,
      },
      async (req) => ok(await deps.missions.claim(actorOf(req).member, req.body)),
    );
  };
}
