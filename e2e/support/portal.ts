import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const serverEntry = join(repoRoot, 'apps/server/dist/main.js');
const webIndex = join(repoRoot, 'apps/web/dist/index.html');
const opsScript = join(repoRoot, 'scripts/ops.mjs');

export type Portal = {
  baseURL: string;
  port: number;
  dataDir: string;
  /** Run the operator CLI (`node scripts/ops.mjs ...args`) against this portal's data and port. */
  ops: (...args: string[]) => Promise<OpsResult>;
  /** Recent server output, for failure messages. */
  logs: () => string;
  stop: () => Promise<void>;
};

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

/** Start the built portal (`node apps/server/dist/main.js start`) on a free port with a fresh data folder. */
export async function startPortal(): Promise<Portal> {
  for (const [file, hint] of [
    [serverEntry, 'the server'],
    [webIndex, 'the web app'],
  ] as const) {
    if (!existsSync(file)) throw new Error(`${file} is missing: build ${hint} first (npm run build).`);
  }
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    // Loopback only: the tests reach it as 127.0.0.1, which is also the "no country" visitor.
    HOST: '127.0.0.1',
  };
  // Never let a developer's database or cache leak into the browser tests, and do not hand the
  // test runner's NODE_ENV=test / VITEST flags to the server: it should run as `npm start` runs it.
  for (const name of Object.keys(env)) {
    const leaks = [
      'DATABASE_URL',
      'DATABASE_SCHEMA',
      'REDIS_URL',
      'NODE_ENV',
      'WEB_DIST',
      'SETTINGS_CACHE_MS',
    ];
    if (leaks.includes(name) || name.startsWith('VITEST')) {
      delete env[name];
    }
  }

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
  child.stdout?.on('data', remember);
  child.stderr?.on('data', remember);
  const logs = () => output.join('');
  const baseURL = `http://127.0.0.1:${port}`;

  const stop = async () => {
    await killAndWait(child);
    await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
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
        [opsScript, ...args],
        { cwd: repoRoot, env, timeout: 60_000 },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
          resolve({ code, stdout, stderr });
        },
      );
    });

  return { baseURL, port, dataDir, ops, logs, stop };
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
