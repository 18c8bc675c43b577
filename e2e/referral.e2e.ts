import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectSignedIn,
  header,
  maskedName,
  newUsername,
  openVisitor,
  registerByUsername,
  registerWith,
  visitorIp,
} from './support/accounts.ts';
import { eventually, expectText, expectVisible } from './support/expect.ts';
import { content } from './support/landmarks.ts';
import { usePortal } from './support/suite.ts';
import { depositApproved, openMemberCentre, openPage } from './support/wallet.ts';

/** The Invite friends page's three parts, by their titles. */
const sections = (centre: Locator) => ({
  invitation: centre.getByRole('region', { name: 'Your invitation' }),
  results: centre.getByRole('region', { name: 'Your results' }),
  friends: centre.getByRole('region', { name: 'Your friends' }),
});

/** One figure of "Your results" ("Friends invited") reads `value`. */
async function expectFigure(results: Locator, term: string, value: string) {
  await eventually(
    `${term} to read ${value}`,
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a person reads
    () => results.locator('dl > div').filter({ hasText: term }).locator('dd').innerText(),
    (text) => text.trim() === value,
  );
}

/**
 * Invite friends (spec 2 member centre `referral`): a member shares the invitation link, a
 * friend registers through it and deposits; the demo merchant pays the member ₫50,000 once,
 * for the friend's first approved deposit of at least ₫100,000, into the main wallet and the
 * account record. Ends with the ledger audit.
 */
describe('invite friends', () => {
  const suite = usePortal();

  it('pays the member once for a friend who registered through the link and deposited', async () => {
    // Member A registers and opens Invite friends from the member centre's menu.
    const { context, page } = await openVisitor(suite, visitorIp());
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.baseURL });
    await page.goto('/');
    await registerByUsername(page, { username: newUsername('inv'), password: 'Passw0rd1' });
    await expectText(header(page), 'Balance ₫0.00');

    const centre = await openMemberCentre(page);
    await openPage(centre, 'Invite friends');
    expect(new URL(page.url()).searchParams.get('mc')).toBe('referral');
    const { invitation, results, friends } = sections(centre);

    // The rule with the demo's amounts, the link and the code.
    await expectText(
      invitation,
      "When a friend's approved deposit reaches ₫100,000.00, you receive ₫50,000.00 for that friend (once per friend).",
    );
    const code = await invitation.getByLabel('Your invite code').inputValue();
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/);
    const link = await invitation.getByLabel('Your invitation link').inputValue();
    expect(link.endsWith(`/register?referralCode=${code}`), link).toBe(true);
    expect(link).toBe(`${suite.baseURL}/register?referralCode=${code}`);

    // Copy link: on the clipboard, and the status says so.
    await invitation.getByRole('button', { name: 'Copy link', exact: true }).click();
    await expectText(invitation.getByRole('status'), 'Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    await expectFigure(results, 'Friends invited', '0');
    await expectFigure(results, 'Earned', '₫0.00');
    await expectText(friends, 'No friends yet: share your link.');
    expect(await friends.getByRole('row').count()).toBe(0);

    // A friend opens the link in a browser of their own and registers on the page it opens.
    const friendVisitor = await openVisitor(suite, visitorIp());
    const friendPage = friendVisitor.page;
    await friendPage.goto(link);
    expect(new URL(friendPage.url()).pathname).toBe('/register');
    const form = content(friendPage);
    await expectVisible(form.getByRole('heading', { name: 'Register' }));
    const friendName = newUsername('frd');
    await registerWith(friendPage, form, { username: friendName, password: 'Passw0rd2' });
    await expectSignedIn(friendPage, friendName);

    // The code travelled: the friend is in A's list, the account name partly hidden.
    await page.reload();
    await expectVisible(centre.getByRole('heading', { name: 'Invite friends', level: 3 }));
    await expectFigure(results, 'Friends invited', '1');
    await expectFigure(results, 'Friends rewarded', '0');
    const row = friends.getByRole('row').filter({ hasText: maskedName(friendName) });
    await expectText(row, 'Waiting for a qualifying deposit');
    expect(await friends.textContent()).not.toContain(friendName);

    // Marks A's document: the balance must change without a reload.
    await page.evaluate(() => {
      (window as unknown as { noReload: boolean }).noReload = true;
    });

    // The friend deposits ₫100,000; the operator approves it.
    await depositApproved(friendPage, suite.portal.ops, '100,000', '₫100,000.00');

    // A's header follows, live.
    await expectText(header(page), 'Balance ₫50,000.00');
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);

    // The page counts the friend as rewarded.
    await page.reload();
    await expectVisible(centre.getByRole('heading', { name: 'Invite friends', level: 3 }));
    await expectFigure(results, 'Friends invited', '1');
    await expectFigure(results, 'Friends rewarded', '1');
    await expectFigure(results, 'Earned', '₫50,000.00');
    await expectText(row, '₫50,000.00');

    // The account record lists the reward as a bonus.
    await openPage(centre, 'Account record');
    await centre.getByLabel('Type').selectOption({ label: 'Bonuses' });
    const movements = centre.getByRole('region', { name: 'Movements' });
    const reward = movements.getByRole('row').filter({ hasText: 'Invite reward' });
    await expectText(reward, '+₫50,000.00');
    await expectText(reward, 'Main wallet');

    // The friend's second qualifying deposit pays nothing more.
    await depositApproved(friendPage, suite.portal.ops, '100,000', '₫200,000.00');
    await page.goto('/?mc=referral');
    await expectVisible(centre.getByRole('heading', { name: 'Invite friends', level: 3 }));
    await expectFigure(results, 'Friends rewarded', '1');
    await expectFigure(results, 'Earned', '₫50,000.00');
    await expectText(header(page), 'Balance ₫50,000.00');
    await openPage(centre, 'Account record');
    await centre.getByLabel('Type').selectOption({ label: 'Bonuses' });
    await expectText(reward, '+₫50,000.00');
    await eventually(
      'one invite reward in the account record',
      () => reward.count(),
      (count) => count === 1,
    );
    await expectText(header(page), 'Balance ₫50,000.00');

    const audit = await suite.portal.ops('audit');
    expect(audit.code, `${audit.stdout}\n${audit.stderr}`).toBe(0);
  }, 120_000);
});
