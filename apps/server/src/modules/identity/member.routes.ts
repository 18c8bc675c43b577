import { envelopeOf } from '@portal/contracts/envelope';
import { AppError } from '@portal/contracts/errors';
import {
  affiliateQuerySchema,
  affiliateValueSchema,
  changePasswordBodySchema,
  forgotByEmailBodySchema,
  languageBodySchema,
  loginValueSchema,
  memberInfoSchema,
  registerBodySchema,
  registerMobileBodySchema,
  resetByLinkBodySchema,
  resetByPhoneBodySchema,
} from '@portal/contracts/identity';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, type RequireMember } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { hostOf, originOf } from '../../plugins/request-origin.ts';
import type { SystemService } from '../system/system.service.ts';
import * as repo from './identity.repo.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { DEFAULT_AVATAR, toMemberInfo } from './member-view.ts';
import type { PasswordService } from './password.service.ts';
import type { RegistrationService } from './registration.service.ts';

export type MemberRouteDeps = {
  registration: RegistrationService;
  password: PasswordService;
  system: Pick<SystemService, 'settingsFor'>;
  db: IdentityDeps['db'];
  requireMember: RequireMember;
  publicUrl: string | undefined;
};

/** Registration, member info and passwords (spec 7 "Session and account"). */
export function memberRoutes(deps: MemberRouteDeps) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['member'];
    const member = deps.requireMember({ allowTrial: true });
    const realMember = deps.requireMember({ allowTrial: false });
    const done = { 200: envelopeOf(z.null()) };

    app.put(
      '/wps/member/register',
      { schema: { tags, body: registerBodySchema, response: { 200: envelopeOf(loginValueSchema) } } },
      async (req) =>
        ok(await deps.registration.register('username', req.body, originOf(req, deps.publicUrl))),
    );

    app.put(
      '/wps/member/register/mobile',
      { schema: { tags, body: registerMobileBodySchema, response: { 200: envelopeOf(loginValueSchema) } } },
      async (req) => ok(await deps.registration.register('mobile', req.body, originOf(req, deps.publicUrl))),
    );

    app.get(
      '/wps/member/info',
      { schema: { tags, response: { 200: envelopeOf(memberInfoSchema) } }, preHandler: member },
      async (req) => {
        const { member: row } = actorOf(req);
        const upline = row.upline_id ? await repo.findMemberById(deps.db, row.upline_id) : undefined;
        const merchant = await deps.system.settingsFor(hostOf(req));
        return ok(toMemberInfo(row, upline?.account ?? null, merchant.clubLevels));
      },
    );

    app.get(
      '/wps/member/info/icon',
      { schema: { tags, response: { 200: envelopeOf(z.object({ icon: z.string() })) } }, preHandler: member },
      async (req) => ok({ icon: actorOf(req).member.avatar ?? DEFAULT_AVATAR }),
    );

    app.get(
      '/wps/relay/MCSFE_getPlayerAvatar',
      {
        schema: { tags, response: { 200: envelopeOf(z.object({ avatarUrl: z.string() })) } },
        preHandler: member,
      },
      async (req) => ok({ avatarUrl: actorOf(req).member.avatar ?? DEFAULT_AVATAR }),
    );

    app.put(
      '/wps/member/language',
      { schema: { tags, body: languageBodySchema, response: done }, preHandler: member },
      async (req) => {
        const merchant = await deps.system.settingsFor(hostOf(req));
        if (!merchant.info.languages.list.some((l) => l.code === req.body.language)) {
          throw new AppError('VALIDATION_FAILED', 'language: This language is not offered here');
        }
        await repo.updateLanguage(deps.db, actorOf(req).member.id, req.body.language);
        return ok(null);
      },
    );

    app.post(
      '/wps/member/password',
      { schema: { tags, body: changePasswordBodySchema, response: done }, preHandler: realMember },
      async (req) => {
        await deps.password.change(actorOf(req).member.id, hostOf(req), req.body);
        return ok(null);
      },
    );

    app.post(
      '/wps/member/password/email',
      {
        schema: {
          tags,
          body: forgotByEmailBodySchema,
          response: { 200: envelopeOf(z.object({ sent: z.literal(true) })) },
        },
      },
      async (req) => ok(await deps.password.sendResetLink(req.body, originOf(req, deps.publicUrl))),
    );

    app.post(
      '/wps/member/password/reset',
      { schema: { tags, body: resetByLinkBodySchema, response: done } },
      async (req) => {
        await deps.password.resetWithLink(req.body, hostOf(req));
        return ok(null);
      },
    );

    app.post(
      '/wps/member/password/verification',
      { schema: { tags, body: resetByPhoneBodySchema, response: { 200: envelopeOf(loginValueSchema) } } },
      async (req) => ok(await deps.password.resetWithPhone(req.body, originOf(req, deps.publicUrl))),
    );

    app.get(
      '/wps/agent/affiliate',
      {
        schema: {
          tags: ['agent'],
          querystring: affiliateQuerySchema,
          response: { 200: envelopeOf(affiliateValueSchema) },
        },
      },
      async (req) => {
        const merchant = await deps.system.settingsFor(
          hostOf({ query: { url: req.query.domain }, headers: req.headers }),
        );
        const agent = await repo.findAgentByAffiliateCode(deps.db, merchant.id, req.query.code);
        if (!agent) throw new AppError('INVITATION_CODE_ERROR', 'Invalid invitation code');
        return ok({ valid: true as const, agentAccount: agent.account });
      },
    );
  };
}
