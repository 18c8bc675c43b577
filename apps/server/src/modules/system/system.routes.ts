import { bannerListValueSchema, bannerQuerySchema } from '@portal/contracts/content';
import { envelopeOf } from '@portal/contracts/envelope';
import {
  domainRouteValueSchema,
  languagesSchema,
  pingQuerySchema,
  pingValueSchema,
  registerSettingsSchema,
  statusQuerySchema,
  systemStatusValueSchema,
  whitelabelTreeSchema,
} from '@portal/contracts/system';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../plugins/envelope.ts';
import { hostOf } from '../../plugins/request-origin.ts';
import type { SystemService } from './system.service.ts';

const hostQuerySchema = z.object({ url: z.string().max(2048).optional() }).strict();

export function systemRoutes(service: SystemService) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['system'];

    app.get(
      '/wps/system/status',
      {
        schema: {
          tags,
          querystring: statusQuerySchema,
          response: { 200: envelopeOf(systemStatusValueSchema) },
        },
      },
      async (req, reply) =>
        // Already encoded JSON: Fastify sends a Buffer as it is, skipping the serializer.
        reply
          .type('application/json; charset=utf-8')
          .send((await service.statusEnvelope(hostOf(req), req.ip)) as never),
    );

    app.get(
      '/wps/system/whitelabel',
      { schema: { tags, querystring: hostQuerySchema, response: { 200: envelopeOf(whitelabelTreeSchema) } } },
      async (req) => ok((await service.settingsFor(hostOf(req))).info.whitelabel),
    );

    app.get(
      '/wps/system/setting/register',
      {
        schema: { tags, querystring: hostQuerySchema, response: { 200: envelopeOf(registerSettingsSchema) } },
      },
      async (req) => ok((await service.settingsFor(hostOf(req))).info.register),
    );

    // Timed from the page on every route line, so any origin may read it; it says nothing private.
    app.get(
      '/wps/system/ping',
      { schema: { tags, querystring: pingQuerySchema, response: { 200: envelopeOf(pingValueSchema) } } },
      async (_req, reply) => {
        reply.header('access-control-allow-origin', '*');
        reply.header('cross-origin-resource-policy', 'cross-origin');
        return ok({ at: new Date().toISOString() });
      },
    );

    app.get(
      '/wps/system/domainRoute',
      {
        schema: { tags, querystring: hostQuerySchema, response: { 200: envelopeOf(domainRouteValueSchema) } },
      },
      async (req) => ok(await service.domainRoutes(hostOf(req))),
    );

    app.get(
      '/wps/system/languages',
      { schema: { tags, querystring: hostQuerySchema, response: { 200: envelopeOf(languagesSchema) } } },
      async (req) => ok((await service.settingsFor(hostOf(req))).info.languages),
    );

    app.get(
      '/wps/system/banners',
      {
        schema: {
          tags,
          querystring: bannerQuerySchema,
          response: { 200: envelopeOf(bannerListValueSchema) },
        },
      },
      async (req) => ok(await service.banners(hostOf(req), req.query.groupName, req.query.language)),
    );
  };
}
