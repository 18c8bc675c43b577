import { describe, expect, it } from 'vitest';
import {
  accountMenuButton,
  adultBirthday,
  agreeAndRegister,
  captchaAnswer,
  closeRegistered,
  expectSignedIn,
  expectSignedOut,
  fillLogin,
  header,
  logInFromHome,
  loginDialog,
  newMember,
  newMobile,
  newUsername,
  nextCaptchaId,
  openLogin,
  openVisitor,
  registerByUsername,
  registerDialog,
  registerWith,
  signOut,
  smsCodeFor,
  submitLogin,
  visitorIp,
} from './support/accounts.ts';
import { eventually, expectAbsent, expectHidden, expectText, expectVisible } from './support/expect.ts';
import { usePortal } from './support/suite.ts';

/**
 * Issue 3 acceptance, browser part: every flow from a fresh visitor (new context, own address).
 * The flows that need outside services are in accounts-forgot-password and accounts-social.
 */
describe('accounts: registration, login, sessions (issue 3)', () => {
  const suite = usePortal();

  it('registers by username, lands signed in, then signs out with a confirm', async () => {
    const { page, username } = await newMember(suite, 'reg');

    await expectSignedIn(page, username);
    await expectText(header(page), 'Standard');

    // The confirm can be declined: still signed in.
    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Sign out' });
    await expectText(confirm, 'Do you want to sign out?');
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expectHidden(confirm);
    await expectSignedIn(page, username);

    await signOut(page);
    expect(new URL(page.url()).pathname).toBe('/');
    // Merchant keys survive the sign-out; the session does not, also after a reload.
    expect(await page.evaluate(() => sessionStorage.getItem('disclaimerAccept'))).toBe('true');
    await page.reload();
    await expectSignedOut(page);
  });

  it('after a wrong password asks for the captcha, then logs in with its answer', async () => {
    const ip = visitorIp();
    const username = newUsername('cap');
    const password = 'Passw0rd2';
    {
      const { page } = await openVisitor(suite, ip);
      await page.goto('/');
      await registerByUsername(page, { username, password });
      await expectSignedIn(page, username);
    }

    const { page } = await openVisitor(suite, ip);
    await page.goto('/');
    const dialog = await openLogin(page);
    await expectAbsent(dialog.getByLabel('Captcha'), 1_000);
    await fillLogin(dialog, username, 'Wrong1234');
    const captchaShown = nextCaptchaId(page);
    await submitLogin(dialog);

    await expectText(dialog.getByRole('alert'), 'Wrong username or password (4 attempts left)');
    const captcha = dialog.getByLabel('Captcha', { exact: true });
    await expectVisible(captcha);
    await expectVisible(dialog.getByRole('button', { name: 'Show another image' }));

    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await captcha.fill(await captchaAnswer(suite.baseURL, await captchaShown));
    await submitLogin(dialog);
    await expectHidden(dialog);
    await expectSignedIn(page, username);
  });

  it('registers by mobile number with the code from the development SMS outbox', async () => {
    const { page } = await openVisitor(suite, visitorIp());
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Register', exact: true }).click();
    const dialog = registerDialog(page);
    await expectVisible(dialog);
    await dialog.getByRole('button', { name: 'Mobile number', exact: true }).click();
    await expectAbsent(dialog.getByLabel('Username', { exact: true }), 1_000);

    const countryCode = dialog.getByRole('combobox', { name: 'Country code' });
    await eventually(
      'the country code +84',
      () => countryCode.inputValue(),
      (value) => value === '+84',
    );
    const mobile = newMobile();
    await dialog.getByLabel('Mobile number', { exact: true }).fill(mobile);
    await dialog.getByRole('button', { name: 'Send code', exact: true }).click();
    await expectVisible(dialog.getByRole('button', { name: /^Resend in \d+ s$/ }));
    const code = await smsCodeFor(suite.baseURL, `+84${mobile}`);
    expect(code).toMatch(/^\d{6}$/);

    await dialog.getByLabel('Verification code').fill(code);
    await dialog.getByLabel('Password', { exact: true }).fill('Passw0rd3');
    await dialog.getByLabel('Confirm password').fill('Passw0rd3');
    await dialog.getByLabel('Date of birth').fill(adultBirthday);
    await agreeAndRegister(dialog);

    // The server made the account name; the visitor is told it first.
    const info = page.getByRole('alertdialog', { name: 'Your account' });
    await expectVisible(info);
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a person reads
    const text = await info.innerText();
    const account = /Your account name is (\S+?)\.? Log in/.exec(text)?.[1];
    expect(account, `account name in "${text}"`).toMatch(/^[a-z][a-z0-9]+$/i);
    await info.getByRole('button', { name: 'OK', exact: true }).click();
    await closeRegistered(page);

    await expectSignedIn(page, account);
  });

  it("forces a new password after logging in with '123456', then logs in with the new one", async () => {
    const { page } = await openVisitor(suite, visitorIp());
    await logInFromHome(page, 'demoplayer', '123456');

    const change = page.getByRole('dialog', { name: 'Change password' });
    await expectText(change, 'For your security, choose a new password before you continue.');
    const newPassword = 'Better2025x';
    await change.getByLabel('New password', { exact: true }).fill(newPassword);
    await change.getByLabel('Confirm new password').fill(newPassword);
    await change.getByRole('button', { name: 'Change password', exact: true }).click();

    const again = loginDialog(page);
    await expectVisible(again);
    await expectText(
      again.getByRole('status'),
      'Your password has been changed. Log in with the new password.',
    );
    await expectAbsent(change, 1_000);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    await fillLogin(again, 'demoplayer', newPassword);
    await submitLogin(again);
    await expectHidden(again);
    await expectSignedIn(page, 'demoplayer');
    await expectAbsent(page.getByRole('dialog', { name: 'Change password' }), 1_000);
  });

  it('keeps a free demo account out of a member feature with "Please Register an Account first"', async () => {
    const { page } = await openVisitor(suite, visitorIp());
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Free demo', exact: true }).click();
    await expectSignedIn(page);

    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const notice = page.getByRole('alertdialog', { name: 'Notice' });
    await expectText(notice, 'Please Register an Account first');
    await expectAbsent(page.getByRole('dialog', { name: 'Change password' }), 1_000);
    await notice.getByRole('button', { name: 'OK', exact: true }).click();
    await expectHidden(notice);
    await expectSignedIn(page);
  });

  it('asks for a second factor on a new address and not on a known one', async () => {
    const home = visitorIp();
    const away = visitorIp();
    const username = newUsername('tfa');
    const password = 'Passw0rd4';
    const fullName = 'Nguyen Van An';
    {
      const { page } = await openVisitor(suite, home);
      await page.goto('/');
      await registerByUsername(page, { username, password, fullName });
      await expectSignedIn(page, username);
    }

    // A new address: the second factor, answered with the name on the bank account.
    {
      const { page } = await openVisitor(suite, away);
      const dialog = await logInFromHome(page, username, password);
      await expectVisible(dialog.getByRole('heading', { name: "Verify it's you" }));
      const methods = dialog.getByRole('group', { name: 'Verification method' });
      // Only what this member can answer: no mobile, email or authenticator on file.
      const bankName = methods.getByRole('radio', { name: 'Your full name (as registered)' });
      await expectVisible(bankName);
      expect(await methods.getByRole('radio').count()).toBe(1);
      await bankName.check();
      await dialog.getByLabel('Full name as given at registration', { exact: true }).fill(fullName);
      await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
      await expectHidden(dialog);
      await expectSignedIn(page, username);
    }

    // The same address again, as a fresh visitor: now known, so no second factor.
    {
      const { page } = await openVisitor(suite, away);
      const dialog = await logInFromHome(page, username, password);
      await expectHidden(dialog);
      await expectSignedIn(page, username);
      await expectAbsent(page.getByRole('heading', { name: "Verify it's you" }), 500);
    }
  });

  it('pays the welcome bonus the registration page names into a new account, once per address', async () => {
    const on = await suite.portal.ops('register', 'bonus', '100000');
    expect(on.code, `${on.stdout}\n${on.stderr}`).toBe(0);
    try {
      const ip = visitorIp();
      const { page } = await openVisitor(suite, ip);
      await page.goto('/register');
      await expectVisible(
        page.getByRole('heading', { level: 1, name: 'Register and get a ₫1,000.00 welcome bonus' }),
      );
      const form = page.getByRole('main');
      const username = newUsername('wel');
      await registerWith(page, form, { username, password: 'Passw0rd1' });
      await expectSignedIn(page, username);
      await expectText(header(page), 'Balance ₫1,000.00');

      // A second account from the same address the same day opens without it.
      const again = await openVisitor(suite, ip);
      await again.page.goto('/');
      const second = newUsername('wel');
      await registerByUsername(again.page, { username: second, password: 'Passw0rd1' });
      await expectSignedIn(again.page, second);
      await expectText(header(again.page), 'Balance ₫0.00');
    } finally {
      const off = await suite.portal.ops('register', 'bonus', '0');
      expect(off.code, `${off.stdout}\n${off.stderr}`).toBe(0);
    }
  });
});
