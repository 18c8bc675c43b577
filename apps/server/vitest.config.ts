import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Integration tests run on PGlite (a migrated dump loaded per file) and, with
// TEST_DB=postgres, on the PostgreSQL of TEST_DATABASE_URL (one schema per file).
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Files share a worker's loaded modules instead of loading the app again for each file: each
    // file still builds its own app on its own database, and no server test mocks a module or
    // changes the process (docs/decisions.md "Test suite time"). PGlite 272 to 178 s here.
    isolate: false,
    // One test file per core: Vitest's default leaves a core to its main process, which is idle
    // while files run (on two cores that meant one file at a time; see docs/decisions.md).
    maxWorkers: availableParallelism(),
    minWorkers: availableParallelism(),
  },
});
