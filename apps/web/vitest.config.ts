import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    // Each file in a fresh VM context inside a reused process rather than in a new process: no
    // process start and no jsdom load per file (203 to 88 s here; docs/decisions.md "Test suite
    // time"). Unlike worker threads, a process can still change its time zone for a test.
    pool: 'vmForks',
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
    restoreMocks: true,
    setupFiles: ['src/test/vm-globals.ts'],
    // One test file per core: Vitest's default leaves a core to its main process, which is idle
    // while files run (on two cores that meant one file at a time; see docs/decisions.md).
    maxWorkers: availableParallelism(),
    minWorkers: availableParallelism(),
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
