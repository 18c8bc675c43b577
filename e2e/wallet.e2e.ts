import { describe, expect, it } from 'vitest';
import { header, newMember, openVisitor, visitorIp } from './support/accounts.ts';
import { eventually, expectAbsent, expectHidden, expectText, expectVisible } from './support/expect.ts';
import { openLuckyReels, spinReady } from './support/slot.ts';
import { usePortal } from './support/suite.ts';
import {
  memberCentre,
  openMemberCentre,
  openPage,
  PROOF_PNG,
  requestWithdrawal,
  setUpForWithdrawals,
  submitDeposit,
} from './support/wallet.ts';

/**
 * Issue 4 acceptance, browser part: a new member deposits by bank transfer with a proof image,
 * the operator approves it from the CLI and the header balance changes without a reload; then
 * a payment password, a bank card, a withdrawal (balance drops), the operator rejects it (money
 * back), and the account records show all three movements. Ends with the ledger audit.
 */
describe('wallet: deposit, live balance, withdrawal and records (issue 4)', () => {
  const suite = usePortal();

  it('deposits, sees the approval live, withdraws, gets the rejected amount back and finds it all in the records', async () => {
    const { page, password } = await newMember(suite, 'wal', { fullName: 'Tran Thi Binh' });
    await expectText(header(page), 'Balance ₫0.00');
    // Marks this document: if the page reloaded, the mark would be gone.
    await page.evaluate(() => {
      (window as unknown as { noReload: boolean }).noReload = true;
    });

    // Deposit by bank transfer, with a proof image.
    await header(page).getByRole('button', { name: 'Deposit', exact: true }).click();
    const dialog = memberCentre(page);
    await expectVisible(dialog.getByRole('heading', { name: 'Deposit', level: 3 }));
    expect(new URL(page.url()).searchParams.get('mc')).toBe('depositv2');
    await expectText(dialog, 'Transfer the money to this account');
    const id = await submitDeposit(page, dialog, '1,000,000');
    await expectText(dialog, 'Deposit submitted');
    await expectText(dialog.getByRole('status').filter({ hasText: 'Deposit submitted' }), 'Pending');

    // The operator approves from the CLI; the header follows over the WebSocket.
    const approved = await suite.portal.ops('deposit', 'approve', id);
    expect(approved.code, approved.stderr).toBe(0);
    await expectText(header(page), 'Balance ₫1,000,000.00');
    await expectText(dialog.getByRole('region', { name: 'Recent deposits' }), 'Approved');

    // Payment password and a bank card in the security centre.
    await setUpForWithdrawals(dialog, password, '246810');

    // A withdrawal: the amount is held at once, so the balance drops.
    await openPage(dialog, 'Withdraw');
    await expectText(dialog, 'Withdrawable');
    const wid = await requestWithdrawal(page, dialog, '250,000.50', '246810');
    await expectText(dialog, 'Withdrawal of ₫250,000.50 requested');
    await expectText(header(page), 'Balance ₫749,999.50');

    // The operator rejects it: the money comes back, live.
    const rejected = await suite.portal.ops('withdrawal', 'reject', wid, '--note', 'name mismatch');
    expect(rejected.code, rejected.stderr).toBe(0);
    await expectText(header(page), 'Balance ₫1,000,000.00');
    await expectText(dialog.getByRole('region', { name: 'Withdrawals' }), 'Rejected');

    // The account records list all three movements.
    await openPage(dialog, 'Account record');
    const movements = dialog.getByRole('region', { name: 'Movements' });
    const row = (type: string, wallet: string) =>
      movements.getByRole('row').filter({ hasText: type }).filter({ hasText: wallet });
    await expectText(row('Deposit', 'Main wallet'), '+₫1,000,000.00');
    await expectText(row('Withdrawal request', 'Main wallet'), '-₫250,000.50');
    await expectText(row('Withdrawal request', 'Held for withdrawals'), '+₫250,000.50');
    await expectText(row('Withdrawal rejected, refunded', 'Main wallet'), '+₫250,000.50');
    await expectText(row('Withdrawal rejected, refunded', 'Main wallet'), '₫1,000,000.00');

    // Escape closes the member centre, and focus returns to the button that opened it.
    await page.keyboard.press('Escape');
    await expectHidden(dialog);
    await eventually(
      'the focus back on the Deposit button',
      () => page.evaluate(() => document.activeElement?.textContent),
      (text) => text === 'Deposit',
    );
    // Nothing of this needed a reload.
    expect(new URL(page.url()).searchParams.has('mc')).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);

    const audit = await suite.portal.ops('audit');
    expect(audit.code, `${audit.stdout}\n${audit.stderr}`).toBe(0);
  });

  it('pays through the payment gateway and comes back to the member centre, credited', async () => {
    const { page } = await newMember(suite, 'gw');
    await expectText(header(page), 'Balance ₫0.00');

    const dialog = await openMemberCentre(page);
    await openPage(dialog, 'Deposit');
    await dialog.getByRole('radio', { name: /Online payment/ }).check();
    await dialog.getByLabel('Amount').fill('20,000');
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();

    // The sandbox gateway's own page, outside the portal.
    await page.waitForURL(/\/sandbox-gateway\/pay/);
    await expectText(page.locator('body'), '20,000.00');
    await page.getByRole('button', { name: 'Pay now' }).click();

    // Back on the portal, in the member centre's deposit page, with the money credited.
    await page.waitForURL((url) => url.searchParams.get('mc') === 'depositv2');
    const back = memberCentre(page);
    await expectVisible(back.getByRole('heading', { name: 'Deposit', level: 3 }));
    await expectText(header(page), 'Balance ₫20,000.00');
    await expectText(back.getByRole('region', { name: 'Recent deposits' }), 'Approved');

    const audit = await suite.portal.ops('audit');
    expect(audit.code, `${audit.stdout}\n${audit.stderr}`).toBe(0);
  });

  it('answers paid withdrawals: received, partially received and not received with a proof', async () => {
    const { page, password } = await newMember(suite, 'conf', { fullName: 'Le Van Cuong' });
    await header(page).getByRole('button', { name: 'Deposit', exact: true }).click();
    const dialog = memberCentre(page);
    const depositId = await submitDeposit(page, dialog, '100,000');
    expect((await suite.portal.ops('deposit', 'approve', depositId)).code).toBe(0);
    await expectText(header(page), 'Balance ₫100,000.00');
    await setUpForWithdrawals(dialog, password, '135790');

    await openPage(dialog, 'Withdraw');
    const ids: string[] = [];
    for (const amount of ['1,000', '2,000', '3,000']) {
      ids.push(await requestWithdrawal(page, dialog, amount, '135790'));
      await expectText(dialog, `Withdrawal of ₫${amount}.00 requested`);
    }
    for (const id of ids) {
      expect((await suite.portal.ops('withdrawal', 'approve', id)).code).toBe(0);
      expect((await suite.portal.ops('withdrawal', 'paid', id)).code).toBe(0);
    }
    const list = dialog.getByRole('region', { name: 'Withdrawals' });
    const item = (amount: string) => list.getByRole('listitem').filter({ hasText: amount });
    // Paid withdrawals ask whether the money arrived, with the forced-receipt deadline. Payment
    // moves no balance, but each decision is a hub `cashier` event that refetches the open list
    // at once (the list polls, every 30 s, only while the socket is down): well within 10 s.
    await expectText(item('₫1,000.00'), 'Did the money arrive in your bank account?');
    await expectText(item('₫1,000.00'), 'it counts as received');

    await item('₫1,000.00').getByRole('button', { name: 'Received', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm receipt' });
    await expectText(confirm, 'Confirm that ₫1,000.00 arrived in your bank account.');
    await confirm.getByRole('button', { name: 'Received', exact: true }).click();
    await expectText(item('₫1,000.00'), 'You confirmed the money arrived.');

    await item('₫2,000.00').getByRole('button', { name: 'Partially received' }).click();
    await item('₫2,000.00').getByLabel('Amount that arrived').fill('1,500');
    await item('₫2,000.00').getByRole('button', { name: 'Send' }).click();
    await expectText(item('₫2,000.00'), 'You reported receiving ₫1,500.00.');

    await item('₫3,000.00').getByRole('button', { name: 'Not received' }).click();
    await item('₫3,000.00').getByLabel('Bank statement').setInputFiles({
      name: 'statement.png',
      mimeType: 'image/png',
      buffer: PROOF_PNG,
    });
    await item('₫3,000.00').getByRole('button', { name: 'Report not received' }).click();
    await expectText(item('₫3,000.00'), 'You reported the money did not arrive.');

    const audit = await suite.portal.ops('audit');
    expect(audit.code, `${audit.stdout}\n${audit.stderr}`).toBe(0);
  });

  it('gives a free demo account a balance but no member centre (spec 6)', async () => {
    const { page } = await openVisitor(suite, visitorIp());
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Free demo', exact: true }).click();
    await expectText(header(page), 'Balance');
    await expectText(header(page), 'Demo account');
    await expectAbsent(header(page).getByRole('button', { name: 'Deposit', exact: true }), 1_000);
    await expectAbsent(header(page).getByRole('button', { name: 'Withdraw', exact: true }), 1_000);

    await header(page).getByRole('button', { name: 'Account menu', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Account record' }).click();
    const notice = page.getByRole('alertdialog', { name: 'Notice' });
    await expectText(notice, 'Please Register an Account first');
    await notice.getByRole('button', { name: 'OK', exact: true }).click();
    await expectAbsent(memberCentre(page), 1_000);

    // Nor by the address: the notice again, and the parameter is dropped.
    await page.goto('/?mc=depositv2');
    await expectText(page.getByRole('alertdialog', { name: 'Notice' }), 'Please Register an Account first');
    await expectAbsent(memberCentre(page), 1_000);
    await eventually(
      'the member centre parameter gone',
      async () => new URL(page.url()).searchParams.has('mc'),
      (has) => !has,
    );

    // Its games run for fun: play money in the game, nothing moves in the wallet.
    const { game, spin } = await openLuckyReels(page);
    await expectText(game.locator('body'), 'you are playing with play money', 20_000);
    // The label's text; the game shows it in capitals.
    expect(await game.locator('#balance-label').textContent()).toBe('Play money');
    await spinReady(spin);
    const before = await game.locator('#balance').textContent();
    await spin.click();
    await eventually(
      'the spin to finish and move the play money',
      async () => ((await spin.isEnabled()) ? await game.locator('#fair-nonce').textContent() : null),
      (nonce) => nonce === '1',
      20_000,
    );
    await expectHidden(game.getByRole('alert'));
    expect(before).toBe('1,000,000.00 VND');
    await expectText(header(page), 'Balance ₫0.00');
  });
});
