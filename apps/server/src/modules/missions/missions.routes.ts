import {
  missionClaimBodySchema,
  missionClaimValueSchema,
  missionLeaderboardSchema,
  missionSummarySchema,
} from '@portal/contracts/missions';
import type { FastifyInstance } from 'fastify';
import type { RequireMember } from '../../plugins/auth.ts';
import { memberRouter } from '../../plugins/member-router.ts';
import type { MissionsService } from './missions.service.ts';

/** Missions (spec 2 `missionLeaderboard`, spec 7 mission summary and leaderboard) and their claim. */
export function missionsRoutes(deps: { missions: MissionsService; requireMember: RequireMember }) {
  return async (app: FastifyInstance) => {
    // A trial account's play is not real money: 'in_need_true_account'.
    const routes = memberRouter(app, {
      tags: ['missions'],
      preHandler: deps.requireMember({ allowTrial: false }),
    });

    routes.get('/wps/relay/MCSFE_getMissionSummaryDetails', { value: missionSummarySchema }, ({ member }) =>
      deps.missions.summary(member),
    );
    routes.get('/wps/relay/MCSFE_getMissionLeaderboard', { value: missionLeaderboardSchema }, ({ member }) =>
      deps.missions.leaderboard(member),
    );
    routes.post(
      '/wps/relay/MCSFE_claimMission',
      { body: missionClaimBodySchema, value: missionClaimValueSchema },
      ({ member, body }) => deps.missions.claim(member, body),
    );
  };
}
