import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium } from 'playwright-core';

/** Where the browser comes from: CHROME_PATH, then Debian's chromium, then Playwright's own install. */
export function findBrowser(): string {
  const candidates: Array<{ from: string; path: string | undefined }> = [
    { from: 'CHROME_PATH', path: process.env.CHROME_PATH },
    { from: 'system', path: '/usr/bin/chromium' },
    { from: 'system', path: '/usr/bin/chromium-browser' },
    { from: 'system', path: '/usr/bin/google-chrome' },
    { from: 'playwright', path: playwrightRegistryPath() },
  ];
  for (const candidate of candidates) {
    if (candidate.path && existsSync(candidate.path)) return candidate.path;
  }
  if (process.env.CHROME_PATH) {
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no browser exists there.`);
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian: `sudo apt-get install chromium`, ' +
      'or `npx playwright-core install chromium`) or point CHROME_PATH at a Chrome/Chromium binary.',
  );
}

function playwrightRegistryPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: findBrowser(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const desktop = { viewport: { width: 1440, height: 900 } } satisfies BrowserContextOptions;
export const phone = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
} satisfies BrowserContextOptions;

export type ContextOptions = BrowserContextOptions & {
  /** Mark the 21+ disclaimer as accepted for this session before any page script runs (default true). */
  acceptDisclaimer?: boolean;
};

/**
 * Both themes at the desktop and the phone size, for tests run once in each (`it.each`), named
 * for the test titles: "light, 1440 px". Each test opens its context with `options` and stores
 * `theme` itself.
 */
export const sizesAndThemes: Array<{ name: string; options: ContextOptions; theme: 'light' | 'dark' }> = [
  { name: 'light, 1440 px', options: desktop, theme: 'light' },
  { name: 'dark, 1440 px', options: desktop, theme: 'dark' },
  { name: 'light, 375 px', options: phone, theme: 'light' },
  { name: 'dark, 375 px', options: phone, theme: 'dark' },
];

/** A fresh context is a fresh session: empty sessionStorage, localStorage and cookies. */
export async function newContext(
  browser: Browser,
  baseURL: string,
  options: ContextOptions = {},
): Promise<BrowserContext> {
  const { acceptDisclaimer = true, ...contextOptions } = options;
  const context = await browser.newContext({
    ...desktop,
    reducedMotion: 'reduce',
    ...contextOptions,
    baseURL,
  });
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(30_000);
  if (acceptDisclaimer) {
    await context.addInitScript(() => sessionStorage.setItem('disclaimerAccept', 'true'));
  }
  return context;
}
