import { describe, expect, it } from 'vitest';
import { accountMenuButton, header, newMember } from './support/accounts.ts';
import { expectAbsent, expectHidden, expectText, expectVisible } from './support/expect.ts';
import { usePortal } from './support/suite.ts';
import { depositAndApprove, memberCentre } from './support/wallet.ts';

/**
 * Platform information (spec 2 `messageV2`, issue 3's unread count in the header): the operator's
 * decision on a deposit and a notice sent from the CLI reach the header's count live; the member
 * reads them in the member centre and the count follows, without a reload.
 */
describe('platform information and the unread count', () => {
  const suite = usePortal();

  it('counts new messages live, shows them in the member centre and drops the count as they are read', async () => {
    const { page, username } = await newMember(suite, 'msg');
    await page.evaluate(() => {
      (window as unknown as { noReload: boolean }).noReload = true;
    });
    const menuButton = accountMenuButton(page);
    // No messages: no count on the avatar.
    await expectAbsent(header(page).getByText('unread message'));

    // The approved deposit writes the first message; a notice from the operator the second.
    await depositAndApprove(page, suite.portal.ops);
    await expectVisible(header(page).getByText('1 unread message', { exact: false }));
    const sent = await suite.portal.ops(
      'message',
      'send',
      username,
      '--title',
      'Weekend bonus',
      '--text',
      'Deposit on Saturday and get <b>10%</b> more.',
    );
    expect(sent.code, sent.stderr).toBe(0);
    expect(sent.stdout).toContain(`sent to ${username}`);
    await expectVisible(header(page).getByText('2 unread messages', { exact: false }));

    // Avatar menu -> Messages (2) -> the member centre's platform information.
    await menuButton.click();
    await page.getByRole('menuitem', { name: /Messages/ }).click();
    const dialog = memberCentre(page);
    await expectVisible(dialog.getByRole('heading', { name: 'Platform information', level: 3 }));
    const items = dialog.getByRole('region', { name: 'Messages' }).getByRole('listitem');
    await expect.poll(() => items.count()).toBe(2);
    await expectText(items.nth(0), 'Weekend bonus');
    await expectText(items.nth(1), 'Deposit approved');

    // Opening the notice shows its text as written (no markup) and marks it read.
    await items.nth(0).getByRole('button').click();
    await expectText(items.nth(0), 'Deposit on Saturday and get <b>10%</b> more.');
    await expectVisible(header(page).getByText('1 unread message', { exact: false }));
    await items.nth(1).getByRole('button').click();
    await expectText(items.nth(1), '₫1,000,000.00');
    await expectAbsent(header(page).getByText('unread message'));
    await expect.poll(() => dialog.getByRole('button', { name: 'Mark all as read' }).isDisabled()).toBe(true);

    // A broadcast reaches this open tab too; "Mark all as read" clears it.
    const all = await suite.portal.ops(
      'message',
      'broadcast',
      '--title',
      'Maintenance',
      '--text',
      'Sunday 02:00',
    );
    expect(all.code, all.stderr).toBe(0);
    await expectVisible(header(page).getByText('1 unread message', { exact: false }));
    await expectText(items.nth(0), 'Maintenance');
    await dialog.getByRole('button', { name: 'Mark all as read' }).click();
    await expectAbsent(header(page).getByText('unread message'));

    await page.keyboard.press('Escape');
    await expectHidden(dialog);
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
    const audit = await suite.portal.ops('audit');
    expect(audit.code, `${audit.stdout}\n${audit.stderr}`).toBe(0);
  }, 120_000);
});
