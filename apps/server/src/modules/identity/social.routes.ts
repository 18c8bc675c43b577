import { envelopeOf } from '@portal/contracts/envelope';
import { loginValueSchema } from '@portal/contracts/identity';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../plugins/envelope.ts';
import { originOf } from '../../plugins/request-origin.ts';
import { type SocialSignIn, socialProviders } from './social-sign-in.ts';

/** Social sign-in endpoints (Google, Facebook) by OpenID Connect with PKCE. */
export function socialRoutes(deps: { social: SocialSignIn; publicUrl: string | undefined }) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['session'];
    const providerParams = z.object({ provider: z.enum(socialProviders) });

    app.get(
      '/wps/session/social/providers',
      {
        schema: {
          tags,
          response: {
            200: envelopeOf(
              z.object({ list: z.array(z.object({ provider: z.enum(socialProviders), name: z.string() })) }),
            ),
          },
        },
      },
      async () => ok({ list: deps.social.list() }),
    );

    app.get(
      '/wps/session/social/:provider/start',
      {
        schema: {
          tags,
          params: providerParams,
          querystring: z.object({ returnTo: z.string().max(512).optional() }).strict(),
        },
      },
      async (req, reply) =>
        reply.redirect(
          await deps.social.start(req.params.provider, req.query.returnTo, originOf(req, deps.publicUrl)),
        ),
    );

    app.get(
      '/wps/session/social/:provider/callback',
      { schema: { tags, params: providerParams, querystring: z.record(z.string(), z.string().max(4096)) } },
      async (req, reply) => {
        const current = new URL(req.url, 'http://callback.invalid');
        return reply.redirect(
          await deps.social.callback(req.params.provider, current, originOf(req, deps.publicUrl)),
        );
      },
    );

    app.post(
      '/wps/session/social/exchange',
      {
        schema: {
          tags,
          body: z.object({ code: z.string().min(16).max(128) }).strict(),
          response: { 200: envelopeOf(loginValueSchema) },
        },
      },
      async (req) => ok(await deps.social.exchange(req.body.code, originOf(req, deps.publicUrl))),
    );
  };
}
