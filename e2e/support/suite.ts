import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { type ContextOptions, launchBrowser, newContext } from './browser.ts';
import { freePort, type Portal, portalURL, startPortal } from './portal.ts';

export const artifactsDir = process.env.E2E_ARTIFACTS_DIR ?? join(tmpdir(), 'portal-e2e-artifacts');

type Opened = { context: BrowserContext; pages: Page[]; problems: string[] };

export type Suite = {
  readonly portal: Portal;
  readonly browser: Browser;
  readonly baseURL: string;
  /** A fresh context (= fresh session) and a page in it; both are closed after the test. */
  open: (options?: ContextOptions) => Promise<{ context: BrowserContext; page: Page }>;
  /** Another page in an already opened context (same session). */
  newPage: (context: BrowserContext) => Promise<Page>;
};

/** An outside service a test file runs next to the portal, and the settings that point the portal at it. */
export type Service = { env: Record<string, string>; close: () => Promise<void> };

export type SuiteOptions = {
  /**
   * Outside services the portal must know about at start (a mail server, an OpenID provider).
   * Called with the portal's base URL before the portal starts (a provider needs the callback
   * address); the portal then starts on that address with PUBLIC_URL set to it and every
   * service's `env`. Services are closed after the portal.
   */
  services?: (baseURL: string) => Promise<Service[]>;
};

/**
 * One built portal and one browser for the whole file (beforeAll), a fresh browser context per
 * test. On failure a screenshot of every open page plus its console errors and the server's
 * recent output are written to `artifactsDir`.
 */
export function usePortal(options: SuiteOptions = {}): Suite {
  let portal: Portal | undefined;
  let browser: Browser | undefined;
  let services: Service[] = [];
  let opened: Opened[] = [];

  const closeServices = async () => {
    await Promise.allSettled(services.map((s) => s.close()));
    services = [];
  };

  const startServicesAndPortal = async (): Promise<Portal> => {
    const dataTemplate = inject('portalDataTemplate');
    if (!options.services) return startPortal({ dataTemplate });
    const port = await freePort();
    const baseURL = portalURL(port);
    services = await options.services(baseURL);
    const env = Object.assign({ PUBLIC_URL: baseURL }, ...services.map((s) => s.env));
    return startPortal({ dataTemplate, port, env });
  };

  beforeAll(async () => {
    const [portalResult, browserResult] = await Promise.allSettled([
      startServicesAndPortal(),
      launchBrowser(),
    ]);
    if (portalResult.status === 'fulfilled') portal = portalResult.value;
    if (browserResult.status === 'fulfilled') browser = browserResult.value;
    if (portalResult.status === 'rejected' || browserResult.status === 'rejected') {
      await browser?.close();
      await portal?.stop();
      await closeServices();
      const reasons = [portalResult, browserResult]
        .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
        .map((r) => (r.reason as Error).message);
      throw new Error(reasons.join('\n'));
    }
  });

  afterEach(async (ctx) => {
    const failed = ctx.task.result?.state === 'fail';
    if (failed) await saveArtifacts(ctx.task.name, opened, portal);
    await Promise.allSettled(opened.map((o) => o.context.close()));
    opened = [];
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    await closeServices();
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
