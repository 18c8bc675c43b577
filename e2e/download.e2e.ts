import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { desktop, phone } from './support/browser.ts';
import { expectHidden, expectVisible } from './support/expect.ts';
import { usePortal } from './support/suite.ts';

const IPHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/**
 * App download (spec 1 "Android and iOS via QR codes, four steps each", spec 2 the modal with
 * Android and iOS tabs and /download, spec 9 QR size): the demo merchant installs the site
 * itself, as a web app on Android and as a Web Clip profile on iOS, both served by the portal.
 */
describe('app download', () => {
  const suite = usePortal();

  it('opens from the side menu over the page, a QR code and four steps per platform; the iOS profile installs this site', async () => {
    const { page } = await suite.open(desktop);
    const origin = new URL(suite.baseURL).origin;
    await page.goto('/promotions');
    await page
      .getByRole('navigation', { name: 'Side menu' })
      .getByRole('link', { name: 'App download' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'App download' });
    await expectVisible(dialog);
    // A computer is not a phone: the Android tab first.
    expect(new URL(page.url()).search).toBe('?app=android');
    await expectVisible(dialog.getByRole('img', { name: `QR code of ${origin}/` }));
    expect(await dialog.getByRole('listitem').count()).toBe(4);

    await dialog.getByRole('tab', { name: 'iOS' }).click();
    await expectVisible(dialog.getByRole('img', { name: `QR code of ${origin}/app.mobileconfig` }));
    const install = dialog.getByRole('link', { name: 'Download the profile' });
    const profile = await page.request.get((await install.getAttribute('href')) ?? '');
    expect(profile.status()).toBe(200);
    expect(profile.headers()['content-type']).toContain('application/x-apple-aspen-config');
    expect(await profile.text()).toContain(`<string>${origin}/</string>`);

    // Android's Chrome installs the site from the manifest the page links.
    const manifestHref = (await page.locator('link[rel="manifest"]').getAttribute('href')) ?? '';
    const manifest = await (await page.request.get(manifestHref)).json();
    expect(manifest).toMatchObject({ name: 'Portal Demo', start_url: '/', display: 'standalone' });

    await page.keyboard.press('Escape');
    await expectHidden(dialog);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/promotions');
  });

  it('/download on an iPhone opens on the iOS guide, fits 375 px in the dark theme, with no serious accessibility violations', async () => {
    const { context, page } = await suite.open({ ...phone, userAgent: IPHONE_AGENT });
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/download');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'App download' }));
    const ios = page.getByRole('tab', { name: 'iOS' });
    expect(await ios.getAttribute('aria-selected')).toBe('true');
    await expectVisible(page.getByRole('link', { name: 'Download the profile' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
