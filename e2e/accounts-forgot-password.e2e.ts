import { describe, expect, it } from 'vitest';
import {
  expectSignedIn,
  fillLogin,
  linkIn,
  loginDialog,
  newUsername,
  openLogin,
  openVisitor,
  registerByUsername,
  type SmtpTestServer,
  startSmtpServer,
  submitLogin,
  visitorIp,
} from './support/accounts.ts';
import { eventually, expectHidden, expectText, expectVisible } from './support/expect.ts';
import { usePortal } from './support/suite.ts';

/** Issue 3: forgot password by email, the link read from a real SMTP server started by the test. */
describe('accounts: forgot password by email (issue 3)', () => {
  let mailbox: SmtpTestServer | undefined;
  const suite = usePortal({
    services: async () => {
      const smtp = await startSmtpServer();
      mailbox = smtp;
      return [{ env: { SMTP_URL: smtp.url }, close: smtp.close }];
    },
  });

  it('mails a reset link; the link sets a new password that then logs in', async () => {
    const ip = visitorIp();
    const username = newUsername('fgt');
    const email = `${username}@example.test`;
    {
      const { page } = await openVisitor(suite, ip);
      await page.goto('/');
      await registerByUsername(page, { username, password: 'Forgot0ld1', email });
      await expectSignedIn(page, username);
    }

    const { page } = await openVisitor(suite, ip);
    await page.goto('/');
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot password' });
    await expectVisible(forgot);
    await forgot.getByRole('button', { name: 'By email', exact: true }).click();
    await forgot.getByLabel('Username', { exact: true }).fill(username);
    await forgot.getByLabel('Email', { exact: true }).fill(email);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();

    const sent = page.getByRole('alertdialog', { name: 'Email sent' });
    await expectText(sent, 'A reset link has been sent to your email.');
    await sent.getByRole('button', { name: 'OK', exact: true }).click();
    await expectHidden(sent);

    const mail = await eventually(
      `a mail to ${email}`,
      async () => mailbox?.messages.find((message) => message.to.includes(email)),
      (found) => found !== undefined,
    );
    const link = linkIn(mail?.raw ?? '');
    expect(link).toMatch(new RegExp(`^${suite.baseURL.replaceAll('.', '\\.')}/\\?resetToken=`));

    await page.goto(link as string);
    const reset = page.getByRole('dialog', { name: 'Set a new password' });
    await expectVisible(reset);
    // The one-time token leaves the address bar.
    expect(new URL(page.url()).searchParams.has('resetToken')).toBe(false);
    const newPassword = 'Forg0tNew2';
    await reset.getByLabel('New password', { exact: true }).fill(newPassword);
    await reset.getByLabel('Confirm new password').fill(newPassword);
    await reset.getByRole('button', { name: 'Save new password' }).click();

    const again = loginDialog(page);
    await expectText(again.getByRole('status'), 'Your new password is set. Log in with it now.');
    await fillLogin(again, username, newPassword);
    await submitLogin(again);
    await expectHidden(again);
    await expectSignedIn(page, username);
  });
});
