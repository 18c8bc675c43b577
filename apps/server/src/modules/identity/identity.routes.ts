import { envelopeOf } from '@portal/contracts/envelope';
import { AppError } from '@portal/contracts/errors';
import {
  captchaValueSchema,
  freePlayBodySchema,
  loginBodySchema,
  loginCodeBodySchema,
  loginValueSchema,
  publicKeyValueSchema,
  smsNoLoginBodySchema,
  smsOutboxValueSchema,
  smsRegisterBodySchema,
  smsSentValueSchema,
  twoFactorBodySchema,
  twoFactorSendBodySchema,
} from '@portal/contracts/identity';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, type RequireMember } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { originOf } from '../../plugins/request-origin.ts';
import type { CaptchaService } from './captcha.service.ts';
import type { IdentityDeps } from './identity-deps.ts';
import type { LoginService } from './login.service.ts';
import type { PasswordService } from './password.service.ts';
import type { RegistrationService } from './registration.service.ts';
import type { FieldCipher } from './rsa-keys.ts';
import type { SessionService } from './session.service.ts';
import type { OutboxEntry } from './sms-sender.ts';

export type SessionRouteDeps = {
  login: LoginService;
  registration: RegistrationService;
  password: PasswordService;
  captcha: CaptchaService;
  cipher: FieldCipher;
  sessions: SessionService;
  limiter: IdentityDeps['limiter'];
  requireMember: RequireMember;
  publicUrl: string | undefined;
  /** Present only when the development outbox is on. */
  outbox: OutboxEntry[] | null;
};

/** Session, captcha and SMS-code endpoints (spec 7 "Session and account"). */
export function sessionRoutes(deps: SessionRouteDeps) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['session'];
    const loginReply = { 200: envelopeOf(loginValueSchema) };
    const smsReply = { 200: envelopeOf(smsSentValueSchema) };

    app.get(
      '/wps/session/publicKey',
      { schema: { tags, response: { 200: envelopeOf(publicKeyValueSchema) } } },
      async () => ok(deps.cipher.publicKey),
    );

    app.get(
      '/wps/captcha',
      { schema: { tags, response: { 200: envelopeOf(captchaValueSchema) } } },
      async (req) => {
        await deps.limiter.consume(`captcha:ip:${req.ip}`, { max: 60, windowMs: 60_000 });
        return ok(await deps.captcha.create());
      },
    );

    app.post(
      '/wps/session/login',
      { schema: { tags, body: loginBodySchema, response: loginReply } },
      async (req) => ok(await deps.login.loginWithPassword(req.body, originOf(req, deps.publicUrl))),
    );

    app.post(
      '/wps/session/login-code',
      { schema: { tags, body: loginCodeBodySchema, response: loginReply } },
      async (req) => ok(await deps.login.loginWithCode(req.body, originOf(req, deps.publicUrl))),
    );

    app.post(
      '/wps/session/login/freeplay',
      { schema: { tags, body: freePlayBodySchema, response: loginReply } },
      async (req) => ok(await deps.login.loginFreePlay(originOf(req, deps.publicUrl))),
    );

    app.post(
      '/wps/session/login/two-factor/send',
      { schema: { tags, body: twoFactorSendBodySchema, response: smsReply } },
      async (req) =>
        ok(
          await deps.login.sendTwoFactorCode(
            req.body.challengeId,
            req.body.method,
            originOf(req, deps.publicUrl),
          ),
        ),
    );

    app.post(
      '/wps/session/login/two-factor',
      { schema: { tags, body: twoFactorBodySchema, response: loginReply } },
      async (req) => ok(await deps.login.verifyTwoFactor(req.body, originOf(req, deps.publicUrl))),
    );

    app.delete(
      '/wps/session/logout',
      { schema: { tags, response: { 200: envelopeOf(z.null()) } }, preHandler: deps.requireMember() },
      async (req) => {
        await deps.sessions.revoke(actorOf(req).tokenHash);
        return ok(null);
      },
    );

    app.post(
      '/wps/verification/sms/noLogin',
      { schema: { tags, body: smsNoLoginBodySchema, response: smsReply } },
      async (req) => {
        const origin = originOf(req, deps.publicUrl);
        const { purpose, ...phone } = req.body;
        return ok(
          await (purpose === 'reset'
            ? deps.password.sendResetSms(phone, origin)
            : deps.login.sendLoginCode(phone, origin)),
        );
      },
    );

    app.post(
      '/wps/verification/sms/forgot',
      { schema: { tags, body: smsNoLoginBodySchema.omit({ purpose: true }), response: smsReply } },
      async (req) => ok(await deps.password.sendResetSms(req.body, originOf(req, deps.publicUrl))),
    );

    app.post(
      '/wps/verification/sms/register',
      { schema: { tags, body: smsRegisterBodySchema, response: smsReply } },
      async (req) =>
        ok(await deps.registration.sendRegistrationCode(req.body, originOf(req, deps.publicUrl))),
    );

    const outbox = deps.outbox;
    if (outbox) {
      app.get(
        '/wps/dev/sms-outbox',
        {
          schema: {
            tags: ['development'],
            querystring: z.object({ to: z.string().max(32).optional() }).strict(),
            response: { 200: envelopeOf(smsOutboxValueSchema) },
          },
        },
        async (req) =>
          ok({
            list: outbox
              .filter((m) => !req.query.to || m.to === req.query.to)
              .slice(-50)
              .reverse(),
          }),
      );
      // Lets browser tests answer the captcha a person would read from the image.
      app.get(
        '/wps/dev/captcha/:captchaId',
        {
          schema: {
            tags: ['development'],
            params: z.object({ captchaId: z.string().max(64) }),
            response: { 200: envelopeOf(z.object({ answer: z.string() })) },
          },
        },
        async (req) => {
          const answer = await deps.captcha.peek(req.params.captchaId);
          if (!answer) throw new AppError('NOT_FOUND', 'No such captcha');
          return ok({ answer });
        },
      );
    }
  };
}
