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
  await expectText(page.locator('body'), 'Country: United States (US)');
  await expectVisible(page.getByRole('button', { name: 'Contact Us' }));
  await expectAbsent(page.getByRole('heading', { name: 'Maintenance', exact: true }));
  await expectAbsent(page.getByRole('banner'));
}

describe('maintenance and restriction pages (spec 1, 2, 4 "System status")', () => {
  const suite = usePortal();

  /** What a test switched on, so that cleanup undoes exactly that (each CLI run costs a second). */
  const undo = new Map<string, string[]>();
  const ops = async (...args: string[]) => {
    const [what, action, target] = args;
    if (what === 'maintenance' && action === 'on') undo.set('maintenance', ['maintenance', 'off']);
    if ((what === 'region' || what === 'ip') && action === 'block' && target) {
      undo.set(`${what} ${target}`, [what, 'unblock', target]);
    }
    if (what === 'maintenance' && action === 'off') undo.delete('maintenance');
    if (action === 'unblock') undo.delete(`${what} ${target}`);
    const result = await suite.portal.ops(...args);
    expect(result.code, `ops ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`).toBe(0);
    return result;
  };

  /** A page load from a fresh session, as a US visitor or from loopback (no country). */
  const visit = async (from: 'us' | 'loopback', path = '/') => {
    const { context, page } = await suite.open();
    if (from === 'us') await context.setExtraHTTPHeaders({ 'X-Forwarded-For': US_VISITOR });
    await page.goto(path);
    return page;
  };

  afterEach(async () => {
    for (const args of undo.values()) {
      const r = await suite.portal.ops(...args);
      if (r.code !== 0) throw new Error(`cleanup: ops ${args.join(' ')} failed: ${r.stdout}${r.stderr}`);
    }
    undo.clear();
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
    await expectMaintenancePage(await visit('loopback', '/help'));

    await ops('maintenance', 'off');
    await waitForStatus(suite.baseURL, 0);
    await expectNormalApp(await visit('loopback'));
  });

  it('maintenance with --until shows the end time in the visitor time zone', async () => {
    const until = new Date(Date.now() + 3 * 3600_000);
    until.setUTCSeconds(0, 0);
    await ops('maintenance', 'on', '--until', until.toISOString());
    const status = await waitForStatus(suite.baseURL, 1);
    expect(Date.parse(status.maintenance?.endTime ?? '')).toBe(until.getTime());

    const timezoneId = 'America/Sao_Paulo';
    const { page } = await suite.open({ timezoneId });
    await page.goto('/');
    await expectMaintenancePage(page);
    // Whatever the display format: the year and the hour:minute in the visitor's zone are shown.
    const local = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: timezoneId, ...options }).format(until);
    await expectText(page.locator('body'), local({ year: 'numeric' }));
    await expectText(page.locator('body'), local({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));
  });

  it('region block US restricts a US visitor and nobody else', async () => {
    await ops('region', 'block', 'US');
    const status = await waitForStatus(suite.baseURL, 2, US_VISITOR);
    expect(status.location).toMatchObject({ ip: US_VISITOR, country: 'US' });
    await expectRestrictionPage(await visit('us'));
    // Every route, not only home: a deep link is restricted too.
    await expectRestrictionPage(await visit('us', '/rng'));

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
