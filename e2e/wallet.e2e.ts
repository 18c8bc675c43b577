import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { header, newUsername, openVisitor, registerByUsername, visitorIp } from './support/accounts.ts';
import { expectHidden, expectText, expectVisible } from './support/expect.ts';
import { usePortal } from './support/suite.ts';

/** A real 1×1 PNG: the server checks proof images by their content. */
const PROOF_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const memberCentre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });

/** The member centre's menu entry for a page, by its visible name. */
async function openPage(dialog: Locator, name: string): Promise<void> {
  await dialog.getByRole('navigation', { name: 'Member centre pages' }).getByRole('link', { name }).click();
  await expectVisible(dialog.getByRole('heading', { name, level: 3 }));
}

/** The id in the envelope answering the next `method path` call the page makes. */
function nextValueId(page: Page, method: string, path: string): Promise<string> {
  return page
    .waitForResponse(
      (response) => new URL(response.url()).pathname === path && response.request().method() === method,
      { timeout: 20_000 },
    )
    .then(async (response) => {
      const body = (await response.json()) as { success: boolean; value?: { id?: string } };
      if (!body.success || !body.value?.id)
        throw new Error(`${method} ${path} answered ${JSON.stringify(body)}`);
      return body.value.id;
    });
}

/**
 * Issue 4 acceptance, browser part: a new member deposits by bank transfer with a proof image,
 * the operator approves it from the CLI and the header balance changes without a reload; then
 * a payment password, a bank card, a withdrawal (balance drops), the operator rejects it (money
 * back), and the account records show all three movements. Ends with the ledger audit.
 */
describe('wallet: deposit, live balance, withdrawal and records (issue 4)', () => {
  const suite = usePortal();

  it('deposits, sees the approval live, withdraws, gets the rejected amount back and finds it all in the records', async () => {
    const { page } = await openVisitor(suite, visitorIp());
    await page.goto('/');
    const password = 'Passw0rd1';
    await registerByUsername(page, { username: newUsername('wal'), password, fullName: 'Tran Thi Binh' });
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
    await dialog.getByLabel('Amount').fill('1,000,000');
    await dialog.getByLabel('Proof of transfer').setInputFiles({
      name: 'transfer.png',
      mimeType: 'image/png',
      buffer: PROOF_PNG,
    });
    const depositId = nextValueId(page, 'POST', '/wps/cashier/deposit');
    await dialog.getByRole('button', { name: 'Submit deposit' }).click();
    const id = await depositId;
    await expectText(dialog, 'Deposit submitted');
    await expectText(dialog.getByRole('status').filter({ hasText: 'Deposit submitted' }), 'Pending');

    // The operator approves from the CLI; the header follows over the WebSocket.
    const approved = await suite.portal.ops('deposit', 'approve', id);
    expect(approved.code, approved.stderr).toBe(0);
    await expectText(header(page), 'Balance ₫1,000,000.00');
    await expectText(dialog.getByRole('region', { name: 'Recent deposits' }), 'Approved');

    // Payment password and a bank card in the security centre.
    await openPage(dialog, 'My account');
    const paymentPassword = dialog.getByRole('region', { name: 'Payment password' });
    await paymentPassword.getByRole('button', { name: 'Set payment password' }).click();
    await paymentPassword.getByLabel('Login password').fill(password);
    await paymentPassword.getByLabel('New payment password').fill('246810');
    await paymentPassword.getByLabel('Confirm payment password').fill('246810');
    await paymentPassword.getByRole('button', { name: 'Save payment password' }).click();
    await expectText(paymentPassword, 'Your payment password is set.');

    const cards = dialog.getByRole('region', { name: 'Bank cards' });
    await cards.getByRole('button', { name: 'Add bank card' }).click();
    await cards.getByLabel('Bank name').fill('Vietcombank');
    await cards.getByLabel('Account number').fill('0123456789');
    await cards.getByLabel('Payment password').fill('246810');
    await cards.getByRole('button', { name: 'Bind card' }).click();
    await expectText(cards, 'Your Vietcombank card is bound.');
    await expectText(cards, '**** 6789');

    // A withdrawal: the amount is held at once, so the balance drops.
    await openPage(dialog, 'Withdraw');
    await expectText(dialog, 'Withdrawable');
    await dialog.getByLabel('Amount').fill('250,000.50');
    await dialog.getByLabel('Payment password').fill('246810');
    const withdrawalId = nextValueId(page, 'POST', '/wps/cashier/withdraw');
    await dialog.getByRole('button', { name: 'Request withdrawal' }).click();
    const wid = await withdrawalId;
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
    await expectText(movements, 'Deposit');
    await expectText(movements, 'Withdrawal request');
    await expectText(movements, 'Withdrawal rejected, refunded');
    await expectText(movements, '+₫1,000,000.00');
    await expectText(movements, '-₫250,000.50');
    await expectText(movements, '+₫250,000.50');

    // Escape closes the member centre; nothing of this needed a reload.
    await page.keyboard.press('Escape');
    await expectHidden(dialog);
    expect(new URL(page.url()).searchParams.has('mc')).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);

    const audit = await suite.portal.ops('audit');
    expect(audit.code, `${audit.stdout}\n${audit.stderr}`).toBe(0);
  });
});
