import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountMenuButton, header, newMember, openVisitor, visitorIp } from './support/accounts.ts';
import { expectHidden, expectText, expectVisible } from './support/expect.ts';
import { usePortal } from './support/suite.ts';
import { memberCentre, PROOF_PNG } from './support/wallet.ts';

const feedbackDialog = (page: Page) => page.getByRole('dialog', { name: 'Feedback' });

async function openFeedback(page: Page) {
  await page.getByRole('button', { name: 'Customer service' }).click();
  await page.getByRole('button', { name: 'Feedback', exact: true }).click();
  const dialog = feedbackDialog(page);
  await expectVisible(dialog);
  return dialog;
}

/**
 * Feedback (spec 2, 5, 7 `PUT /wps/feedback`): a member writes from the side menu with an
 * image, the rule on words is shown before anything is sent, and the operator's answer from
 * the CLI arrives in the member's platform information.
 */
describe('feedback', () => {
  const suite = usePortal();

  it('sends a member’s feedback with an image; the operator’s answer reaches its inbox', async () => {
    const { page, username } = await newMember(suite, 'fbk');

    const dialog = await openFeedback(page);
    expect(new URL(page.url()).searchParams.get('fb')).toBe('1');
    await dialog.getByLabel('Category').selectOption({ label: 'Deposit or withdrawal' });
    const description = dialog.getByLabel('Description');
    await description.fill('Too short here');
    await expectText(dialog, '3 / 500 words');
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expectText(dialog, 'Between 5 and 500 words');
    await expect.poll(() => description.getAttribute('aria-invalid')).toBe('true');

    await description.fill('My deposit from this morning has not arrived in the wallet yet.');
    await expectText(dialog, '12 / 500 words');
    await dialog.getByLabel('Remark (optional)').fill('Bank VCB, 09:40');
    await dialog
      .getByLabel('Images (optional)')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PROOF_PNG });
    await expectText(dialog, 'receipt.png');
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expectText(dialog, /Thank you\. Your feedback number is #\d+\./);
    await expectText(dialog, 'The answer will arrive in Platform information.');
    const id = /#(\d+)/.exec((await dialog.textContent()) ?? '')?.[1] as string;

    const listed = await suite.portal.ops('feedback', 'list');
    expect(listed.stdout).toContain(`${id}  `);
    expect(listed.stdout).toContain(`payment  ${username}  1 image  open`);
    expect(listed.stdout).toContain('remark: Bank VCB, 09:40');
    await page.keyboard.press('Escape');
    await expectHidden(dialog);

    const answered = await suite.portal.ops(
      'feedback',
      'answer',
      id,
      '--title',
      'About your deposit',
      '--text',
      'It was credited at 10:05.',
    );
    expect(answered.code, answered.stderr).toBe(0);
    await expectVisible(header(page).getByText('1 unread message', { exact: false }));
    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: /Messages/ }).click();
    const items = memberCentre(page).getByRole('region', { name: 'Messages' }).getByRole('listitem');
    await expectText(items.first(), 'About your deposit');
  });

  it('takes a visitor’s feedback and says how to get an answer', async () => {
    const { page } = await openVisitor(suite, visitorIp());
    await page.goto('/');
    const dialog = await openFeedback(page);
    await dialog.getByLabel('Category').selectOption({ label: 'Suggestion' });
    await dialog.getByLabel('Description').fill('Please add more regional lottery games to the lobby.');
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expectText(dialog, /Your feedback number is #\d+\./);
    await expectText(dialog, 'Sign in before sending feedback to receive an answer');
    const listed = await suite.portal.ops('feedback', 'list');
    expect(listed.stdout).toContain('suggestion  visitor  0 images  open');
  });
});
