import type { Page } from 'playwright-core';

/** The widths the accessibility sweeps check: a laptop and a phone. */
const SWEEP_SIZES = [
  [1280, 860],
  [390, 844],
] as const;
const THEMES = ['light', 'dark'] as const;

export type Look = { width: number; theme: (typeof THEMES)[number] /** "390 px, dark" */; at: string };

/**
 * Runs `check` once in each look (both widths, both themes) on `page`, which must already show
 * the app: the theme is written to its storage, so `check` loads its first page itself.
 */
export async function forEachLook(page: Page, check: (look: Look) => Promise<void>): Promise<void> {
  for (const [width, height] of SWEEP_SIZES) {
    await page.setViewportSize({ width, height });
    for (const theme of THEMES) {
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      await check({ width, theme, at: `${width} px, ${theme}` });
    }
  }
}
