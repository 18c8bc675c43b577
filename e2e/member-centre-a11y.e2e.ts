import { describe, expect, it } from 'vitest';
import { header, newMember, newUsername, openVisitor, registerWith, visitorIp } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { expectText, expectVisible, settle } from './support/expect.ts';
import { content } from './support/landmarks.ts';
import { forEachLook } from './support/looks.ts';
import { navigateInApp } from './support/navigate.ts';
import { usePortal } from './support/suite.ts';
import {
  depositAndApprove,
  memberCentre,
  openPage,
  requestWithdrawal,
  setUpForWithdrawals,
  submitDeposit,
} from './support/wallet.ts';

const pages = [
  ['securityCenter', 'My account'],
  ['transferFund', 'My wallet'],
  ['depositv2', 'Deposit'],
  ['withdraw', 'Withdraw'],
  ['transferUpline', 'Transfers'],
  ['personalHistoryCopy', 'Betting record'],
  ['transactionHistory', 'Account record'],
  ['personalProfit', 'Profit and loss'],
  ['bonusDetails', 'Bonus details'],
  ['rewardCenter', 'Reward centre'],
  ['referral', 'Invite friends'],
  ['missionLeaderboard', 'Mission activity'],
  ['messageV2', 'Platform information'],
  ['manualRebate', 'Rebate'],
  ['vipClub', 'VIP club'],
  ['responsibleGaming', 'Responsible gaming'],
] as const;

/**
 * Every member-centre page, with data on it (a deposit, a bank card, withdrawals in several
 * states, two invited friends, one rewarded), at 1280 and 390 px in both themes: no serious or
 * critical axe violations.
 */
describe('accessibility of the member centre (issue 4)', () => {
  const suite = usePortal();

  it('has no serious or critical axe violations on any page, size or theme', async () => {
    const { page } = await newMember(suite, 'axe', { fullName: 'Pham Thi Dao' });
    await header(page).getByRole('button', { name: 'Deposit', exact: true }).click();
    const dialog = memberCentre(page);
    const depositId = await submitDeposit(page, dialog, '500,000');
    expect((await suite.portal.ops('deposit', 'approve', depositId)).code).toBe(0);
    await expectText(header(page), 'Balance ₫500,000.00');
    await setUpForWithdrawals(dialog, 'Passw0rd1', '112233');
    await openPage(dialog, 'Withdraw');
    const paid = await requestWithdrawal(page, dialog, '1,000', '112233');
    await expectText(dialog, 'Withdrawal of ₫1,000.00 requested');
    await requestWithdrawal(page, dialog, '2,000', '112233');
    await expectText(dialog, 'Withdrawal of ₫2,000.00 requested');
    expect((await suite.portal.ops('withdrawal', 'approve', paid)).code).toBe(0);
    expect((await suite.portal.ops('withdrawal', 'paid', paid)).code).toBe(0);

    // Two friends register through the invitation link; the first one's deposit earns the reward.
    await page.goto('/?mc=referral');
    const link = await memberCentre(page).getByLabel('Your invitation link').inputValue();
    for (const deposits of [true, false]) {
      const friend = await openVisitor(suite, visitorIp());
      await friend.page.goto(link);
      const form = content(friend.page);
      await registerWith(friend.page, form, { username: newUsername('axf'), password: 'Passw0rd1' });
      if (deposits) await depositAndApprove(friend.page, suite.portal.ops);
      await friend.context.close();
    }
    await page.reload();
    const friends = memberCentre(page).getByRole('region', { name: 'Your friends' });
    await expectText(friends, '₫50,000.00');
    await expectText(friends, 'Waiting for a qualifying deposit');

    const problems: string[] = [];
    await forEachLook(page, async ({ at }) => {
      // One load per theme and width; the pages are then reached inside the app.
      await page.goto('/');
      await settle(page);
      for (const [name, heading] of pages) {
        await navigateInApp(page, `/?mc=${name}`);
        await expectVisible(memberCentre(page).getByRole('heading', { name: heading, level: 3 }));
        const found = await seriousViolations(page, { include: '[data-modal="memberCentre"]' });
        if (found.length) problems.push(`${name}, ${at}:\n${found.join('\n')}`);
      }
    });
    expect(problems, problems.join('\n\n')).toEqual([]);
  }, 240_000);
});
