import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Browser tests: Vitest runs the files, playwright-core drives a system Chromium against the
 * built portal (apps/server/dist + apps/web/dist). Run with
 * `npx vitest run --config e2e/vitest.config.ts` after `npm run build`.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    // One portal and one browser per file; the machine has two cores, so files run one at a time.
    fileParallelism: false,
    maxWorkers: 1,
    minWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    reporters: ['default'],
  },
});
