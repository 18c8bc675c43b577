import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { log } from './env.ts';
import { onCleanup } from './proc.ts';

/** Returns null when PostgreSQL at `url` answers, else the reason it does not. */
export async function unreachableReason(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (err) {
    return `PostgreSQL unreachable at ${redact(url)}: ${(err as Error).message}`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates a fresh database `bench_<random>` next to the one `baseUrl` names, runs `fn` with its
 * URL, and drops it afterwards (also when `fn` throws or the run is interrupted).
 */
export async function withTempDatabase<T>(baseUrl: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  await admin(baseUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  log(`created database ${name}`);
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await admin(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    log(`dropped database ${name}`);
  };
  onCleanup(drop);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await drop();
  }
}
