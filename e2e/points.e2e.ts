import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accountMenuButton,
  expectSignedIn,
  header,
  loginDialog,
  newUsername,
  openVisitor,
  registerDialog,
  registerWith,
  visitorIp,
} from './support/accounts.ts';
import { eventually, expectAttribute, expectHidden, expectText, expectVisible } from './support/expect.ts';
import { content } from './support/landmarks.ts';
import { vnd } from './support/money.ts';
import {
  expectPoints,
  headerBalance,
  mallPanel,
  openMallTab,
  openRedeem,
  pointsSummary,
  redeemsInProcess,
} from './support/points.ts';
import { usePortal } from './support/suite.ts';
import { depositAndApprove, depositApproved, memberCentre, setPaymentPassword } from './support/wallet.ts';

/** The member's points as the server has them (GET /wps/points with the page's session). */
function serverPoints(page: Page): Promise<{ points: number; pendingPoints: number }> {
  return page.evaluate(async () => {
    const response = await fetch('/wps/points', {
      headers: { authorization: `Bearer ${sessionStorage.getItem('token')}` },
    });
    return (await response.json()).value;
  });
}

/**
 * The points mall (/pointMall, spec 1, 3, 4, 7): a visitor learns how points work; a member
 * earns them on approved deposits (demo: 1 point per ₫1,000), redeems the ₫10,000 bonus with the
 * payment password (held in process until the operator approves it, then paid to the wallet) and
 * converts points to money (100 points = ₫1,000, whole multiples only). Ends with the ledger audit.
 */
describe('points mall', () => {
  const suite = usePortal();

  it('earns points on deposits, redeems a cash reward the operator approves and converts points', async () => {
    const { page } = await openVisitor(suite, visitorIp());
    const mall = content(page);

    // A visitor: what points are, and the way in.
    await page.goto('/pointMall');
    await expectVisible(mall.getByRole('heading', { name: 'Points mall', level: 1 }));
    const intro = mall.getByRole('region', { name: 'How points work' });
    await expectText(intro, 'Every approved deposit earns points.');
    await expectText(intro, 'convert them to money');
    await expectText(intro, 'Points never expire.');
    await expectText(intro, 'Log in to see your points and redeem rewards.');
    await intro.getByRole('button', { name: 'Log in', exact: true }).click();
    await expectVisible(loginDialog(page));
    await page.keyboard.press('Escape');
    await expectHidden(loginDialog(page));

    // Registers from the page's own Register button.
    await intro.getByRole('button', { name: 'Register', exact: true }).click();
    const form = registerDialog(page);
    await expectVisible(form);
    const username = newUsername('pts');
    const password = 'Passw0rd1';
    await registerWith(page, form, { username, password });
    await expectSignedIn(page, username);
    // Registration ends on the home page, as it does from anywhere; back to the mall.
    await page.goto('/pointMall');
    await expectPoints(page, 'Current points', '0');

    // A payment password in the security centre, then ₫1,000,000 deposited and approved.
    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Member centre' }).click();
    const centre = memberCentre(page);
    await setPaymentPassword(centre, password, '246810');
    await page.keyboard.press('Escape');
    await expectHidden(centre);
    await depositAndApprove(page, suite.portal.ops);

    // 1 point for every ₫1,000: 1,000 points, the rule and the ratio.
    await page.reload();
    const summary = pointsSummary(page);
    await expectPoints(page, 'Current points', '1,000');
    await expectPoints(page, 'In process', '0');
    await expectText(summary, '1 point for every ₫1,000.00 deposited');
    await expectText(summary, '100 points = ₫1,000.00');
    await expectText(summary, 'Points never expire');
    // The rows of the table shown in the tab panel (redeem history, points details), header first.
    const rows = mallPanel(page).getByRole('row');
    await openMallTab(page, 'Points details');
    await expect.poll(() => rows.count()).toBe(2);
    await expectText(rows.nth(1), 'Deposit');
    await expectText(rows.nth(1), '+1,000');

    // The demo mall's three rewards, with their cost and what is left.
    const rewards = await openMallTab(page, 'Rewards');
    const reward = (name: string) => rewards.getByRole('article', { name, exact: true });
    await expectText(reward('₫10,000 bonus'), '1,000 points');
    await expectText(reward('₫10,000 bonus'), 'No limit');
    await expectText(reward('Phone top-up ₫50,000'), '4,500 points');
    await expectText(reward('Phone top-up ₫50,000'), '50 left');
    await expectText(reward('Portal T-shirt'), '5,000 points');
    await expectText(reward('Portal T-shirt'), '20 left');

    // Redeem the bonus: a wrong payment password is refused in the dialog and holds nothing.
    const dialog = await openRedeem(page, '₫10,000 bonus');
    await expectText(dialog, 'Cash reward');
    await expectText(dialog, '₫10,000.00');
    await expectText(dialog, 'Total points 1,000');
    const paymentPassword = dialog.getByLabel('Payment password', { exact: true });
    await paymentPassword.fill('135791');
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expectText(dialog, 'The payment password is not correct.');
    await expectAttribute(paymentPassword, 'aria-invalid', 'true');
    await expectVisible(dialog);
    // Nothing was held: the dialog and the server still count 1,000 points, none in process.
    await expectText(dialog, 'Your points 1,000');
    expect(await serverPoints(page)).toMatchObject({ points: 1000, pendingPoints: 0 });

    // The right one: the request is in process and its points are held.
    await paymentPassword.fill('246810');
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expectHidden(dialog);
    await expectText(
      mallPanel(page).getByRole('status'),
      'Request sent: in process. 1 × ₫10,000 bonus for 1,000 points.',
    );
    await expectPoints(page, 'Current points', '0');
    await expectPoints(page, 'In process', '1,000');
    await openMallTab(page, 'Redeem history');
    await expect.poll(() => rows.count()).toBe(2);
    await expectText(rows.nth(1), '₫10,000 bonus');
    await expectText(rows.nth(1), 'In process');

    // The operator finds it in the list and approves it: the bonus is paid to the wallet.
    const before = await headerBalance(page);
    const open = await redeemsInProcess(suite.portal.ops, username);
    expect(open).toHaveLength(1);
    const approved = await suite.portal.ops('points', 'redeem', 'approve', open[0] as string);
    expect(approved.code, `${approved.stdout}\n${approved.stderr}`).toBe(0);
    expect(await redeemsInProcess(suite.portal.ops, username)).toEqual([]);
    await page.reload();
    await openMallTab(page, 'Redeem history');
    await expect.poll(() => rows.count()).toBe(2);
    await expectText(rows.nth(1), 'Approved');
    await expectPoints(page, 'Current points', '0');
    await expectPoints(page, 'In process', '0');
    await eventually(
      'the header balance to rise by the ₫10,000 bonus',
      () => headerBalance(page),
      (after) => after === before + 1_000_000,
    );

    // Another deposit, ₫500,000: 500 points.
    await depositApproved(page, suite.portal.ops, '500,000', vnd(before + 1_000_000 + 50_000_000));
    await page.reload();
    await expectPoints(page, 'Current points', '500');
    await openMallTab(page, 'Points details');
    await expect.poll(() => rows.count()).toBe(4);
    await expectText(rows.nth(1), '+500');

    // Convert: 250 is not a whole multiple of 100 and is refused before anything is sent.
    const converts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/wps/points/convert') converts.push(request.method());
    });
    const convert = await openMallTab(page, 'Convert');
    const pointsField = convert.getByLabel('Points to convert');
    await pointsField.fill('250');
    await convert.getByLabel('Payment password', { exact: true }).fill('246810');
    await convert.getByRole('button', { name: 'Convert', exact: true }).click();
    await expectText(convert, 'Only whole multiples of 100 points convert: try 200');
    await expectText(convert.locator('dl').filter({ hasText: 'You receive' }), '₫0.00');
    await expectAttribute(pointsField, 'aria-invalid', 'true');
    await expectPoints(page, 'Current points', '500');
    expect(converts).toEqual([]);

    // 200 points pay ₫2,000, shown before and after; the header follows.
    const beforeConvert = await headerBalance(page);
    await pointsField.fill('200');
    await expectText(convert.locator('dl').filter({ hasText: 'You receive' }), '₫2,000.00');
    await convert.getByRole('button', { name: 'Convert', exact: true }).click();
    await expectText(
      convert,
      `₫2,000.00 has been added to your main wallet. Main wallet balance: ${vnd(beforeConvert + 200_000)}. Points left: 300.`,
    );
    expect(converts).toEqual(['POST']);
    await expectText(header(page), `Balance ${vnd(beforeConvert + 200_000)}`);
    expect(await headerBalance(page)).toBe(beforeConvert + 200_000);
    await expectPoints(page, 'Current points', '300');
    await openMallTab(page, 'Points details');
    await expect.poll(() => rows.count()).toBe(5);
    await expectText(rows.nth(1), 'Converted to money');
    await expectText(rows.nth(1), '-200');

    const audit = await suite.portal.ops('audit');
    expect(audit.code, `${audit.stdout}\n${audit.stderr}`).toBe(0);
  }, 180_000);
});
