import type { FastifyInstance } from 'fastify';
import { holdsNul, nulRefused } from '../lib/nul-text.ts';

/**
 * PostgreSQL text cannot hold the NUL character: a query, path or JSON string carrying one
 * would fail deep in a statement as a 500. No field of the portal has a use for it, so every
 * request holding one is refused up front with a clear error, before any route runs.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (req, _reply, done) => {
    if (holdsNul(req.query) || holdsNul(req.params) || holdsNul(req.body)) {
      done(nulRefused());
      return;
    }
    done();
  });
}
