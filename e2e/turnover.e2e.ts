import { describe, expect, it } from 'vitest';
import { header, newMember } from './support/accounts.ts';
import { expectAbsent, expectHidden, expectText, expectVisible } from './support/expect.ts';
import { openLuckyReels, spinOnce } from './support/slot.ts';
import { usePortal } from './support/suite.ts';
import {
  depositAndApprove,
  memberCentre,
  openMemberCentre,
  openPage,
  requestWithdrawal,
  setUpForWithdrawals,
} from './support/wallet.ts';

/**
 * Turnover before a withdrawal (docs/decisions.md): the demo merchant asks a bonus to be staked three
 * times. A member deposits (owes nothing), checks in for the daily ₫5,000 reward (owes ₫15,000),
 * finds the withdraw page saying so with a bar in place of the form, plays one ₫20,000 spin of the
 * slot, and can then withdraw. Ends with the ledger audit.
 */
describe('turnover before a withdrawal', () => {
  const suite = usePortal();

  it('holds a bonus back until it is staked three times, then lets the member withdraw', async () => {
    const { page, password, username } = await newMember(suite, 'trn', { fullName: 'Le Van Cuong' });
    await depositAndApprove(page, suite.portal.ops);

    // The daily check-in pays a bonus.
    await page.goto('/promotions');
    await page
      .getByRole('article')
      .filter({ hasText: 'Daily check-in' })
      .getByRole('link', { name: 'Daily check-in' })
      .click();
    const box = page.locator('main').getByRole('region', { name: 'Daily check-in' });
    await box.getByRole('button', { name: 'Check in today' }).click();
    await expectText(header(page), 'Balance ₫1,005,000.00');

    // The withdraw page says what is left to stake, in place of the form.
    let dialog = await openMemberCentre(page);
    await setUpForWithdrawals(dialog, password, '246810');
    await openPage(dialog, 'Withdraw');
    const bar = dialog.getByRole('progressbar', { name: 'Stake ₫15,000.00 more to withdraw' });
    await expectVisible(bar);
    expect(await bar.getAttribute('aria-valuetext')).toBe('₫0.00 of ₫15,000.00 staked');
    await expectText(dialog, 'bets cancelled or taken back do not');
    await expectAbsent(dialog.getByRole('button', { name: 'Request withdrawal' }));
    const shown = await suite.portal.ops('turnover', 'show', username);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain(`${username}: 1500000 minor units still to stake`);

    // One ₫20,000 spin stakes more than is owed.
    await page.keyboard.press('Escape');
    await expectHidden(dialog);
    const slot = await openLuckyReels(page);
    await slot.game.locator('#bet').selectOption('2000000');
    const spun = await spinOnce(slot, 'the ₫20,000 spin');
    expect(spun.stake).toBe(2_000_000);

    dialog = await openMemberCentre(page);
    await openPage(dialog, 'Withdraw');
    await expectText(dialog, '₫15,000.00 of ₫15,000.00 staked');
    await requestWithdrawal(page, dialog, '100', '246810');
    await expectText(dialog, 'Withdrawal of ₫100.00 requested');
    await expectHidden(memberCentre(page).getByRole('progressbar'));

    const audit = await suite.portal.ops('audit');
    expect(audit.code, `${audit.stdout}\n${audit.stderr}`).toBe(0);
  }, 150_000);
});
