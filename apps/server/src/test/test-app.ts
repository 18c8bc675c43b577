import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { createPglite } from '../db/database.ts';

export const usingPostgres = process.env.TEST_DB === 'postgres';

/** The advisory lock (key spells 'SCHEMAS') taken while a file builds its schema or drops one. */
const SCHEMA_LOCK = 0x534348454d4153n;

/**
 * Runs `work` while holding the lock every test file takes to build or drop its PostgreSQL
 * schema. Files run side by side, one per core; a schema dropped while another file's migrator
 * lists the database's tables (Kysely's introspection reads every schema) failed that file with
 * "schema … does not exist".
 */
async function underSchemaLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK.toString()]);
    return await work();
  } finally {
    await client.end();
  }
}

/** A fresh database for one test file: a PGlite copy of the migrated dump, or a new PostgreSQL schema. */
async function freshDatabase(): Promise<{
  config: Partial<Config>;
  pglite?: PGlite;
  /** Runs the app's build (which migrates the schema) as this database needs. */
  build: <T>(work: () => Promise<T>) => Promise<T>;
  drop: () => Promise<void>;
}> {
  if (usingPostgres) {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const schema = `t_${randomBytes(6).toString('hex')}`;
    return {
      config: { DATABASE_URL: url, DATABASE_SCHEMA: schema },
      build: (work) => underSchemaLock(url, work),
      drop: () =>
        underSchemaLock(url, async () => {
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          await client.query(`drop schema if exists ${schema} cascade`);
          await client.end();
        }),
    };
  }
  const dump = readFileSync(inject('pgliteDump'));
  const pglite = createPglite({ loadDataDir: new Blob([dump]) });
  return { config: {}, pglite, build: (work) => work(), drop: async () => {} };
}

export type TestApp = { app: FastifyInstance; close: () => Promise<void> };

export async function createTestApp(
  overrides: Partial<Config> = {},
  options: AppOptions = {},
): Promise<TestApp> {
  const database = await freshDatabase();
  const config = {
    ...loadConfig({
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      NODE_ENV: 'test',
      SETTINGS_CACHE_MS: '0',
      WEB_DIST: '/nonexistent',
    }),
    ...database.config,
    ...overrides,
  };
  const app = await database.build(() =>
    buildApp(config, { ...options, ...(database.pglite ? { pglite: database.pglite } : {}) }),
  );
  return {
    app,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/** Counts rows of a table, to prove a refused request changed nothing. */
export async function countRows(app: FastifyInstance, table: string): Promise<number> {
  const result = await sql<{ n: string }>`select count(*)::text as n from ${sql.table(table)}`.execute(
    app.database.db,
  );
  return Number(result.rows[0]?.n ?? 0);
}
