import { describe, expect, it } from 'vitest';
import { newMember } from './support/accounts.ts';
import { expectText, expectVisible } from './support/expect.ts';
import { vnd } from './support/money.ts';
import { openLuckyReels, spinReady } from './support/slot.ts';
import { usePortal } from './support/suite.ts';
import { depositAndApprove, memberCentre } from './support/wallet.ts';

/**
 * Manual rebate (spec 2 member centre `manualRebate`): a player's settled spin earns the demo's
 * 0.8% of its stake, which the player claims once into the main wallet and finds in the
 * account record as a bonus.
 */
describe('manual rebate', () => {
  const suite = usePortal();

  it('claims the rebate of a real spin once and finds it in the account record', async () => {
    const { page } = await newMember(suite, 'reb');
    await depositAndApprove(page, suite.portal.ops);

    const { game, spin } = await openLuckyReels(page);
    await spinReady(spin);
    const stake = Number(await game.locator('#bet').inputValue());
    expect(stake).toBeGreaterThan(0);
    await spin.click();
    await spinReady(spin, 'the spin to finish');
    const rebate = Math.floor((stake * 80) / 10_000);

    await page.goto('/?mc=manualRebate');
    const centre = memberCentre(page);
    await expectVisible(centre.getByRole('heading', { name: 'Rebate', level: 3 }));
    const games = centre.getByRole('row').filter({ hasText: 'Games' });
    await expectText(games, '0.8%');
    await expectText(games, vnd(stake));
    await expectText(games, vnd(rebate));
    await centre.getByRole('button', { name: `Claim ${vnd(rebate)}` }).click();
    await expectText(
      centre.getByRole('status').filter({ hasText: 'main wallet' }),
      `${vnd(rebate)} has been added to your main wallet.`,
    );
    // Nothing more to claim; the claim is in the history.
    await expect.poll(() => centre.getByRole('button', { name: /^Claim/ }).isDisabled()).toBe(true);
    await expectText(centre.getByRole('region', { name: 'Claim history' }), vnd(rebate));

    await page.goto('/?mc=transactionHistory');
    await centre.getByLabel('Type').selectOption({ label: 'Bonuses' });
    await expectText(centre.getByRole('row').filter({ hasText: 'Rebate' }), vnd(rebate));

    const audit = await suite.portal.ops('audit');
    expect(audit.code, `${audit.stdout}\n${audit.stderr}`).toBe(0);
  }, 120_000);
});
