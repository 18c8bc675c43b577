import { describe, expect, it } from 'vitest';
import { expectAttribute, expectVisible } from './support/expect.ts';
import { content, header } from './support/landmarks.ts';
import { usePortal } from './support/suite.ts';

const html = (page: import('playwright-core').Page) => page.locator('html');

describe('theme (spec 1: dark and light, stored locally, light on start)', () => {
  const suite = usePortal();

  it('starts light, switches to dark, and stays dark after a reload', async () => {
    const { page } = await suite.open();
    await page.goto('/');
    await expectVisible(content(page));
    await expectAttribute(html(page), 'data-theme', 'light');

    await header(page).getByRole('button', { name: 'Switch to dark theme' }).click();
    await expectAttribute(html(page), 'data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await expectVisible(header(page).getByRole('button', { name: 'Switch to light theme' }));

    await page.reload();
    await expectVisible(content(page));
    await expectAttribute(html(page), 'data-theme', 'dark');
    await expectVisible(header(page).getByRole('button', { name: 'Switch to light theme' }));

    await header(page).getByRole('button', { name: 'Switch to light theme' }).click();
    await expectAttribute(html(page), 'data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  it('starts light on the first visit even when the system prefers dark', async () => {
    const { page } = await suite.open({ colorScheme: 'dark' });
    await page.goto('/');
    await expectVisible(content(page));
    await expectAttribute(html(page), 'data-theme', 'light');
    await expectVisible(header(page).getByRole('button', { name: 'Switch to dark theme' }));
  });
});
