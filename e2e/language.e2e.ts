import { describe, expect, it } from 'vitest';
import { newMember } from './support/accounts.ts';
import { eventually, expectAbsent, expectAttribute, expectText, expectVisible } from './support/expect.ts';
import { content } from './support/landmarks.ts';
import { usePortal } from './support/suite.ts';

/** The landmark's name is translated too, so it is found by its English or Vietnamese name. */
const sideMenu = (page: import('playwright-core').Page) =>
  page.getByRole('navigation', { name: /^(Side menu|Menu bên)$/ });

/** The home line of notices, by its English or Vietnamese name. */
const ticker = (page: import('playwright-core').Page) =>
  page.getByRole('region', { name: /^(Notices|Tin thông báo)$/ });

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

  /**
   * Operator content follows the language too: announcements, promotions and points-mall rewards
   * in Vietnamese where the operator wrote them so, the text as published where not.
   */
  it('shows banners, announcements, promotions, rewards and payment channels in Vietnamese after the switch, and in English after switching back', async () => {
    const added = await suite.portal.ops(
      'announcement',
      'add',
      '--type',
      'PL',
      '--title',
      'Cashier hours changed',
      '--text',
      'Deposits are now checked around the clock.',
    );
    expect(added.code, added.stderr).toBe(0);
    const id = /announcement (\d+)/.exec(added.stdout)?.[1] ?? '';
    const translated = await suite.portal.ops(
      'announcement',
      'translate',
      id,
      '--language',
      'vi',
      '--title',
      'Giờ làm việc của quầy thu ngân đã thay đổi',
      '--text',
      'Lệnh nạp tiền giờ được kiểm tra suốt ngày đêm.',
    );
    expect(translated.code, translated.stderr).toBe(0);
    // Published without a translation: Vietnamese readers get it as published.
    const untranslated = await suite.portal.ops(
      'announcement',
      'add',
      '--type',
      'PL',
      '--title',
      'Only in English for now',
      '--text',
      'A translation follows.',
    );
    expect(untranslated.code, untranslated.stderr).toBe(0);

    const { page } = await newMember(suite, 'lang');
    await expectVisible(
      ticker(page).getByRole('button', { name: 'Lucky Reels: every spin can be checked on the verify page' }),
    );

    await page.getByRole('button', { name: 'Tiếng Việt' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('vi');
    await expectVisible(
      ticker(page).getByRole('button', {
        name: 'Lucky Reels: mọi vòng quay đều có thể kiểm tra trên trang kiểm chứng',
      }),
    );

    // The home carousel shows the Vietnamese artwork, named by its Vietnamese text alternative.
    const banners = page.getByRole('region', { name: /^(Banners|Biểu ngữ)$/ });
    await expectAttribute(
      banners.getByRole('img', { name: 'Chào mừng đến với cổng game' }),
      'src',
      '/banners/banner-1.vi.svg',
    );

    // The announcement list, addressed by the URL as the side menu opens it.
    await page.goto('/?an=all');
    const list = page.getByRole('dialog');
    await expectText(list, 'Giờ làm việc của quầy thu ngân đã thay đổi');
    await expectText(list, 'Kết quả xổ số ba miền mỗi tối');
    await expectText(list, 'Only in English for now');
    await page.keyboard.press('Escape');

    await page.goto('/promotions');
    await expectText(content(page), 'Thưởng chào mừng: 100% lần nạp đầu tiên');
    await expectText(content(page), 'Điểm danh hằng ngày');

    await page.goto('/pointMall');
    await expectText(content(page), 'Áo thun Portal');
    await expectText(content(page), 'Thẻ nạp điện thoại 50.000 ₫');

    // The deposit page names the payment channels in Vietnamese; the bank's details stay as printed.
    await page.goto('/?mc=depositv2');
    const centre = page.getByRole('dialog', { name: 'Trung tâm thành viên' });
    await expectVisible(centre.getByRole('radio', { name: /^Chuyển khoản ngân hàng Vietcombank/ }));
    await expectVisible(centre.getByRole('radio', { name: /^Thanh toán trực tuyến \(thử nghiệm\)/ }));
    await expectText(centre, 'PORTAL DEMO CO LTD');
    await page.keyboard.press('Escape');

    // Back to English (the mall has no side menu): the page on screen refetches in English.
    await page.goto('/promotions');
    await expectText(content(page), 'Điểm danh hằng ngày');
    await page.getByRole('button', { name: 'English' }).click();
    await expectText(content(page), 'Welcome bonus: 100% of your first deposit');
    await page.goto('/pointMall');
    await expectText(content(page), 'Portal T-shirt');
  });
});
