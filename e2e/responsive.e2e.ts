import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, phone } from './support/browser.ts';
import { expectHidden, expectVisible, settle } from './support/expect.ts';
import { content, header, region } from './support/landmarks.ts';
import { usePortal } from './support/suite.ts';

const focusedIn = (locator: Locator) =>
  locator.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

describe('usable at 375 px and by keyboard (issue 2)', () => {
  const suite = usePortal();

  it('home has no horizontal scroll at 375 px', async () => {
    const { page } = await suite.open(phone);
    await page.goto('/');
    await expectVisible(content(page));
    await settle(page);
    const size = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
      innerWidth: window.innerWidth,
    }));
    expect(
      size.innerWidth,
      'layout viewport (needs <meta name="viewport" content="width=device-width">)',
    ).toBe(375);
    expect(size.scrollWidth, 'document scroll width').toBeLessThanOrEqual(size.innerWidth);
  });

  it('the side menu is a drawer at 375 px: the header menu button opens it, Escape closes it', async () => {
    const { page } = await suite.open(phone);
    await page.goto('/');
    await expectVisible(content(page));
    const drawer = region(page, 'side menu');
    await expectHidden(drawer);

    const menuButton = header(page).getByRole('button', { name: /menu/i });
    await menuButton.click();
    await expectVisible(drawer);
    await expectVisible(drawer.getByRole('link', { name: 'Home', exact: true }));

    await page.keyboard.press('Escape');
    await expectHidden(drawer);
  });

  for (const [name, options] of [
    ['1440 px', desktop],
    ['375 px', phone],
  ] as const) {
    it(`keyboard at ${name}: Tab reaches the skip link first, then the header controls`, async () => {
      const { page } = await suite.open(options);
      await page.goto('/');
      await expectVisible(content(page));
      await settle(page);

      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expectVisible(skip);
      expect(await focusedIn(skip), 'first Tab focuses "Skip to content"').toBe(true);

      await page.keyboard.press('Tab');
      expect(await focusedIn(header(page)), 'second Tab lands in the header').toBe(true);

      // The skip link moves focus to the main content.
      await page.keyboard.press('Shift+Tab');
      expect(await focusedIn(skip)).toBe(true);
      await page.keyboard.press('Enter');
      await expect
        .poll(() => focusedIn(content(page)), { timeout: 5_000, message: 'focus moves into main' })
        .toBe(true);
    });
  }
});
