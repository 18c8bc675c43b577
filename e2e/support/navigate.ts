import type { Page } from 'playwright-core';

/** How long the network must stay quiet before a page counts as settled after an in-app move. */
const QUIET_MS = 300;

/**
 * Moves the app to `to` as its own links do (history and a popstate for React Router), without
 * reloading the page, then waits until every request the move started has finished and nothing
 * new has started for a moment: the page shows its data, not its loading state. A full load of
 * the app costs about a second; a test that visits dozens of pages (the accessibility sweeps)
 * moves this way and reloads only where it must (a new theme or width).
 */
export async function navigateInApp(page: Page, to: string, timeout = 15_000): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.evaluate((address) => {
      history.pushState(null, '', address);
      dispatchEvent(new PopStateEvent('popstate'));
    }, to);
    const deadline = Date.now() + timeout;
    while (inFlight > 0 || Date.now() - lastChange < QUIET_MS) {
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
