import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, phone } from './support/browser.ts';
import { eventually, expectAttribute, expectVisible, settle } from './support/expect.ts';
import { content, header, region } from './support/landmarks.ts';
import { usePortal } from './support/suite.ts';

const hasFocus = (locator: Locator) =>
  locator.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** How much of the element lies inside the viewport horizontally (0 for an off-canvas drawer). */
const visibleWidth = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return Math.max(0, Math.min(box.right, window.innerWidth) - Math.max(box.left, 0));
  });

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
    const menuButton = header(page).getByRole('button', { name: 'Menu', exact: true });
    await expectVisible(menuButton);
    await expectAttribute(menuButton, 'aria-expanded', 'false');
    await eventually(
      'the closed drawer to be off-screen',
      () => visibleWidth(drawer),
      (w) => w === 0,
    );

    await menuButton.click();
    await expectAttribute(menuButton, 'aria-expanded', 'true');
    await eventually(
      'the open drawer to be on screen',
      () => visibleWidth(drawer),
      (w) => w >= 200,
    );
    await expectVisible(drawer.getByRole('link', { name: 'Home', exact: true }));
    expect(await hasFocus(drawer), 'opening the drawer moves focus into it').toBe(true);

    await page.keyboard.press('Escape');
    await expectAttribute(menuButton, 'aria-expanded', 'false');
    await eventually(
      'the closed drawer to be off-screen',
      () => visibleWidth(drawer),
      (w) => w === 0,
    );
    expect(await hasFocus(menuButton), 'Escape returns focus to the menu button').toBe(true);
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
      expect(await hasFocus(skip), 'first Tab focuses "Skip to content"').toBe(true);

      await page.keyboard.press('Tab');
      expect(await hasFocus(header(page)), 'second Tab lands in the header').toBe(true);

      // The skip link moves focus to the main content.
      await page.keyboard.press('Shift+Tab');
      expect(await hasFocus(skip)).toBe(true);
      await page.keyboard.press('Enter');
      await eventually(
        'focus to move into main',
        () => hasFocus(content(page)),
        (inMain) => inMain,
        5_000,
      );
    });
  }
});
