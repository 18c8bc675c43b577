import type { Locator, Page } from 'playwright-core';
import { accountMenuButton, header } from './accounts.ts';
import { expectHidden, expectText, expectVisible } from './expect.ts';
import type { OpsResult } from './portal.ts';

/** The wallet and member-centre UI (issue 4), by roles and visible text. */

/** A real 1×1 PNG: the server checks proof images by their content. */
export const PROOF_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const memberCentre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });

/** Opens the member centre from the account menu; it shows My account first. */
export async function openMemberCentre(page: Page): Promise<Locator> {
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Member centre' }).click();
  const dialog = memberCentre(page);
  await expectVisible(dialog.getByRole('heading', { name: 'My account', level: 3 }));
  return dialog;
}

/** The member centre's menu entry for a page, by its visible name. */
export async function openPage(dialog: Locator, name: string): Promise<void> {
  await dialog.getByRole('navigation', { name: 'Member centre pages' }).getByRole('link', { name }).click();
  await expectVisible(dialog.getByRole('heading', { name, level: 3 }));
}

/** The id in the envelope answering the next `method path` call the page makes. */
export function nextValueId(page: Page, method: string, path: string): Promise<string> {
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

/** A first payment password, in the security centre ("My account"), as a new member would set it. */
export async function setPaymentPassword(dialog: Locator, loginPassword: string, paymentPassword: string) {
  await openPage(dialog, 'My account');
  const section = dialog.getByRole('region', { name: 'Payment password' });
  await section.getByRole('button', { name: 'Set payment password' }).click();
  await section.getByLabel('Login password').fill(loginPassword);
  await section.getByLabel('New payment password').fill(paymentPassword);
  await section.getByLabel('Confirm payment password').fill(paymentPassword);
  await section.getByRole('button', { name: 'Save payment password' }).click();
  await expectText(section, 'Your payment password is set.');
}

/** Payment password and a bank card, in the security centre, as a new member would set them. */
export async function setUpForWithdrawals(dialog: Locator, loginPassword: string, paymentPassword: string) {
  await setPaymentPassword(dialog, loginPassword, paymentPassword);

  const cards = dialog.getByRole('region', { name: 'Bank cards' });
  await cards.getByRole('button', { name: 'Add bank card' }).click();
  await cards.getByLabel('Bank name').fill('Vietcombank');
  await cards.getByLabel('Account number').fill('0123456789');
  await cards.getByLabel('Payment password').fill(paymentPassword);
  await cards.getByRole('button', { name: 'Bind card' }).click();
  await expectText(cards, 'Your Vietcombank card is bound.');
  await expectText(cards, '**** 6789');
}

/** Fills the Deposit page's bank-transfer form: the amount (as typed: "500,000") and the proof image. */
export async function fillDeposit(dialog: Locator, amount: string): Promise<void> {
  await dialog.getByLabel('Amount').fill(amount);
  await dialog.getByLabel('Proof of transfer').setInputFiles({
    name: 'transfer.png',
    mimeType: 'image/png',
    buffer: PROOF_PNG,
  });
}

/** Submits a bank-transfer deposit of `amount` on the Deposit page and returns its id. */
export async function submitDeposit(page: Page, dialog: Locator, amount: string): Promise<string> {
  await fillDeposit(dialog, amount);
  const id = nextValueId(page, 'POST', '/wps/cashier/deposit');
  await dialog.getByRole('button', { name: 'Submit deposit' }).click();
  return id;
}

/** Requests a withdrawal on the Withdraw page and returns its id. */
export async function requestWithdrawal(
  page: Page,
  dialog: Locator,
  amount: string,
  paymentPassword: string,
) {
  await dialog.getByLabel('Amount').fill(amount);
  await dialog.getByLabel('Payment password').fill(paymentPassword);
  const id = nextValueId(page, 'POST', '/wps/cashier/withdraw');
  await dialog.getByRole('button', { name: 'Request withdrawal' }).click();
  return id;
}

/**
 * A new member's bank-transfer deposit of ₫1,000,000 in the member centre, approved by the
 * operator from the CLI; the header shows it and the member centre is closed again.
 */
export async function depositAndApprove(page: Page, ops: (...args: string[]) => Promise<OpsResult>) {
  await depositApproved(page, ops, '1,000,000', '₫1,000,000.00');
}

/**
 * A bank-transfer deposit of `amount` (as typed: "500,000") in the member centre, approved by
 * the operator from the CLI; the header shows `balance` ("₫1,500,000.00") and the member centre
 * is closed again.
 */
export async function depositApproved(
  page: Page,
  ops: (...args: string[]) => Promise<OpsResult>,
  amount: string,
  balance: string,
) {
  await header(page).getByRole('button', { name: 'Deposit', exact: true }).click();
  const dialog = memberCentre(page);
  await expectVisible(dialog.getByRole('heading', { name: 'Deposit', level: 3, exact: true }));
  const depositId = await submitDeposit(page, dialog, amount);
  const approved = await ops('deposit', 'approve', depositId);
  if (approved.code !== 0) throw new Error(`deposit approve exited ${approved.code}: ${approved.stderr}`);
  await expectText(header(page), `Balance ${balance}`);
  await page.keyboard.press('Escape');
  await expectHidden(dialog);
}
