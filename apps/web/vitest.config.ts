import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
    restoreMocks: true,
    // One test file per core: Vitest's default leaves a core to its main process, which is idle
    // while files run (on two cores that meant one file at a time; see docs/decisions.md).
    maxWorkers: availableParallelism(),
    minWorkers: availableParallelism(),
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
