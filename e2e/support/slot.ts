import type { FrameLocator, Locator, Page } from 'playwright-core';
import { eventually } from './expect.ts';

/** The in-house slot as a test plays it: its frame and its Spin button. */
export type LuckyReels = { game: FrameLocator; spin: Locator };

/** Opens Lucky Reels from the slots lobby as a player does, and waits for the game page. */
export async function openLuckyReels(page: Page): Promise<LuckyReels> {
  await page.goto('/rng');
  await page
    .getByRole('list', { name: 'All Slots' })
    .getByRole('button', { name: 'Lucky Reels', exact: true })
    .click();
  await page.waitForURL((url) => url.pathname === '/game');
  const game = page.frameLocator('iframe[title="Lucky Reels"]');
  return { game, spin: game.getByRole('button', { name: 'Spin', exact: true }) };
}

/** Waits until Spin can be pressed: the game has loaded, or the last spin has finished (`what`). */
export const spinReady = (spin: Locator, what = 'the Spin button to be ready') =>
  eventually(
    what,
    () => spin.isEnabled(),
    (ready) => ready,
    20_000,
  );
