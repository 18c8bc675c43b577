import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectText, expectVisible } from './support/expect.ts';
import { content, header } from './support/landmarks.ts';
import { usePortal } from './support/suite.ts';

/** The lazily loaded chunk of the help area (Vite names chunks after their module: help-page-<hash>.js). */
const HELP_CHUNK = /\/assets\/help-page-[\w-]+\.js(\?.*)?$/;

/** Makes the first `times` requests matching `url` fail at the network level; counts all of them. */
async function failRequests(page: Page, url: RegExp, times: number): Promise<{ requests: () => number }> {
  let seen = 0;
  await page.route(url, (route: Route) => {
    seen += 1;
    return seen <= times ? route.abort('internetdisconnected') : route.continue();
  });
  return { requests: () => seen };
}

describe('network failures never leave a blank page (issue 2)', () => {
  const suite = usePortal();

  it('a failed start-up status call says so and offers Retry, which then starts the app', async () => {
    const { page } = await suite.open();
    const failing = await failRequests(page, /\/wps\/system\/status/, Number.POSITIVE_INFINITY);
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'We could not reach the site' }));
    await expectText(page.locator('body'), 'Network link abnormal, try again.');
    expect(failing.requests()).toBeGreaterThan(0);

    await page.unrouteAll();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectVisible(content(page));
    await expectVisible(header(page));
  });

  it('a lazy chunk that fails once is fetched again and the page renders', async () => {
    const { page } = await suite.open();
    const failing = await failRequests(page, HELP_CHUNK, 1);
    await page.goto('/help');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Help centre' }));
    expect(failing.requests(), 'requests for the help chunk').toBe(2);
  });

  it('a lazy chunk that keeps failing explains itself inside the page frame', async () => {
    const { page } = await suite.open();
    await failRequests(page, HELP_CHUNK, Number.POSITIVE_INFINITY);
    await page.goto('/help');
    await expectText(content(page), 'This part of the site failed to load.', 20_000);
    await expectVisible(header(page));
  });
});
