import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
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

/**
 * Puts what set-up wrote on disk (`CHECKPOINT`: PostgreSQL writes its dirty buffers and has the
 * kernel flush the files), so that loading tables before a measurement is not written back by
 * the kernel 30 seconds later, in the middle of it. Needs superuser or pg_checkpoint; without
 * it the run goes on, and says so.
 */
export async function settleWrites(url: string): Promise<void> {
  try {
    await admin(url, (c) => c.query('CHECKPOINT'));
  } catch (err) {
    log(`CHECKPOINT refused (${(err as Error).message}): setup writes may land during measurement`);
  }
}

/**
 * CPU seconds (user + system) used by PostgreSQL on this machine, from /proc (Linux; null
 * elsewhere): every `postgres` process's own time plus that of its exited children (a backend's
 * time moves to the postmaster when its connection ends). Other work on the same server
 * counts too. Null when no PostgreSQL runs here (a remote server).
 */
export function postgresCpuSeconds(): number | null {
  try {
    let total = 0;
    let found = false;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue; // gone meanwhile
      }
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (name !== 'postgres') continue;
      found = true;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime, stime, cutime, cstime; USER_HZ is 100 on Linux.
      total += (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100;
    }
    return found ? total : null;
  } catch {
    return null;
  }
}
