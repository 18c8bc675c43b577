import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { migrationProvider } from './migrations/index.ts';
import { PgliteWireDialect } from './pglite-dialect.ts';
import type { Database, Db } from './schema.ts';

export type DatabaseKind = 'pglite' | 'postgres';
export type DatabaseHandle = {
  db: Db;
  /**
   * The money path's statements (the vendor protocol, wallet transfers): on PostgreSQL a pool
   * of its own whose prepared statements keep one generic plan (`moneyPoolSettings`); on PGlite
   * the same database as `db`.
   */
  moneyDb: Db;
  kind: DatabaseKind;
  close: () => Promise<void>;
};

type DatabaseOptions = Pick<Config, 'DATA_DIR' | 'DATABASE_URL' | 'DATABASE_SCHEMA'> &
  Partial<Pick<Config, 'DATABASE_POOL_SIZE'>> & {
    /** A PGlite instance made by the caller (tests load a pre-migrated dump). */
    pglite?: PGlite;
  };

/**
 * PGlite with the same type parsing as node-postgres: int8 (20) and numeric (1700) stay
 * strings, so ids and money look the same whichever database is underneath.
 */
export function createPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): PGlite {
  const parsers = { 20: (v: string) => v, 1700: (v: string) => v };
  return new PGlite({ ...options, parsers });
}

const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 2_000;

/**
 * Names every parameterised statement after its text, so PostgreSQL parses and plans each one
 * once per connection instead of on every call (node-postgres prepares named statements).
 */
class PreparingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: node-postgres' overloads
  override query(...args: any[]): any {
    const [text, values] = args;
    if (args.length === 2 && typeof text === 'string' && Array.isArray(values) && values.length > 0) {
      let name = statementNames.get(text);
      if (!name) {
        // Statements whose text varies (IN lists of any length) must not grow the map for ever.
        // biome-ignore lint/suspicious/noExplicitAny: node-postgres' overloads
        if (statementNames.size >= MAX_NAMED_STATEMENTS) return (super.query as any)(...args);
        name = `k${statementNames.size}`;
        statementNames.set(text, name);
      }
      // biome-ignore lint/suspicious/noExplicitAny: node-postgres' overloads
      return (super.query as any)({ name, text, values });
    }
    // biome-ignore lint/suspicious/noExplicitAny: node-postgres' overloads
    return (super.query as any)(...args);
  }
}

/**
 * The money pool's sessions plan each prepared statement once, not on every call. PostgreSQL
 * otherwise keeps making custom plans for a statement whose custom plans look cheaper than
 * the generic one, as the batch statements' do (a custom plan knows how few rows an `unnest`
 * of the batch's arrays gives): planning those multi-CTE statements was about a fifth of
 * PostgreSQL's work a vendor call. Every statement on this path finds its rows by key (a
 * `lateral` look-up each), so one plan suits any batch and any table size. Reports and
 * searches stay on the main pool, whose plans may depend on the values (docs/decisions.md).
 */
const moneyPoolSettings = ['plan_cache_mode=force_generic_plan'];

// int8 and numeric arrive as strings; ids stay strings and money is turned into bigint by the
// repos, so nothing ever passes through a float.
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.DATABASE_URL) {
    const { DATABASE_URL, DATABASE_SCHEMA: schema } = options;
    const open = (settings: string[]) => {
      const startup = [...(schema ? [`search_path=${schema}`] : []), ...settings].map((s) => `-c ${s}`);
      const pool = new pg.Pool({
        connectionString: DATABASE_URL,
        max: options.DATABASE_POOL_SIZE ?? 10,
        Client: PreparingClient,
        ...(startup.length > 0 ? { options: startup.join(' ') } : {}),
      });
      return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    };
    const db = open([]);
    const moneyDb = open(moneyPoolSettings);
    return {
      db,
      moneyDb,
      kind: 'postgres',
      close: async () => {
        await Promise.all([db.destroy(), moneyDb.destroy()]);
      },
    };
  }
  let client = options.pglite;
  if (!client) {
    const dir = path.resolve(options.DATA_DIR, 'pgdata');
    mkdirSync(dir, { recursive: true });
    client = createPglite({ dataDir: dir });
  }
  const db = new Kysely<Database>({ dialect: new PgliteWireDialect(client) });
  return { db, moneyDb: db, kind: 'pglite', close: () => db.destroy() };
}

/** Brings the schema up to date; safe to run on every start and from several nodes. */
export async function migrate(db: Db, schema?: string): Promise<string[]> {
  if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  // One migrator at a time across nodes: Kysely takes its own lock table, this keeps PGlite and
  // PostgreSQL on the same path.
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
