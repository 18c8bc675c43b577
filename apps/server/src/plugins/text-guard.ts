import { AppError } from '@portal/contracts/errors';
import type { FastifyInstance } from 'fastify';

/** Nesting deeper than this is not walked (bodies are limited in size, not in depth). */
const MAX_DEPTH = 32;

/** Arrays, JSON objects and the prototype-less objects query parsers make; not buffers or streams. */
const isPlain = (value: object) =>
  Array.isArray(value) || !('constructor' in value) || value.constructor === Object;

/** Whether a string, or any key or string inside plain objects and arrays, holds a NUL. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || !isPlain(value)) return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || holdsNul(item, depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL text cannot hold the NUL character: a query, path or JSON string carrying one
 * would fail deep in a statement as a 500. No field of the portal has a use for it, so every
 * request holding one is refused up front with a clear error, before any route runs.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (req, _reply, done) => {
    if (holdsNul(req.query) || holdsNul(req.params) || holdsNul(req.body)) {
      done(new AppError('VALIDATION_FAILED', 'Text may not contain the NUL character (\\u0000)'));
      return;
    }
    done();
  });
}
