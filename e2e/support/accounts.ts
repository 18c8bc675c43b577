import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { launchBrowser, newContext } from './browser.ts';
import { eventually, expectHidden, expectText, expectVisible } from './expect.ts';
import { freePort, type OpsResult, type Portal, repoRoot } from './portal.ts';
import { artifactsDir, type Suite } from './suite.ts';

/**
 * Browser tests of the accounts flows (issue 3). Most need nothing but the portal of
 * `usePortal()`; mail and social sign-in need outside services the portal must know about
 * at start (SMTP_URL, GOOGLE_ISSUER, PUBLIC_URL), and the provider must know the portal's
 * address first. `usePortalWith` picks the portal's port, starts the services for that
 * address, then the portal with their settings.
 */

// ---------------------------------------------------------------------------------------------
// A portal started with extra settings on a port chosen in advance
// ---------------------------------------------------------------------------------------------

/** An outside service a test file runs next to the portal, and the settings that point at it. */
export type Service = { env: Record<string, string>; close: () => Promise<void> };

const serverEntry = join(repoRoot, 'apps/server/dist/main.js');
const opsScript = join(repoRoot, 'scripts/ops.mjs');
/** As in support/portal.ts: settings of the developer's shell that must not reach the portal. */
const inheritedButIgnored = [
  'DATABASE_URL',
  'DATABASE_SCHEMA',
  'REDIS_URL',
  'NODE_ENV',
  'WEB_DIST',
  'SETTINGS_CACHE_MS',
];

/**
 * Like startPortal() of support/portal.ts, with the port and extra settings given by the caller
 * (startPortal chooses its own port and takes no settings; see the report of issue 3's specs).
 */
async function startPortalOn(options: {
  port: number;
  env: Record<string, string>;
  dataTemplate?: string;
}): Promise<Portal> {
  const { port } = options;
  const webIndex = join(process.env.E2E_WEB_DIST ?? join(repoRoot, 'apps/web/dist'), 'index.html');
  for (const [file, hint] of [
    [serverEntry, 'the server'],
    [webIndex, 'the web app'],
  ] as const) {
    if (!existsSync(file)) throw new Error(`${file} is missing: build ${hint} first (npm run build).`);
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-e2e-'));
  if (options.dataTemplate) await cp(options.dataTemplate, dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
  };
  for (const name of Object.keys(env)) {
    if (inheritedButIgnored.includes(name) || name.startsWith('VITEST')) delete env[name];
  }
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
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  child.stdout?.on('data', remember);
  child.stderr?.on('data', remember);
  const logs = () => output.join('');
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async (keepData = false) => {
    await killAndWait(child);
    if (!keepData) await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
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
          resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
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

type Opened = { context: BrowserContext; pages: Page[]; problems: string[] };

/**
 * usePortal() of support/suite.ts for a portal that needs outside services: `services` gets the
 * portal's base URL before the portal starts, starts what it needs and returns their settings.
 * PUBLIC_URL is set to the base URL. Services are closed after the portal.
 */
export function usePortalWith(services: (baseURL: string) => Promise<Service[]>): Suite {
  let portal: Portal | undefined;
  let browser: Browser | undefined;
  let started: Service[] = [];
  let opened: Opened[] = [];

  beforeAll(async () => {
    const port = await freePort();
    const baseURL = `http://127.0.0.1:${port}`;
    const browserStart = launchBrowser();
    try {
      started = await services(baseURL);
      const env = Object.assign({ PUBLIC_URL: baseURL }, ...started.map((s) => s.env)) as Record<
        string,
        string
      >;
      portal = await startPortalOn({ port, env, dataTemplate: inject('portalDataTemplate') });
      browser = await browserStart;
    } catch (error) {
      await (await browserStart.catch(() => undefined))?.close();
      await portal?.stop();
      await Promise.allSettled(started.map((s) => s.close()));
      throw error;
    }
  });

  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await saveArtifacts(ctx.task.name, opened, portal);
    await Promise.allSettled(opened.map((o) => o.context.close()));
    opened = [];
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    await Promise.allSettled(started.map((s) => s.close()));
  });

  const track = (entry: Opened, page: Page) => {
    entry.pages.push(page);
    page.on('pageerror', (error) => entry.problems.push(`pageerror ${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') entry.problems.push(`console.error ${page.url()}: ${message.text()}`);
    });
  };

  const suite: Suite = {
    get portal() {
      if (!portal) throw new Error('The portal is not running (beforeAll failed).');
      return portal;
    },
    get browser() {
      if (!browser) throw new Error('The browser is not running (beforeAll failed).');
      return browser;
    },
    get baseURL() {
      return suite.portal.baseURL;
    },
    async open(options = {}) {
      const context = await newContext(suite.browser, suite.baseURL, options);
      const entry: Opened = { context, pages: [], problems: [] };
      opened.push(entry);
      const page = await context.newPage();
      track(entry, page);
      return { context, page };
    },
    async newPage(context) {
      const entry = opened.find((o) => o.context === context);
      if (!entry) throw new Error('newPage: the context was not opened by this suite');
      const page = await context.newPage();
      track(entry, page);
      return page;
    },
  };
  return suite;
}

async function saveArtifacts(testName: string, opened: Opened[], portal: Portal | undefined): Promise<void> {
  try {
    await mkdir(artifactsDir, { recursive: true });
    const slug = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
    const notes: string[] = [];
    let n = 0;
    for (const entry of opened) {
      for (const page of entry.pages) {
        if (page.isClosed()) continue;
        n += 1;
        const file = join(artifactsDir, `${slug}-${n}.png`);
        await page.screenshot({ path: file, fullPage: true, timeout: 5_000 }).catch(() => undefined);
        notes.push(`screenshot ${file} (${page.url()})`);
      }
      notes.push(...entry.problems);
    }
    const serverTail = portal?.logs().split('\n').slice(-30).join('\n').trim();
    if (serverTail) notes.push(`server output (tail):\n${serverTail}`);
    if (notes.length) console.error(`[e2e] ${testName}\n  ${notes.join('\n  ')}`);
  } catch (error) {
    console.error(`[e2e] could not save artifacts: ${(error as Error).message}`);
  }
}

// ---------------------------------------------------------------------------------------------
// The server tests' real SMTP server and OpenID provider (apps/server/src/test)
// ---------------------------------------------------------------------------------------------

/*
 * e2e/tsconfig.json is a composite project limited to e2e/, so a static import of
 * apps/server/src/test/*.ts fails `tsc -p e2e` (TS6059/TS6307). The helpers are loaded at run
 * time instead, typed here by hand.
 */
const serverTestHelpers = new URL('../../apps/server/src/test/', import.meta.url).href;

export type SmtpTestServer = {
  url: string;
  messages: Array<{ to: string[]; raw: string }>;
  close: () => Promise<void>;
};
type SmtpModule = { startSmtpServer: () => Promise<SmtpTestServer>; linkIn: (raw: string) => string | null };
type OidcModule = {
  startOidcProvider: (options: {
    clientId: string;
    clientSecret: string;
    redirectUris: string[];
  }) => Promise<{ issuer: string; close: () => Promise<void> }>;
};

/** A real SMTP server (npm smtp-server) keeping every message: apps/server/src/test/smtp-test-server.ts. */
export async function startSmtpServer(): Promise<SmtpTestServer> {
  const module = (await import(/* @vite-ignore */ `${serverTestHelpers}smtp-test-server.ts`)) as SmtpModule;
  return module.startSmtpServer();
}

/** The first link in a raw mail, quoted-printable undone (smtp-test-server.ts). */
export async function linkInMail(raw: string): Promise<string | null> {
  const module = (await import(/* @vite-ignore */ `${serverTestHelpers}smtp-test-server.ts`)) as SmtpModule;
  return module.linkIn(raw);
}

/**
 * A real OpenID provider (npm oidc-provider) with its development login and consent forms:
 * apps/server/src/test/oidc-test-provider.ts.
 */
export async function startOidcProvider(
  options: Parameters<OidcModule['startOidcProvider']>[0],
): ReturnType<OidcModule['startOidcProvider']> {
  const module = (await import(/* @vite-ignore */ `${serverTestHelpers}oidc-test-provider.ts`)) as OidcModule;
  return module.startOidcProvider(options);
}

// ---------------------------------------------------------------------------------------------
// Visitors, accounts and development endpoints
// ---------------------------------------------------------------------------------------------

/**
 * A visitor address of its own (TEST-NET-3, TRUST_PROXY=1 on the test portal), so per-IP
 * captcha flags, rate limits and known addresses of one test never reach another. Distinct
 * within a test file (one portal) for up to 254 visitors.
 */
let nextVisitor = randomInt(0, 254);
export function visitorIp(): string {
  nextVisitor = (nextVisitor + 1) % 254;
  return `203.0.113.${nextVisitor + 1}`;
}

/** A fresh visitor: a new context (empty storage, disclaimer accepted) from `ip`. */
export async function openVisitor(
  suite: Suite,
  ip: string,
): Promise<{ context: BrowserContext; page: Page }> {
  return suite.open({ extraHTTPHeaders: { 'X-Forwarded-For': ip } });
}

/** A new account name of the demo rules: 6-16 letters and digits, starting with a letter. */
export function newUsername(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36).slice(-6)}${randomInt(100, 999)}`.slice(0, 16);
}

/** A Vietnamese mobile number of 9 digits (the demo merchant's length for +84). */
export function newMobile(): string {
  return `9${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** Over 21 on any day these tests run. */
export const adultBirthday = '1990-05-17';

type Envelope<T> = { success: boolean; value?: T; message?: string };

async function devGet<T>(baseURL: string, path: string): Promise<T> {
  const response = await fetch(new URL(path, baseURL), { signal: AbortSignal.timeout(5_000) });
  const body = (await response.json()) as Envelope<T>;
  if (!response.ok || !body.success || body.value === undefined) {
    throw new Error(`GET ${path}: ${response.status} ${JSON.stringify(body)}`);
  }
  return body.value;
}

export type OutboxEntry = { to: string; code: string; purpose: string; sentAt: string };

/** Waits for an SMS to `to` (+84…) in the development outbox and returns its code (newest first). */
export async function smsCodeFor(baseURL: string, to: string, purpose?: string): Promise<string> {
  const list = await eventually(
    `an SMS to ${to} in the development outbox`,
    async () =>
      (
        await devGet<{ list: OutboxEntry[] }>(baseURL, `/wps/dev/sms-outbox?to=${encodeURIComponent(to)}`)
      ).list.filter((entry) => !purpose || entry.purpose === purpose),
    (found) => found.length > 0,
  );
  const code = list[0]?.code;
  if (!code) throw new Error(`no code in ${JSON.stringify(list)}`);
  return code;
}

/** The answer a person would read from the captcha image `captchaId`. */
export async function captchaAnswer(baseURL: string, captchaId: string): Promise<string> {
  return (await devGet<{ answer: string }>(baseURL, `/wps/dev/captcha/${encodeURIComponent(captchaId)}`))
    .answer;
}

/**
 * The id of the next captcha image the page loads (GET /wps/captcha), as a person sees it:
 * call before the action that shows the captcha, await after it.
 */
export function nextCaptchaId(page: Page): Promise<string> {
  return page
    .waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/wps/captcha' && response.request().method() === 'GET',
    )
    .then(async (response) => {
      const body = (await response.json()) as Envelope<{ captchaId: string }>;
      if (!body.value?.captchaId) throw new Error(`/wps/captcha answered ${JSON.stringify(body)}`);
      return body.value.captchaId;
    });
}

// ---------------------------------------------------------------------------------------------
// The account UI, by roles and visible text
// ---------------------------------------------------------------------------------------------

export const header = (page: Page) => page.getByRole('banner');
export const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log in', exact: true });
export const registerDialog = (page: Page) => page.getByRole('dialog', { name: 'Register', exact: true });
export const accountMenuButton = (page: Page) =>
  header(page).getByRole('button', { name: 'Account menu', exact: true });

/** Opens the login popup from the header of a signed-out page. */
export async function openLogin(page: Page): Promise<Locator> {
  await header(page).getByRole('button', { name: 'Log in', exact: true }).click();
  const dialog = loginDialog(page);
  await expectVisible(dialog);
  return dialog;
}

export async function fillLogin(dialog: Locator, username: string, password: string): Promise<void> {
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
}

export async function submitLogin(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Log in', exact: true }).last().click();
}

/** The header shows the signed-in block: account name, VIP label and the account menu. */
export async function expectSignedIn(page: Page, account?: string): Promise<void> {
  await expectVisible(accountMenuButton(page));
  if (account) await expectText(header(page), account);
  await expectHidden(header(page).getByRole('button', { name: 'Log in', exact: true }));
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  if (!token) throw new Error('signed in, yet sessionStorage has no token');
}

export async function expectSignedOut(page: Page): Promise<void> {
  await expectVisible(header(page).getByRole('button', { name: 'Log in', exact: true }));
  await expectHidden(accountMenuButton(page));
  await eventually(
    'no session token in sessionStorage',
    () => page.evaluate(() => sessionStorage.getItem('token')),
    (token) => token === null,
  );
}

export type NewAccount = {
  username: string;
  password: string;
  fullName?: string;
  email?: string;
};

/**
 * Registers by username in the header's Register popup and closes the success dialog; the
 * visitor is then signed in.
 */
export async function registerByUsername(page: Page, account: NewAccount): Promise<void> {
  await header(page).getByRole('button', { name: 'Register', exact: true }).click();
  const dialog = registerDialog(page);
  await expectVisible(dialog);
  await dialog.getByLabel('Username', { exact: true }).fill(account.username);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByLabel('Confirm password').fill(account.password);
  if (account.fullName) await dialog.getByLabel('Full name').fill(account.fullName);
  if (account.email) await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Date of birth').fill(adultBirthday);
  await agreeAndRegister(dialog);
  await closeRegistered(page);
}

/** Ticks the 18+ and terms boxes and submits the registration form. */
export async function agreeAndRegister(form: Locator): Promise<void> {
  await form.getByRole('checkbox', { name: 'I am at least 18 years old' }).check();
  await form.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
  await form.getByRole('button', { name: 'Register', exact: true }).last().click();
}

export async function closeRegistered(page: Page): Promise<void> {
  const done = page.getByRole('dialog', { name: 'Registered successfully' });
  await expectVisible(done);
  await done.getByRole('button', { name: 'OK', exact: true }).click();
  await expectHidden(done);
}

/** Account menu -> Sign out -> confirm; back to a signed-out header. */
export async function signOut(page: Page): Promise<void> {
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Sign out' });
  await expectVisible(confirm);
  await confirm.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expectSignedOut(page);
}
