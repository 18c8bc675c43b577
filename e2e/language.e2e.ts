import { describe, expect, it } from 'vitest';
import { eventually, expectAbsent, expectAttribute, expectVisible } from './support/expect.ts';
import { content } from './support/landmarks.ts';
import { usePortal } from './support/suite.ts';

/** The landmark's name is translated too, so it is found by its English or Vietnamese name. */
const sideMenu = (page: import('playwright-core').Page) =>
  page.getByRole('navigation', { name: /^(Side menu|Menu bên)$/ });

const storedLanguage = (page: import('playwright-core').Page) =>
  page.evaluate(() => ({ lang: localStorage.getItem('lang'), hisLang: localStorage.getItem('hisLang') }));

describe('language (spec 1: from configuration, stored as lang and hisLang, switchable without reload)', () => {
  const suite = usePortal();

  it('switches to Vietnamese from the side menu without a reload, and keeps it after a reload', async () => {
    const { page } = await suite.open();
    await page.goto('/');
    await expectVisible(content(page));
    const menu = sideMenu(page);
    await expectVisible(menu.getByRole('link', { name: 'Home', exact: true }));
    await expectVisible(page.getByRole('heading', { level: 1, name: /^Welcome to / }));
    await expectVisible(page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }));
    await expectAttribute(page.locator('html'), 'lang', /^en/i);

    // A marker on window survives only if the page is not reloaded.
    await page.evaluate(() => {
      (window as unknown as { noReload: boolean }).noReload = true;
    });
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });

    await menu.getByRole('button', { name: 'Tiếng Việt' }).click();

    await expectVisible(menu.getByRole('link', { name: 'Trang chủ', exact: true }));
    await expectAbsent(menu.getByRole('link', { name: 'Home', exact: true }));
    await expectVisible(page.getByRole('heading', { level: 1, name: /^Chào mừng/ }));
    await expectVisible(page.getByRole('banner').getByRole('button', { name: 'Đăng nhập', exact: true }));
    await expectAttribute(page.locator('html'), 'lang', /^vi/i);
    await expectVisible(page.getByRole('navigation', { name: 'Menu bên', exact: true }));
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
    expect(loads).toBe(0);

    const stored = await eventually(
      'lang and hisLang in localStorage',
      () => storedLanguage(page),
      (value) => Boolean(value.lang && value.hisLang),
    );
    expect(stored.lang).toMatch(/^vi/i);
    expect(stored.hisLang).toBeTruthy();

    await page.reload();
    await expectVisible(content(page));
    await expectAttribute(page.locator('html'), 'lang', /^vi/i);
    await expectVisible(sideMenu(page).getByRole('link', { name: 'Trang chủ', exact: true }));
    expect((await storedLanguage(page)).lang).toBe(stored.lang);
  });
});
