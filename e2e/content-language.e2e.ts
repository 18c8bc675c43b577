import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newMember } from './support/accounts.ts';
import { expectText, expectVisible } from './support/expect.ts';
import { content } from './support/landmarks.ts';
import { usePortal } from './support/suite.ts';

const ticker = (page: Page) => page.getByRole('region', { name: /^(Notices|Tin thông báo)$/ });

/**
 * Operator content in the site's language: a member who picks Tiếng Việt in the side menu reads
 * the announcements, promotions and points-mall rewards in Vietnamese where the operator wrote
 * them so, the text as published where not, and English again on switching back, without a reload.
 */
describe('operator content in the visitor’s language', () => {
  const suite = usePortal();

  it('shows announcements, promotions and rewards in Vietnamese after the switch, and in English after switching back', async () => {
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

    // Back to English (the mall has no side menu): the page on screen refetches in English.
    await page.goto('/promotions');
    await expectText(content(page), 'Điểm danh hằng ngày');
    await page.getByRole('button', { name: 'English' }).click();
    await expectText(content(page), 'Welcome bonus: 100% of your first deposit');
    await page.goto('/pointMall');
    await expectText(content(page), 'Portal T-shirt');
  });
});
