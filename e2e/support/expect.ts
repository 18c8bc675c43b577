import type { Locator, Page } from 'playwright-core';

/**
 * Small web-first assertions on top of playwright-core (there is no @playwright/test here).
 * Each one polls until it holds or the timeout passes, then fails with a readable message.
 */

const DEFAULT_TIMEOUT = 10_000;

export async function eventually<T>(
  what: string,
  probe: () => Promise<T>,
  accept: (value: T) => boolean,
  timeout = DEFAULT_TIMEOUT,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  let lastError: unknown;
  for (;;) {
    try {
      last = await probe();
      lastError = undefined;
      if (accept(last as T)) return last as T;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const detail =
    lastError !== undefined
      ? `last error: ${(lastError as Error).message}`
      : `last value: ${JSON.stringify(last)}`;
  throw new Error(`Timed out after ${timeout} ms waiting for ${what} (${detail})`);
}

export async function expectVisible(locator: Locator, timeout = DEFAULT_TIMEOUT): Promise<void> {
  try {
    await locator.waitFor({ state: 'visible', timeout });
  } catch (error) {
    throw new Error(`Expected ${locator} to be visible: ${firstLine(error)}`);
  }
}

export async function expectHidden(locator: Locator, timeout = DEFAULT_TIMEOUT): Promise<void> {
  try {
    await locator.waitFor({ state: 'hidden', timeout });
  } catch (error) {
    throw new Error(`Expected ${locator} to be hidden: ${firstLine(error)}`);
  }
}

/** In the DOM (count > 0), visible or not: e.g. an off-canvas drawer. */
export async function expectAttached(locator: Locator, timeout = DEFAULT_TIMEOUT): Promise<void> {
  await eventually(
    `${locator} to be attached`,
    () => locator.count(),
    (count) => count > 0,
    timeout,
  );
}

/** Not in the DOM at all, and still absent a moment later (so a late render cannot slip by). */
export async function expectAbsent(locator: Locator, timeout = DEFAULT_TIMEOUT): Promise<void> {
  await eventually(
    `${locator} to be absent`,
    () => locator.count(),
    (count) => count === 0,
    timeout,
  );
  await new Promise((resolve) => setTimeout(resolve, 250));
  const count = await locator.count();
  if (count !== 0) throw new Error(`Expected ${locator} to stay absent, found ${count}`);
}

export async function expectText(
  locator: Locator,
  expected: string | RegExp,
  timeout = DEFAULT_TIMEOUT,
): Promise<void> {
  await eventually(
    `${locator} to have text ${expected}`,
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a person reads
    () => locator.innerText(),
    (text) =>
      typeof expected === 'string' ? text.replace(/\s+/g, ' ').includes(expected) : expected.test(text),
    timeout,
  );
}

export async function expectAttribute(
  locator: Locator,
  name: string,
  expected: string | RegExp | null,
  timeout = DEFAULT_TIMEOUT,
): Promise<void> {
  await eventually(
    `${locator} to have ${name}=${expected}`,
    () => locator.getAttribute(name),
    (value) =>
      expected === null || typeof expected === 'string'
        ? value === expected
        : value !== null && expected.test(value),
    timeout,
  );
}

/** Wait until the app has settled after a navigation: no network for 500 ms. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
}

function firstLine(error: unknown): string {
  return String((error as Error).message ?? error).split('\n')[0] ?? '';
}
