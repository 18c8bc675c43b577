import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFoundEnvelope } from './envelope.ts';

/** Paths that belong to the API; a miss there is an envelope 404, never the web app. */
const apiPrefixes = ['/wps/', '/lgw/', '/lotto/', '/vendor/', '/admin/', '/docs/', '/ws'];
/** A missing asset must 404, so a stale chunk fails loudly instead of loading HTML as script. */
const assetExtension = /\.(?:js|mjs|css|map|png|jpe?g|gif|svg|webp|ico|woff2?|ttf|json|txt|wasm)$/i;

export const isApiPath = (url: string) =>
  apiPrefixes.some((p) => url.startsWith(p) || url === p.slice(0, -1));

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated,
 * and any other non-API GET answered with index.html (history-mode routing). A browser that
 * accepts brotli or gzip gets the copy the build compressed, if there is one.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz copies of its text files (vite-plugins/precompress.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isApiPath(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendNotFoundEnvelope(reply, pathname);
    }
    if (assetExtension.test(pathname)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built. Run `npm start`, which builds it.');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
