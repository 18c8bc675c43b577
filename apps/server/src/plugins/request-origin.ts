import type { FastifyRequest } from 'fastify';
import type { RequestOrigin } from '../modules/identity/identity-deps.ts';
import { hostnameOf } from '../modules/system/system.service.ts';

/** The merchant is chosen by the host the page was loaded from: `url` when given, else Host. */
export const hostOf = (req: { query: unknown; headers: { host?: string | undefined } }) => {
  const url = (req.query as { url?: unknown } | undefined)?.url;
  return hostnameOf(typeof url === 'string' ? url : undefined) ?? hostnameOf(req.headers.host);
};

export function originOf(req: FastifyRequest, publicUrl: string | undefined): RequestOrigin {
  return {
    host: hostOf(req),
    ip: req.ip,
    userAgent: req.headers['user-agent'] ?? null,
    origin: publicUrl?.replace(/\/$/, '') ?? `${req.protocol}://${req.host}`,
  };
}
