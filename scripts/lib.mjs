// Shared helpers of the root scripts: install when needed, rebuild what is stale.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

export function mustRun(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

/** Newest modification time of a file or of any file below a folder. */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(path.join(target, entry)));
  }
  return latest;
}

const isStale = (output, inputs) => {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  return inputs.some((input) => newest(path.join(root, input)) > built);
};

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  if (
    !existsSync(marker) ||
    statSync(path.join(root, 'package-lock.json')).mtimeMs > statSync(marker).mtimeMs
  ) {
    console.log('Installing dependencies…');
    // `npm install` rather than `npm ci`: with the lock as npm 11 writes it, `npm ci` refuses
    // the optional per-platform packages of Biome and esbuild it did not record.
    mustRun('npm', ['install', '--no-audit', '--no-fund']);
  }
}

/** Builds the web app and the server when their sources changed since the last build. */
export function ensureBuilt({ web = true } = {}) {
  if (
    web &&
    isStale(path.join(root, 'apps/web/dist/index.html'), [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/contracts/src',
    ])
  ) {
    console.log('Building the web app…');
    mustRun('npm', ['run', 'build', '-w', 'apps/web']);
  }
  if (
    isStale(path.join(root, 'apps/server/dist/main.js'), [
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/studio/src',
      'packages/contracts/src',
    ])
  ) {
    console.log('Building the server…');
    mustRun('npm', ['run', 'build', '-w', 'apps/server']);
  }
}

/**
 * The environment of a portal process: libuv's thread pool sized to the cores (at least two).
 * The pool runs the CPU-bound work (argon2 on every login and registration, WebCrypto's RSA
 * decryption) and file I/O; its default of four threads time-slices four hashes on two cores,
 * which costs each hash its caches (docs/decisions.md, "Login CPU, session 15"). libuv reads
 * the variable once, when the pool starts, and Node's ESM loader starts it before any module
 * of the server runs, so it is set here, on the process that launches the server. An
 * operator's own UV_THREADPOOL_SIZE wins.
 */
export function portalEnv(env = process.env) {
  return {
    ...env,
    UV_THREADPOOL_SIZE: env.UV_THREADPOOL_SIZE || String(Math.max(2, availableParallelism())),
  };
}
