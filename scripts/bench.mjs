#!/usr/bin/env node
// npm run bench -- <name> [args...]: runs bench/<name>.bench.ts with tsx, passing the args on.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { portalEnv } from './lib.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const suffix = '.bench.ts';
const available = readdirSync(new URL('../bench/', import.meta.url))
  .filter((f) => f.endsWith(suffix))
  .map((f) => f.slice(0, -suffix.length))
  .sort();

const [name, ...rest] = process.argv.slice(2);
if (!name || !available.includes(name)) {
  if (name) console.error(`unknown benchmark "${name}"`);
  console.error('usage: npm run bench -- <name> [args...]');
  console.error(`available: ${available.join(', ') || '(none)'}`);
  process.exit(2);
}

const child = spawn(`${root}node_modules/.bin/tsx`, [`bench/${name}${suffix}`, ...rest], {
  cwd: root,
  stdio: 'inherit',
  // The portals a benchmark starts inherit this, and so do the benchmark's own raw baselines
  // (the login benchmark's argon2 hashes run on this process's pool): same pool, same size.
  env: portalEnv(),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
