import {
  dailyTimeBodySchema,
  exclusionBodySchema,
  exclusionValueSchema,
  realityCheckBodySchema,
  realityCheckSettingSchema,
  realityCheckValueSchema,
  responsibleGamingValueSchema,
  sessionLimitBodySchema,
  setLimitBodySchema,
} from '@portal/contracts/responsible-gaming';
import type { FastifyInstance } from 'fastify';
import type { RequireMember } from '../../plugins/auth.ts';
import { memberRouter } from '../../plugins/member-router.ts';
import type { ResponsibleGamingService } from './rg.service.ts';

/** Player protection: limits, reality checks, time-out and self-exclusion. */
export function responsibleGamingRoutes(deps: {
  rg: ResponsibleGamingService;
  requireMember: RequireMember;
}) {
  return async (app: FastifyInstance) => {
    // A trial account plays with play money and cannot deposit: nothing to protect.
    const routes = memberRouter(app, {
      tags: ['responsible-gaming'],
      preHandler: deps.requireMember({ allowTrial: false }),
    });

    routes.get('/wps/rg', { value: responsibleGamingValueSchema }, ({ member }) => deps.rg.view(member));
    routes.put(
      '/wps/rg/limits',
      { body: setLimitBodySchema, value: responsibleGamingValueSchema },
      ({ member, body }) => deps.rg.setLimit(member, body),
    );
    routes.put(
      '/wps/rg/reality-check',
      { body: realityCheckBodySchema, value: realityCheckSettingSchema },
      ({ member, body }) => deps.rg.setRealityCheck(member, body.minutes),
    );
    routes.put(
      '/wps/rg/session-limit',
      { body: sessionLimitBodySchema, value: responsibleGamingValueSchema },
      ({ member, body }) => deps.rg.setSessionLimit(member, body.minutes),
    );
    routes.put(
      '/wps/rg/daily-time',
      { body: dailyTimeBodySchema, value: responsibleGamingValueSchema },
      ({ member, body }) => deps.rg.setDailyTime(member, body.minutes),
    );
    routes.get('/wps/rg/session', { value: realityCheckValueSchema }, ({ actor }) =>
      deps.rg.realityCheck(actor.member, actor.tokenHash),
    );
    routes.post(
      '/wps/rg/exclusion',
      { body: exclusionBodySchema, value: exclusionValueSchema },
      ({ member, body }) => deps.rg.exclude(member, body),
    );
  };
}
