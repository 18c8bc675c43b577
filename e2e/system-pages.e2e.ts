import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAbsent, expectText, expectVisible, settle } from './support/expect.ts';
import { content, header } from './support/landmarks.ts';
import { waitForStatus } from './support/status.ts';
import { usePortal } from './support/suite.ts';

const US_VISITOR = '8.8.8.8';
const US_RANGE = '8.8.8.0/24';

async function expectNormalApp(page: Page) {
  await expectVisible(content(page));
  await expectVisible(header(page));
  await settle(page);
  await expectAbsent(page.getByRole('heading', { name: 'Maintenance', exact: true }));
  await expectAbsent(page.getByRole('heading', { name: 'IP Restriction', exact: true }));
}

async function expectMaintenancePage(page: Page) {
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Maintenance', exact: true }));
  await expectVisible(page.getByRole('link', { name: 'Fale conosco' }));
  await expectAbsent(page.getByRole('heading', { name: 'IP Restriction', exact: true }));
  // The app shell is not rendered behind it.
  await expectAbsent(page.getByRole('banner'));
}

async function expectRestrictionPage(page: Page) {
  await expectVisible(page.getByRole('heading', { level: 1, name: 'IP Restriction', exact: true }));
  await expectVisible(page.getByRole('heading', { name: 'RESTRICTION OF VISIT', exact: true }));
  await expectText(page.locator('body'), `IP: ${US_VISITOR}`);
  await expectText(page.locator('body'), /United States|\bUS\b/);
  await expectVisible(page.getByRole('button', { name: 'Contact Us' }));
  await expectAbsent(page.getByRole('heading', { name: 'Maintenance', exact: true }));
  await expectAbsent(page.getByRole('banner'));
}

describe('maintenance and restriction pages (spec 1, 2, 4 "System status")', () => {
  const suite = usePortal();

  const ops = async (...args: string[]) => {
    const result = await suite.portal.ops(...args);
    expect(result.code, `ops ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`).toBe(0);
    return result;
  };

  /** A page load from a fresh session, as a US visitor or from loopback (no country). */
  const visit = async (from: 'us' | 'loopback') => {
    const { context, page } = await suite.open();
    if (from === 'us') await context.setExtraHTTPHeaders({ 'X-Forwarded-For': US_VISITOR });
    await page.goto('/');
    return page;
  };

  afterEach(async () => {
    for (const args of [
      ['maintenance', 'off'],
      ['region', 'unblock', 'US'],
      ['ip', 'unblock', US_RANGE],
    ]) {
      const r = await suite.portal.ops(...args);
      if (r.code !== 0) console.warn(`[e2e] cleanup ops ${args.join(' ')}: ${r.stdout}${r.stderr}`);
    }
    await waitForStatus(suite.baseURL, 0, US_VISITOR);
    await waitForStatus(suite.baseURL, 0);
  });

  it('a normal start: status 0 and the normal app', async () => {
    const status = await waitForStatus(suite.baseURL, 0, US_VISITOR);
    expect(status.location).toMatchObject({ ip: US_VISITOR, country: 'US' });
    await expectNormalApp(await visit('us'));
  });

  it('maintenance on shows the maintenance page, maintenance off brings the app back', async () => {
    await ops('maintenance', 'on');
    await waitForStatus(suite.baseURL, 1);
    await expectMaintenancePage(await visit('loopback'));

    await ops('maintenance', 'off');
    await waitForStatus(suite.baseURL, 0);
    await expectNormalApp(await visit('loopback'));
  });

  it('maintenance with --until shows the end time', async () => {
    const until = new Date(Date.now() + 3 * 3600_000);
    until.setUTCSeconds(0, 0);
    await ops('maintenance', 'on', '--until', until.toISOString());
    const status = await waitForStatus(suite.baseURL, 1);
    expect(status.maintenance?.endTime).toBeTruthy();
    expect(Date.parse(status.maintenance?.endTime ?? '')).toBe(until.getTime());
    const page = await visit('loopback');
    await expectMaintenancePage(page);
    // Whatever the display format, the end time's year is on the page.
    await expectText(page.locator('body'), String(until.getUTCFullYear()));
  });

  it('region block US restricts a US visitor and nobody else', async () => {
    await ops('region', 'block', 'US');
    const status = await waitForStatus(suite.baseURL, 2, US_VISITOR);
    expect(status.location).toMatchObject({ ip: US_VISITOR, country: 'US' });
    await expectRestrictionPage(await visit('us'));

    // Loopback has no country: not restricted.
    await waitForStatus(suite.baseURL, 0);
    await expectNormalApp(await visit('loopback'));

    await ops('region', 'unblock', 'US');
    await waitForStatus(suite.baseURL, 0, US_VISITOR);
    await expectNormalApp(await visit('us'));
  });

  it('maintenance wins over region restriction', async () => {
    await ops('region', 'block', 'US');
    await ops('maintenance', 'on');
    await waitForStatus(suite.baseURL, 1, US_VISITOR);
    await expectMaintenancePage(await visit('us'));
  });

  it('ip block CIDR restricts a visitor in that range; unblock restores the app', async () => {
    await ops('ip', 'block', US_RANGE);
    await waitForStatus(suite.baseURL, 2, US_VISITOR);
    await expectRestrictionPage(await visit('us'));
    await waitForStatus(suite.baseURL, 0);

    await ops('ip', 'unblock', US_RANGE);
    await waitForStatus(suite.baseURL, 0, US_VISITOR);
    await expectNormalApp(await visit('us'));
  });
});
