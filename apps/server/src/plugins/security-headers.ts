import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Runs helmet once at start-up and records the headers it sets. Calling helmet on every
 * request re-parses the whole policy each time (about 40 µs a request, measured by the
 * status benchmark); the headers never change, so they are computed once.
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * The document policy; `frameSources` adds where launched games may be framed from,
 * `connectSources` where the page may call besides itself (the merchants' route lines, which the
 * network speed test times).
 */
export const contentSecurityPolicy = (
  frameSources: readonly string[] = [],
  connectSources: readonly string[] = [],
): HelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:', ...connectSources],
      frameSrc: ["'self'", 'https:', ...frameSources],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'self'"],
      // Served over plain HTTP in development; TLS is the proxy's job.
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

/**
 * Headers that matter for JSON: a browser never renders it, so the document policies (CSP,
 * frame and opener rules) would only add a kilobyte to every API answer.
 */
const apiHeaders = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

/** Security headers and the request id on every response, with a synchronous hook. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  isApiPath: (url: string) => boolean,
  sources: { frame?: readonly string[]; connect?: readonly string[] } = {},
): void {
  const documentHeaders = computeSecurityHeaders(contentSecurityPolicy(sources.frame, sources.connect));
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(isApiPath(req.url) ? apiHeaders : documentHeaders);
    reply.header('x-request-id', req.id);
    done();
  });
}

/**
 * CSP sources for route domains (any port, the page's scheme or its secure form); a name that is
 * not a plain host is left out rather than let it write into the policy.
 */
export const routeConnectSources = (domains: readonly string[]): string[] =>
  [...new Set(domains.map((d) => d.toLowerCase()))]
    .filter((d) => /^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$/.test(d))
    .map((d) => `${d}:*`);
