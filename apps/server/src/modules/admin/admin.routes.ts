import { timingSafeEqual } from 'node:crypto';
import { AppError } from '@portal/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../plugins/envelope.ts';
import { parseClientIp } from '../system/ip-rules.ts';
import { applyOpsCommand, type OpsDeps, opsCommandSchema } from './ops-command.ts';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The local admin endpoint used by `npm run ops` while the server holds the database.
 * Loopback only (the socket address, never a forwarded one) and a secret from the data folder.
 */
export function adminRoutes(deps: OpsDeps & { secret: string }) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', async (req) => {
      const remote = parseClientIp(req.socket.remoteAddress ?? '');
      const header = req.headers['x-admin-secret'];
      if (remote?.range() !== 'loopback' || typeof header !== 'string' || !sameSecret(header, deps.secret)) {
        throw new AppError('FORBIDDEN', 'The admin endpoint is only for the local operator');
      }
    });
    app.post(
      '/admin/ops',
      {
        schema: {
          hide: true,
          body: opsCommandSchema,
          response: {
            200: z.object({
              success: z.literal(true),
              value: z.object({ ok: z.boolean(), message: z.string() }),
            }),
          },
        },
      },
      async (req) => ok(await applyOpsCommand(deps, req.body)),
    );
  };
}
