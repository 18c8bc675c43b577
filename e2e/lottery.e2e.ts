import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { header, newMember } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { eventually, expectText, expectVisible, settle } from './support/expect.ts';
import { sideMenu } from './support/landmarks.ts';
import { usePortal } from './support/suite.ts';
import { depositAndApprove } from './support/wallet.ts';

/** Seconds the countdown shows ("00:42" → 42), or null when it shows none. */
async function countdownSeconds(page: Page): Promise<number | null> {
  const timer = page.getByRole('timer');
  if ((await timer.count()) === 0) return null;
  const match = /^(\d+):(\d{2})$/.exec(((await timer.textContent()) ?? '').trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Betting is open with at least `seconds` left: waits through a closed draw for the next one. */
async function waitForOpenBetting(page: Page, seconds: number): Promise<number | null> {
  const card = page.getByRole('region', { name: '5D Lotto · 1 min' });
  return eventually(
    `betting open with at least ${seconds} s left`,
    async () =>
      ((await card.textContent()) ?? '').includes('Betting is open') ? await countdownSeconds(page) : null,
    (left) => left !== null && left >= seconds,
    80_000,
  );
}

/** A bet of mine, by draw and by what it is ("Big/Small/Odd/Even · Ball 1 · Big"). */
const myBet = (bets: Locator, numero: string, what: string) =>
  bets
    .getByRole('row')
    .filter({ hasText: numero })
    .filter({ has: bets.page().getByRole('rowheader', { name: what, exact: true }) });

/**
 * Issue 6 acceptance, browser part: a new member with an approved deposit opens the e-lottery
 * from the side menu, picks the 1-minute 5-digit game, bets and cancels one bet before the
 * close, then places a slip of several bets covering both big and small (so some win), watches
 * the countdown run and betting close, and sees the draw's result arrive without a reload: the
 * winning bets are paid into the header balance and the bet list shows won and lost with the
 * amounts. The draw checks out as provably fair; the ledger audit passes.
 */
describe('lottery and e-lottery in the browser (issue 6)', () => {
  const suite = usePortal();

  it('bets, cancels, watches the countdown and gets paid when the result arrives, without a reload', {
    timeout: 170_000,
  }, async () => {
    const { page } = await newMember(suite, 'lot');

    await depositAndApprove(page, suite.portal.ops);
    // Marks this document: if the page reloaded, the mark would be gone.
    await page.evaluate(() => {
      (window as unknown as { noReload: boolean }).noReload = true;
    });

    // The side menu's E-lottery entry goes straight to the e-lottery lobby; pick the 1-minute 5D game.
    await sideMenu(page).getByRole('link', { name: 'E-lottery' }).click();
    await page.waitForURL((url) => url.pathname === '/elott');
    await page
      .getByRole('navigation', { name: 'Choose a game' })
      .getByRole('link', { name: /5D Lotto · 1 min/ })
      .click();
    await page.waitForURL((url) => url.searchParams.get('gameCode') === 'SSC_1');
    await expectVisible(page.getByRole('heading', { name: '5D Lotto · 1 min', level: 2 }));
    expect(await page.getByRole('radio', { name: /Big\/Small\/Odd\/Even/ }).isChecked()).toBe(true);

    const slip = page.getByRole('region', { name: 'Bet slip' });
    const bets = page.getByRole('region', { name: 'My bets' });
    const placedOn = async (text: string) => {
      await expectText(slip.getByRole('status'), text);
      const match = /on draw (\d{8}-\d{4})/.exec((await slip.getByRole('status').textContent()) ?? '');
      if (!match?.[1]) throw new Error('no draw number in the placement notice');
      return match[1];
    };

    // One bet, placed and cancelled before the close: the stake comes back.
    await waitForOpenBetting(page, 25);
    await page.getByRole('button', { name: 'Ball 2 Odd, odds 1.98' }).click();
    await slip.getByRole('button', { name: 'Place bets' }).click();
    const first = await placedOn('1 bet placed on draw');
    await expectText(header(page), 'Balance ₫999,000.00');
    const odd = myBet(bets, first, 'Big/Small/Odd/Even · Ball 2 · Odd');
    await odd.getByRole('button', { name: 'Cancel Big/Small/Odd/Even · Ball 2 · Odd' }).click();
    await expectText(bets, 'Big/Small/Odd/Even · Ball 2 · Odd cancelled; ₫1,000.00 refunded.');
    await expectText(odd, 'Cancelled');
    await expectText(header(page), 'Balance ₫1,000,000.00');

    // A slip of four bets covering both sides twice: ball 1 big and small, sum big and small.
    await waitForOpenBetting(page, 12);
    await page.getByRole('button', { name: 'Ball 1 Big, odds 1.98' }).click();
    await page.getByRole('button', { name: 'Ball 1 Small, odds 1.98' }).click();
    await page.getByRole('radio', { name: /^Sum/ }).check();
    await page.getByRole('button', { name: 'Big, odds 1.98', exact: true }).click();
    await page.getByRole('button', { name: 'Small, odds 1.98', exact: true }).click();
    await slip.getByLabel('Stake').fill('10,000');
    await slip.getByRole('button', { name: 'Multiplier 2' }).click();
    await expectText(slip, '4 bets');
    await expectText(slip, 'Total ₫80,000.00');
    await slip.getByRole('button', { name: 'Place bets' }).click();
    const numero = await placedOn('4 bets placed on draw');
    await expectText(header(page), 'Balance ₫920,000.00');
    const mine = bets.getByRole('row').filter({ hasText: numero });
    await eventually(
      `four open bets on draw ${numero}`,
      () => mine.filter({ hasText: 'Open' }).count(),
      (n) => n === 4,
    );

    // The countdown runs down, then betting closes until the draw.
    const before = await countdownSeconds(page);
    await page.waitForTimeout(2_100);
    const after = await countdownSeconds(page);
    expect(before).not.toBeNull();
    expect(after).not.toBeNull();
    expect(after as number).toBeLessThan(before as number);
    await expectVisible(page.getByText('Betting closed', { exact: true }), 60_000);
    await expectText(slip, 'Betting is closed until the next draw opens.');

    // The result arrives over the WebSocket: the board, the bets and the balance follow.
    const results = page.getByRole('region', { name: 'Results' });
    await expectText(results.getByRole('row').filter({ hasText: numero }), 'Sum', 30_000);
    await expectText(page.getByRole('status').filter({ hasText: `Draw ${numero} result:` }), numero, 5_000);
    await eventually(
      `two won and two lost bets on draw ${numero}`,
      async () => [
        await mine.filter({ hasText: 'Won' }).count(),
        await mine.filter({ hasText: 'Lost' }).count(),
      ],
      ([won, lost]) => won === 2 && lost === 2,
      15_000,
    );
    // Each winner pays 20,000 × 1.98.
    for (const row of await mine.filter({ hasText: 'Won' }).all()) await expectText(row, '₫39,600.00');
    await expectText(header(page), 'Balance ₫999,200.00', 15_000);

    // Provably fair: the drawn draw's seed matches the hash published when it opened.
    await results.getByRole('button', { name: `Verify draw ${numero}` }).click();
    await expectText(results, 'Verified: the seed matches the published hash and gives this result.');

    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
    const audit = await suite.portal.ops('audit');
    expect(audit.code, `${audit.stdout}\n${audit.stderr}`).toBe(0);
  });

  it('has no serious or critical axe violations on /elott and /vnlottery at 1280 and 390 px, light and dark', async () => {
    const { page } = await newMember(suite, 'lax');
    const found: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        for (const [path, pick] of [
          ['/elott?gameCode=SSC_1', 'Ball 1 Big, odds 1.98'],
          ['/vnlottery?gameCode=VNF_MB_1', '27'],
        ] as const) {
          await page.goto(path);
          await expectVisible(
            page.getByRole('region', { name: 'Results' }).getByRole('table').first(),
            90_000,
          );
          await page.getByRole('button', { name: pick, exact: true }).click();
          await expectText(page.getByRole('region', { name: 'Bet slip' }), '1 bet');
          await settle(page);
          for (const violation of await seriousViolations(page, { include: 'main' }))
            found.push(`${path} ${width}px ${theme}: ${violation}`);
        }
      }
    }
    expect(found, found.join('\n')).toEqual([]);
  });
});
