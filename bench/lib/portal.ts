import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { log } from './env.ts';
import { exec, freePort, onCleanup, stopChild, waitReady } from './proc.ts';

export const root = fileURLToPath(new URL('../../', import.meta.url));
const mainJs = join(root, 'apps/server/dist/main.js');
const sources = ['apps/server/src', 'packages/contracts/src', 'apps/server/build.mjs'].map((p) =>
  join(root, p),
);

async function newestMtime(path: string): Promise<number> {
  if (!existsSync(path)) return 0;
  const info = await stat(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(path, { recursive: true })) {
    newest = Math.max(newest, (await stat(join(path, entry))).mtimeMs);
  }
  return newest;
}

/** Builds the server when dist/main.js is missing or older than its sources. */
export async function ensureServerBuilt(): Promise<void> {
  const built = existsSync(mainJs) ? (await stat(mainJs)).mtimeMs : 0;
  const source = Math.max(...(await Promise.all(sources.map(newestMtime))));
  if (built && built >= source) return;
  log(built ? 'server sources changed: rebuilding' : 'server not built: building');
  const res = await exec('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root });
  if (res.code !== 0) throw new Error(`server build failed:\n${res.stdout}${res.stderr}`);
}

export interface PortalOptions {
  databaseUrl?: string;
  /** Extra Node flags for the server process, e.g. --cpu-prof. */
  nodeArgs?: string[];
  /** Extra environment for the server, e.g. TRUST_PROXY. */
  env?: Record<string, string>;
}

/**
 * Starts `node apps/server/dist/main.js start` on a free port with a fresh DATA_DIR,
 * LOG_LEVEL=warn and NODE_ENV=production (unless set), waits for GET /readyz to answer 200
 * (up to 120 s), and returns its base URL.
 * The process is stopped and the data folder removed by `stop` or at clean-up.
 */
export async function startPortal(
  opts: PortalOptions = {},
): Promise<{ url: string; pid?: number; stop: () => Promise<void> }> {
  await ensureServerBuilt();
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-portal-'));
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: inherited.NODE_ENV || 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  Object.assign(env, opts.env);
  // BENCH_PORTAL_NODE_ARGS: flags to try on the portal (a V8 option, --perf-basic-prof) without editing a benchmark.
  const extraArgs = process.env.BENCH_PORTAL_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...extraArgs, ...(opts.nodeArgs ?? []), mainJs, 'start'], {
    cwd: root,
    env,
    stdio: ['ignore', 2, 2],
  });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await stopChild(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  onCleanup(stop);
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  await waitReady(`${url}/readyz`, child, 120_000);
  log(`portal ready on ${url} after ${((Date.now() - started) / 1000).toFixed(1)}s`);
  return { url, pid: child.pid, stop };
}
