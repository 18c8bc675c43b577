import type { FastifyInstance } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import { useTestApp } from './test-app.ts';

/** Long enough for members to stay logged in through a file's clock jumps (days, weeks). */
const SESSION_IDLE_MINUTES = 60 * 24 * 90;

/**
 * One test app for a file of money tests, on `clock`, with a DATA_DIR of its own: started before
 * the file's tests; after them the ledger audit must pass, then the app closes and the directory
 * goes. `app` and `dataDir` are read once the file's tests run.
 */
export function useAuditedApp(
  name: string,
  clock: Clock,
): { readonly app: FastifyInstance; readonly dataDir: string } {
  return useTestApp({ dataDir: name, config: { SESSION_IDLE_MINUTES }, options: { clock }, audit: true });
}
