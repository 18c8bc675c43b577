import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Clock } from '../lib/clock.ts';
import { auditLedger } from '../modules/ledger/ledger.service.ts';
import { createTestApp, type TestApp } from './test-app.ts';

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
  let started: TestApp | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), `${name}-test-`));
    started = await createTestApp({ DATA_DIR: dataDir, SESSION_IDLE_MINUTES }, { clock });
  });
  afterAll(async () => {
    if (started) {
      expect((await auditLedger(started.app.database.db)).ok).toBe(true);
      await started.close();
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The test app starts before the tests of its file');
    return value;
  };
  return {
    get app() {
      return ready(started).app;
    },
    get dataDir() {
      return ready(dataDir);
    },
  };
}
