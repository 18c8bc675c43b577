import { envelopeOf } from '@portal/contracts/envelope';
import { helpCenterQuerySchema, helpCenterSchema } from '@portal/contracts/help';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope.ts';
import { hostOf } from '../../plugins/request-origin.ts';
import type { SystemService } from '../system/system.service.ts';
import type { HelpService } from './help.service.ts';

/** `GET /wps/system/helpCenter` (spec 7): public, the merchant of the address asked. */
export function helpRoutes(deps: { help: HelpService; system: Pick<SystemService, 'settingsFor'> }) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/wps/system/helpCenter',
      {
        schema: {
          tags: ['system'],
          querystring: helpCenterQuerySchema,
          response: { 200: envelopeOf(helpCenterSchema) },
        },
      },
      async (req) => {
        const merchant = await deps.system.settingsFor(hostOf(req));
        return ok(await deps.help.centre(merchant.id, req.query.language));
      },
    );
  };
}
