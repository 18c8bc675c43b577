import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const serverEntry = join(repoRoot, 'apps/server/dist/main.js');
const webIndex = join(repoRoot, 'apps/web/dist/index.html');

export type Portal = {
  baseURL: string;
  port: number;
  /** Where the in-house game studio listens (games launched from this portal open there). */
  studioPort: number;
  dataDir: string;
  /** Run the operator CLI (`main.js ops ...args`, what `npm run ops` runs) against this portal's data and port. */
  ops: (...args: string[]) => Promise<OpsResult>;
  /** Recent server output, for failure messages. */
  logs: () => string;
  /**
   * Stops the server (SIGTERM, then SIGKILL after 10 s) and removes its data folder unless told
   * to keep it; a folder passed as `options.dataDir` is kept unless told otherwise.
   */
  stop: (keepData?: boolean) => Promise<void>;
  /** Kills the server at once with SIGKILL, as a crash would, and waits for it to be gone. */
  kill: () => Promise<void>;
};

/** Settings of the developer's shell that must not reach the portal under test. */
const inheritedButIgnored = [
  'DATABASE_URL',
  'DATABASE_SCHEMA',
  'REDIS_URL',
  'NODE_ENV',
  'WEB_DIST',
  'SETTINGS_CACHE_MS',
];

export type OpsResult = { code: number; stdout: string; stderr: string };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A free port other than `taken`: the portal starts the in-house game studio on a port of its own
 * (STUDIO_PORT, else PORT + 1, which another test's portal may hold).
 */
export async function freePortOtherThan(taken: number): Promise<number> {
  for (;;) {
    const port = await freePort();
    if (port !== taken) return port;
  }
}

export type PortalOptions = {
  /** A folder a previous portal migrated and seeded, copied as this portal's data; else a fresh one. */
  dataTemplate?: string;
  /** Run on this very folder (e.g. again after a crash) instead of a new one; it is kept on stop. */
  dataDir?: string;
  /** The port to listen on (e.g. one a service was already told about); else a free one. */
  port?: number;
  /** Extra settings (PUBLIC_URL, SMTP_URL, GOOGLE_*, ...), applied over everything else. */
  env?: Record<string, string>;
};

/** The address of a test portal on `port`. */
export const portalURL = (port: number) => `http://127.0.0.1:${port}`;

/**
 * Start the built portal (`node apps/server/dist/main.js start`) with its own data folder, on
 * `options.port` or a free port, with `options.env` added to its settings.
 */
export async function startPortal(options: PortalOptions = {}): Promise<Portal> {
  for (const [file, hint] of [
    [serverEntry, 'the server'],
    [process.env.E2E_WEB_DIST ? join(process.env.E2E_WEB_DIST, 'index.html') : webIndex, 'the web app'],
  ] as const) {
    if (!existsSync(file)) throw new Error(`${file} is missing: build ${hint} first (npm run build).`);
  }
  const port = options.port ?? (await freePort());
  const studioPort = options.env?.STUDIO_PORT
    ? Number(options.env.STUDIO_PORT)
    : await freePortOtherThan(port);
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'portal-e2e-')));
  if (options.dataTemplate && !options.dataDir) await cp(options.dataTemplate, dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    STUDIO_PORT: String(studioPort),
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    // Loopback only: the tests reach it as 127.0.0.1, which is also the "no country" visitor.
    HOST: '127.0.0.1',
  };
  // Never let a developer's database or cache leak into the browser tests, and do not hand the
  // test runner's NODE_ENV=test / VITEST flags to the server: it should run as `npm start` runs it.
  for (const name of Object.keys(env)) {
    if (inheritedButIgnored.includes(name) || name.startsWith('VITEST')) delete env[name];
  }

  // For iterating on the tests while the web app is being rebuilt: serve a snapshot of its dist.
  if (process.env.E2E_WEB_DIST) env.WEB_DIST = process.env.E2E_WEB_DIST;
  Object.assign(env, options.env);

  const output: string[] = [];
  const remember = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.splice(0, output.length - 200);
  };
  const child = spawn(process.execPath, [serverEntry, 'start'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Should the test worker go away without running afterAll, do not leave a server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  child.stdout?.on('data', remember);
  child.stderr?.on('data', remember);
  const logs = () => output.join('');
  const baseURL = portalURL(port);

  const stop = async (keepData = options.dataDir !== undefined) => {
    await killAndWait(child);
    if (!keepData) await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
  };
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await exited;
  };

  try {
    await waitForReady(`${baseURL}/readyz`, child, 120_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${logs()}`);
  }

  const ops = (...args: string[]) =>
    new Promise<OpsResult>((resolve) => {
      execFile(
        process.execPath,
        // The built CLI itself: `npm run ops` would first rebuild a stale server mid-run.
        [serverEntry, 'ops', ...args],
        { cwd: repoRoot, env, timeout: 60_000 },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
          resolve({ code, stdout, stderr });
        },
      );
    });

  return { baseURL, port, studioPort, dataDir, ops, logs, stop, kill };
}

async function waitForReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The portal exited (${child.exitCode ?? child.signalCode}) before ${url} answered 200.`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The portal did not answer 200 on ${url} within ${timeoutMs / 1000} s (last: ${last}).`);
}

async function killAndWait(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Start a portal on a fresh folder once, stop it cleanly and keep the migrated, seeded folder. */
export async function preparePortalData(): Promise<string> {
  const portal = await startPortal();
  await portal.stop(true);
  return portal.dataDir;
}
