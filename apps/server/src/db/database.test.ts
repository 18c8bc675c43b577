import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, usingPostgres } from '../test/test-app.ts';
import type { Db } from './schema.ts';

/** The session settings a pool's connections run with, read through a prepared statement. */
async function sessionOf(db: Db) {
  const { rows } = await sql<{ plan_cache_mode: string; schema: string }>`
    select current_setting('plan_cache_mode') as plan_cache_mode, current_schema() as schema
    where ${1}::int = 1`.execute(db);
  return rows[0];
}

describe('the money pool', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.runIf(usingPostgres)(
    'keeps one generic plan a statement in the same schema as the main pool, which keeps its own plans',
    async () => {
      const main = await sessionOf(t.app.database.db);
      const money = await sessionOf(t.app.database.moneyDb);
      expect(money).toEqual({ plan_cache_mode: 'force_generic_plan', schema: main?.schema });
      expect(main?.plan_cache_mode).not.toBe('force_generic_plan');
    },
  );

  it.skipIf(usingPostgres)('is the main database itself on PGlite', () => {
    expect(t.app.database.moneyDb).toBe(t.app.database.db);
  });
});
