// `npm run ops -- <command>`: the operator CLI. It reaches a running server through its
// loopback admin endpoint, or opens the database itself when no server runs.
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root, run } from './lib.mjs';

ensureInstalled();
ensureBuilt({ web: false });
process.exit(
  run(process.execPath, [path.join(root, 'apps/server/dist/main.js'), 'ops', ...process.argv.slice(2)], {
    env: { DATA_DIR: path.join(root, 'data'), ...process.env },
  }),
);
