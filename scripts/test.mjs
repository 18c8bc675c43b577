// `npm test`: Biome, typecheck, unit and integration tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the browser tests. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, mustRun, root, run } from './lib.mjs';

const started = Date.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'portal-test-report-'));

function step(title) {
  console.log(`\n━━ ${title} ━━`);
}

/** Runs one Vitest project and adds its counts to the totals. */
function vitest(title, config, env = {}) {
  step(title);
  const report = path.join(reportDir, `${title.replace(/\W+/g, '-')}.json`);
  const status = run(
    'npx',
    [
      'vitest',
      'run',
      '--config',
      config,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { env: { ...process.env, ...env } },
  );
  if (existsSync(report)) {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests;
    totals.skipped += result.numPendingTests + result.numTodoTests;
  }
  if (status !== 0) failures.push(title);
}

function findBrowser() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  try {
    const registry = spawnSync(
      process.execPath,
      ['-e', "console.log(require('playwright-core').chromium.executablePath())"],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    candidates.push(registry.stdout.trim());
  } catch {
    // playwright-core not installed yet; the other candidates still count.
  }
  return candidates.find((c) => c && existsSync(c));
}

function ensureBrowser() {
  let browser = findBrowser();
  if (browser) return browser;
  console.log('No Chromium found; trying to install one…');
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium']);
  } else {
    run('npx', ['playwright-core', 'install', 'chromium']);
  }
  browser = findBrowser();
  if (!browser) {
    console.error(
      'No Chromium for the browser tests. Install one (Debian: `apt-get install chromium`) or set CHROME_PATH to a Chrome/Chromium binary.',
    );
    process.exit(1);
  }
  return browser;
}

ensureInstalled();

step('Biome');
if (run('npx', ['biome', 'check', '.']) !== 0) failures.push('biome');

step('Typecheck');
for (const project of ['packages/contracts', 'apps/server', 'apps/studio', 'apps/web', 'e2e', 'bench']) {
  if (run('npx', ['tsc', '-p', project, '--noEmit']) !== 0) failures.push(`typecheck ${project}`);
}

vitest('contracts', 'packages/contracts/vitest.config.ts');
vitest('web unit', 'apps/web/vitest.config.ts');
vitest('studio', 'apps/studio/vitest.config.ts');
vitest('server on PGlite', 'apps/server/vitest.config.ts');
if (process.env.TEST_DATABASE_URL) {
  vitest('server on PostgreSQL', 'apps/server/vitest.config.ts', { TEST_DB: 'postgres' });
} else {
  console.log('\nTEST_DATABASE_URL not set: the server suite ran on PGlite only.');
}

step('Build');
ensureBuilt();
mustRun('npm', ['run', 'build', '-w', 'apps/server']);
const browser = ensureBrowser();
vitest('browser', 'e2e/vitest.config.ts', { CHROME_PATH: browser });

rmSync(reportDir, { recursive: true, force: true });
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(
  `\n${failures.length ? `Failed steps: ${failures.join(', ')}` : 'All steps passed'} (${minutes} min)`,
);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
