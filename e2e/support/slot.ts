import type { FrameLocator, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { eventually } from './expect.ts';
import { minorUnits } from './money.ts';

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

/** The stake and the win (minor units) of one finished Lucky Reels spin, as the game shows them. */
export type Spin = { stake: number; win: number };

/**
 * One spin at the game's default stake, to its end: the fairness nonce has moved on by one and
 * Spin can be pressed again. Answers the stake and the win; `what` names the spin ("spin 2").
 */
export async function spinOnce({ game, spin }: LuckyReels, what: string): Promise<Spin> {
  const nonce = async () => Number(await game.locator('#fair-nonce').textContent());
  await spinReady(spin);
  const before = await nonce();
  expect(Number.isInteger(before)).toBe(true);
  const stake = Number(await game.locator('#bet').inputValue());
  expect(stake).toBeGreaterThan(0);
  await spin.click();
  const win = await eventually(
    `${what} to finish with its win shown`,
    async () =>
      (await nonce()) === before + 1 && (await spin.isEnabled())
        ? minorUnits((await game.locator('#last-win').textContent()) ?? '')
        : null,
    (shown) => shown !== null,
    20_000,
  );
  return { stake, win: win as number };
}
