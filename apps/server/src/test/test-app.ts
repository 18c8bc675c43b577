import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { type AppOptions, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { createPglite } from '../db/database.ts';
import { auditLedger } from '../modules/ledger/ledger.service.ts';

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

/** What `useTestApp` builds: `createTestApp`'s arguments, and what it does around them. */
export type TestAppSetup = {
  config?: Partial<Config>;
  options?: AppOptions;
  /** Gives the app a DATA_DIR of its own (a temporary directory named after this), removed afterwards. */
  dataDir?: string;
  /** After the file's tests the ledger audit must pass (every money test ends with it). */
  audit?: boolean;
};

/**
 * One test app for a file: built before the file's tests, closed after them (after the ledger
 * audit, when asked). `app` and `dataDir` are read once the file's tests run, so test kits can be
 * made with `() => t.app` at the top of the file.
 */
export function useTestApp(setup: TestAppSetup = {}): {
  readonly app: FastifyInstance;
  readonly dataDir: string;
} {
  let started: TestApp | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    if (setup.dataDir) dataDir = mkdtempSync(path.join(os.tmpdir(), `${setup.dataDir}-test-`));
    started = await createTestApp(
      { ...setup.config, ...(dataDir ? { DATA_DIR: dataDir } : {}) },
      setup.options,
    );
  });
  afterAll(async () => {
    if (started) {
      if (setup.audit) expect((await auditLedger(started.app.database.db)).ok).toBe(true);
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

/** Counts rows of a table, to prove a refused request changed nothing. */
export async function countRows(app: FastifyInstance, table: string): Promise<number> {
  const result = await sql<{ n: string }>`select count(*)::text as n from ${sql.table(table)}`.execute(
    app.database.db,
  );
  return Number(result.rows[0]?.n ?? 0);
}
