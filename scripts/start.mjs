// `npm start`: install if needed, build what is stale, then serve the portal (the server
// migrates and seeds the demo merchant on start).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, portalEnv, root } from './lib.mjs';

ensureInstalled();
ensureBuilt();

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js'), 'start'], {
  cwd: root,
  stdio: 'inherit',
  env: portalEnv({ DATA_DIR: path.join(root, 'data'), ...process.env }),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
