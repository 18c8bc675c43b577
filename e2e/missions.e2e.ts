import { describe, expect, it } from 'vitest';
import { header, newMember } from './support/accounts.ts';
import { expectHidden, expectText, expectVisible } from './support/expect.ts';
import { usePortal } from './support/suite.ts';
import { depositApproved, memberCentre, openPage } from './support/wallet.ts';

/**
 * Missions (member centre `missionLeaderboard`, docs/decisions.md "Missions"): an approved
 * deposit of ₫200,000 reaches the demo's daily deposit mission; the menu counts it, the member
 * claims its ₫10,000 into the main wallet once (from the reward centre's pointer), and finds its
 * points on the week's leaderboard and the reward in the account record and the bonus details.
 */
describe('missions', () => {
  const suite = usePortal();

  it('claims a reached mission once, with the badge, the balance, the leaderboard and the record following', async () => {
    const { page, username } = await newMember(suite, 'mis');
    await depositApproved(page, suite.portal.ops, '200,000', '₫200,000.00');

    await page.goto('/?mc=securityCenter');
    const centre = memberCentre(page);
    const menu = centre.getByRole('navigation', { name: 'Member centre pages' });
    await expectText(menu, '1 mission to claim');
    // The reward centre points to it.
    await openPage(centre, 'Reward centre');
    const missionsCard = centre.getByRole('region', { name: 'Missions' });
    await expectText(missionsCard, '1 mission ready to claim · ₫10,000.00');
    await missionsCard.getByRole('button', { name: 'Go to Mission activity' }).click();
    await expectVisible(centre.getByRole('heading', { name: 'Mission activity', level: 3 }));

    const card = centre.getByRole('article', { name: 'Deposit ₫200,000.00 today' });
    await expectVisible(card.getByRole('progressbar', { name: 'Deposit ₫200,000.00 today' }));
    await expectText(card, '₫200,000.00 / ₫200,000.00');
    await expectText(card, '₫10,000.00');
    const wager = centre.getByRole('article', { name: 'Wager ₫1,000,000.00 today' });
    await expectText(wager, 'In progress');
    await expectHidden(wager.getByRole('button', { name: 'Claim' }));

    await card.getByRole('button', { name: 'Claim' }).click();
    await expectText(
      centre.getByRole('status').filter({ hasText: 'main wallet' }),
      '₫10,000.00 added to your main wallet.',
    );
    await expectText(card, 'Claimed');
    await expectHidden(card.getByRole('button', { name: 'Claim' }));
    await expectText(header(page), 'Balance ₫210,000.00');
    await expect.poll(() => menu.textContent()).not.toContain('mission to claim');

    await centre.getByRole('tab', { name: 'Leaderboard' }).click();
    const own = centre.getByRole('row').filter({ hasText: username });
    await expectText(own, 'You');
    await expectText(own, '10');
    await expectText(centre, 'with 10 points');

    await openPage(centre, 'Account record');
    await expectText(centre.getByRole('row').filter({ hasText: 'Mission reward' }), '₫10,000.00');
    await openPage(centre, 'Bonus details');
    await expectText(
      centre.getByRole('table', { name: 'Bonuses' }).getByRole('row').filter({ hasText: 'Mission reward' }),
      '₫10,000.00',
    );
    await openPage(centre, 'Reward centre');
    await expectText(centre.getByRole('region', { name: 'Missions' }), 'No mission to claim yet.');

    const audit = await suite.portal.ops('audit');
    expect(audit.code, `${audit.stdout}\n${audit.stderr}`).toBe(0);
  }, 150_000);
});
