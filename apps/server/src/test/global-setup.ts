import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPglite, migrate, openDatabase } from '../db/database.ts';
import { seedDemoMerchant } from '../db/seed/demo-merchant.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
  }
}

/** Runs initdb, the migrations and the seed once; every test file loads a copy of the result. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    project.provide('pgliteDump', '');
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const pglite = createPglite();
  const database = openDatabase({ DATA_DIR: dir, pglite });
  await migrate(database.db);
  await seedDemoMerchant(database.db);
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteDump', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
