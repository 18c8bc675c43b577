import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  header,
  loginDialog,
  newMember,
  newUsername,
  openVisitor,
  registerByUsername,
  visitorIp,
} from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { sizesAndThemes } from './support/browser.ts';
import {
  eventually,
  expectAttribute,
  expectHidden,
  expectText,
  expectVisible,
  settle,
} from './support/expect.ts';
import { minorUnits, vnd } from './support/money.ts';
import { spinReady } from './support/slot.ts';
import { usePortal } from './support/suite.ts';
import { depositAndApprove, depositApproved, memberCentre } from './support/wallet.ts';

/** The header balance in minor units, as the member reads it. */
async function headerBalance(page: Page): Promise<number | null> {
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a person reads
  const text = await header(page).innerText();
  const match = /Balance\s*(₫[\d,]+\.\d{2})/.exec(text);
  return match?.[1] ? minorUnits(match[1]) : null;
}

/** The balance the game itself shows, inside its frame. */
async function gameBalance(game: FrameLocator): Promise<number | null> {
  return minorUnits((await game.locator('#balance').textContent()) ?? '');
}

/**
 * Issue 5 acceptance, browser part: a fresh visitor registers, gets a deposit approved, finds
 * the in-house slot on /rng by search, launches it, spins in the iframe while the header balance
 * follows every spin without a reload, sees a deposit made meanwhile in the game itself, sees the
 * rounds in the betting record, and keeps the game as a favourite. Ends with the ledger audit.
 */
describe('games: lobby, launch, live balance while playing, betting record, favourites (issue 5)', () => {
  const suite = usePortal();

  it('plays Lucky Reels from the slots lobby with the header balance following each spin', async () => {
    const { page } = await openVisitor(suite, visitorIp());

    // A visitor may browse the lobby; the favourite star asks them to log in first (spec 5).
    await page.goto('/rng');
    await expectVisible(page.getByRole('heading', { name: 'Slots', level: 1 }));
    await expectVisible(page.getByRole('tab', { name: 'All providers', selected: true }));
    await page.getByRole('button', { name: 'Favourite: Lucky Reels' }).first().click();
    await expectText(loginDialog(page), 'Please log in');
    await page.keyboard.press('Escape');
    await expectHidden(loginDialog(page));

    await registerByUsername(page, { username: newUsername('game'), password: 'Passw0rd1' });
    await expectText(header(page), 'Balance ₫0.00');
    await depositAndApprove(page, suite.portal.ops);
    // Marks this document: if the page reloaded, the mark would be gone.
    await page.evaluate(() => {
      (window as unknown as { noReload: boolean }).noReload = true;
    });

    // Registration went home (spec 4); back to the slots through the side menu.
    const menu = page.getByRole('navigation', { name: 'Side menu' });
    await menu.getByRole('button', { name: 'Slots' }).click();
    await menu.getByRole('link', { name: 'All', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/rng');

    // Find the slot by name.
    await page.getByRole('searchbox', { name: 'Search games by name' }).fill('lucky');
    const results = page.getByRole('list', { name: 'Results for “lucky”' });
    await expectVisible(results);
    await eventually(
      'the search in the address',
      async () => new URL(page.url()).searchParams.get('q'),
      (q) => q === 'lucky',
    );
    await results.getByRole('button', { name: 'Lucky Reels', exact: true }).click();

    // The launch stores the address and opens the game under the header.
    await page.waitForURL((url) => url.pathname === '/game');
    await expectVisible(page.getByRole('heading', { name: 'Lucky Reels', level: 1 }));
    const frame = page.frameLocator('iframe[title="Lucky Reels"]');
    const spin = frame.getByRole('button', { name: 'Spin', exact: true });
    await expectVisible(spin, 20_000);
    await eventually(
      'the game to show the deposited balance',
      () => gameBalance(frame),
      (v) => v === 100_000_000,
    );

    // Spin several times: every debit and credit reaches the header over the WebSocket.
    const SPINS = 4;
    const seen: number[] = [];
    for (let n = 1; n <= SPINS; n += 1) {
      await spinReady(spin);
      await spin.click();
      // While the reels turn the button reads "Spinning…"; it says "Spin" again when the round is done.
      await spinReady(spin, `spin ${n} to finish`);
      await expectHidden(frame.getByRole('alert'));
      const after = await gameBalance(frame);
      expect(after, `the game's balance after spin ${n}`).not.toBeNull();
      await eventually(
        `the header balance to follow spin ${n} (the game shows ${after})`,
        () => headerBalance(page),
        (value) => value === after,
      );
      seen.push(after as number);
    }
    // The bets moved the balance: not every spin can have paid back exactly its stake.
    expect(seen.some((value) => value !== 100_000_000)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);

    // A deposit approved while the game is open reaches the game's own balance too (the portal
    // passes the hub's balance on to the frame), not only the header.
    const beforeDeposit = seen.at(-1) as number;
    await depositApproved(page, suite.portal.ops, '500,000', vnd(beforeDeposit + 50_000_000));
    await eventually(
      'the open game to show the deposit',
      () => gameBalance(frame),
      (value) => value === beforeDeposit + 50_000_000,
    );
    seen.push(beforeDeposit + 50_000_000);
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);

    // A reload of /game keeps the game (the address is stored) and its session.
    await page.reload();
    await expectVisible(
      page.frameLocator('iframe[title="Lucky Reels"]').getByRole('button', { name: 'Spin' }),
      20_000,
    );
    await eventually(
      'the reloaded game to show the same balance',
      () => gameBalance(page.frameLocator('iframe[title="Lucky Reels"]')),
      (value) => value === seen.at(-1),
    );

    // The rounds are in the betting record.
    await page.goto('/rng?mc=personalHistoryCopy');
    const centre = memberCentre(page);
    await expectVisible(centre.getByRole('heading', { name: 'Betting record', level: 3 }));
    const bets = centre.getByRole('region', { name: 'Bets' });
    await eventually(
      `${SPINS} Lucky Reels rounds in the betting record`,
      () => bets.getByRole('row').filter({ hasText: 'Lucky Reels' }).count(),
      (rows) => rows === SPINS,
    );
    await expectText(centre.getByRole('region', { name: 'Summary' }), `Bets ${SPINS}`);
    await page.keyboard.press('Escape');
    await expectHidden(centre);

    // Recently played shows the game; the star keeps it as a favourite.
    await expectVisible(page.getByRole('heading', { name: 'Recently played', level: 2 }));
    const star = page
      .getByRole('list', { name: 'All Slots' })
      .getByRole('button', { name: 'Favourite: Lucky Reels' });
    await expectAttribute(star, 'aria-pressed', 'false');
    await star.click();
    await expectAttribute(star, 'aria-pressed', 'true');

    await page.getByRole('button', { name: 'Favourites', exact: true }).click();
    const favourites = page.getByRole('list', { name: 'My favourites' });
    await expectVisible(favourites.getByRole('button', { name: 'Lucky Reels', exact: true }));

    // Still a favourite after a reload; taking it off empties the list.
    await page.reload();
    const kept = page.getByRole('list', { name: 'My favourites' });
    const keptStar = kept.getByRole('button', { name: 'Favourite: Lucky Reels' });
    await expectAttribute(keptStar, 'aria-pressed', 'true');
    await keptStar.click();
    await expectText(page.getByRole('main'), 'You have no favourites here yet.');

    const audit = await suite.portal.ops('audit');
    expect(audit.code, `${audit.stdout}\n${audit.stderr}`).toBe(0);
  });

  it.each(sizesAndThemes)(
    'the slots lobby has no serious or critical axe violations ($name)',
    async ({ options, theme }) => {
      const { context, page } = await suite.open(options);
      if (theme === 'dark') await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await page.goto('/rng');
      await expectVisible(page.getByRole('list', { name: 'All Slots' }));
      await settle(page);
      const violations = await seriousViolations(page, { exclude: 'iframe' });
      expect(violations, violations.join('\n')).toEqual([]);
    },
  );

  it('says a game is under maintenance while the operator has its vendor in maintenance, and launches it again after', async () => {
    const maintenance = await suite.portal.ops('vendor', 'status', 'IHS', 'maintenance');
    expect(maintenance.code, maintenance.stderr).toBe(0);
    try {
      const { page } = await newMember(suite, 'maint');
      await page.goto('/inhouse');
      // The vendor's tab says so before anything is clicked.
      await expectVisible(page.getByRole('tab', { name: /Portal Studio.*Maintenance/ }));
      await page
        .getByRole('list', { name: 'All In-house games' })
        .getByRole('button', { name: 'Lucky Reels', exact: true })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Game under maintenance' });
      await expectText(dialog, 'Lucky Reels is under maintenance right now.');
      await expectText(dialog, 'There is no other game to suggest right now.');
      expect(new URL(page.url()).pathname).toBe('/inhouse');
      await page.keyboard.press('Escape');
      await expectHidden(dialog);

      const active = await suite.portal.ops('vendor', 'status', 'IHS', 'active');
      expect(active.code, active.stderr).toBe(0);
      await page
        .getByRole('list', { name: 'All In-house games' })
        .getByRole('button', { name: 'Lucky Reels', exact: true })
        .click();
      await page.waitForURL((url) => url.pathname === '/game');
    } finally {
      await suite.portal.ops('vendor', 'status', 'IHS', 'active');
    }
  });

  it('the game screen has no serious or critical axe violations, and Back leads to where the game was opened', async () => {
    const { page } = await newMember(suite, 'a11y');
    await page.goto('/inhouse');
    await page
      .getByRole('list', { name: 'All In-house games' })
      .getByRole('button', { name: 'Lucky Reels', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/game');
    await expectVisible(
      page.frameLocator('iframe[title="Lucky Reels"]').getByRole('button', { name: 'Spin' }),
      20_000,
    );
    const violations = await seriousViolations(page, { exclude: 'iframe' });
    expect(violations, violations.join('\n')).toEqual([]);
    // Back leads to where the game was opened.
    expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/inhouse');
  });
});
