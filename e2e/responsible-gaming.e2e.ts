import { describe, expect, it } from 'vitest';
import {
  expectSignedIn,
  expectSignedOut,
  fillLogin,
  header,
  newMember,
  newUsername,
  openLogin,
  openVisitor,
  registerByUsername,
  submitLogin,
  visitorIp,
} from './support/accounts.ts';
import { expectHidden, expectText, expectVisible } from './support/expect.ts';
import { usePortal } from './support/suite.ts';
import { fillDeposit, memberCentre, openPage, submitDeposit } from './support/wallet.ts';

/**
 * Player protection (docs/decisions.md "Player protection"): a member opens Responsible gaming
 * from the footer, sets a 24-hour deposit limit that refuses a larger deposit at once while a
 * smaller one goes through, asks for a raise that waits its cooling-off, then takes a 24-hour
 * break: logged out at once, and the login says until when. Ends with the ledger audit.
 */
describe('responsible gaming', () => {
  const suite = usePortal();

  it('limits deposits, schedules a raise, and takes a break that ends the session', async () => {
    const { page, username, password } = await newMember(suite, 'rg');
    await expectSignedIn(page, username);

    // The footer's responsibility link opens the member page.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Responsible gaming', exact: true })
      .click();
    const dialog = memberCentre(page);
    await expectVisible(dialog.getByRole('heading', { name: 'Responsible gaming', level: 3 }));
    expect(new URL(page.url()).searchParams.get('mc')).toBe('responsibleGaming');

    // A first limit applies at once.
    const limits = dialog.getByRole('region', { name: 'Deposit, wager and loss limits' });
    await limits.getByRole('button', { name: 'Set limit: Deposit limit, 24 hours' }).click();
    await limits.getByLabel('New limit').fill('600,000');
    await expectText(limits, 'Applies at once.');
    await limits.getByRole('button', { name: 'Save', exact: true }).click();
    await expectText(limits.getByRole('status'), 'Deposit limit, 24 hours: ₫600,000.00, in force now.');

    // A deposit above it is refused, with the limit named; a smaller one goes through.
    await openPage(dialog, 'Deposit');
    await fillDeposit(dialog, '700,000');
    await dialog.getByRole('button', { name: 'Submit deposit' }).click();
    await expectText(
      dialog.getByRole('alert'),
      'This would pass your 24-hour deposit limit of ₫600,000.00 (₫0.00 used).',
    );
    const depositId = await submitDeposit(page, dialog, '500,000');
    const approved = await suite.portal.ops('deposit', 'approve', depositId);
    expect(approved.code, approved.stderr).toBe(0);
    await expectText(header(page), 'Balance ₫500,000.00');

    // A raise waits 24 hours; until then the limit stays.
    await openPage(dialog, 'Responsible gaming');
    await expectText(limits, '₫500,000.00');
    await limits.getByRole('button', { name: 'Change: Deposit limit, 24 hours' }).click();
    await limits.getByLabel('New limit').fill('2,000,000');
    await expectText(limits, 'Higher than now: it applies after 24 hours.');
    await limits.getByRole('button', { name: 'Save', exact: true }).click();
    await expectText(limits.getByRole('status'), 'Until then ₫600,000.00 applies.');
    await expectText(limits, 'Raise to ₫2,000,000.00 from');

    // The operator sees the same.
    const shown = await suite.portal.ops('rg', 'show', username);
    expect(shown.stdout).toContain(`${username}: not excluded; reality check off`);
    expect(shown.stdout).toMatch(
      /deposit day: 60000000 VND minor units, used 50000000; raise to 200000000 from/,
    );

    // A 24-hour break: said plainly, the other-brands question asked, confirmed with the password.
    await dialog.getByRole('button', { name: 'Take a break for 24 hours' }).click();
    const confirm = page.getByRole('dialog', { name: 'Take a break for 24 hours?' });
    await expectVisible(confirm);
    await expectText(confirm, 'You will be logged out everywhere at once.');
    await expectText(confirm, 'This cannot be undone or ended early.');
    await expectVisible(
      confirm.getByRole('checkbox', { name: "Also exclude me from the operator's other brands?" }),
    );
    await confirm.getByLabel('Login password').fill('not-my-password1');
    await confirm.getByRole('button', { name: 'Start my break' }).click();
    await expectText(confirm, 'The password is not correct.');
    // Refused: still signed in (the header is behind the modal dialog now).
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).not.toBeNull();
    await confirm.getByLabel('Login password').fill(password);
    await confirm.getByRole('button', { name: 'Start my break' }).click();

    const done = page.getByRole('alertdialog', { name: 'Your break has started' });
    await expectVisible(done);
    await expectText(done, 'You have been logged out everywhere.');
    await done.getByRole('button', { name: 'OK', exact: true }).click();
    await expectHidden(done);
    await expectSignedOut(page);

    // The login says until when; the operator sees the break.
    const login = await openLogin(page);
    await fillLogin(login, username, password);
    await submitLogin(login);
    await expectText(login, 'This account is taking a break until');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    const after = await suite.portal.ops('rg', 'show', username);
    expect(after.stdout).toContain(`${username}: on a time-out until`);

    const audit = await suite.portal.ops('audit');
    expect(audit.code, `${audit.stdout}\n${audit.stderr}`).toBe(0);
  }, 180_000);

  it('sets a session limit: warned five minutes before, then signed out with the reason', async () => {
    const { page } = await openVisitor(suite, visitorIp());
    // The browser's clock runs on command from here; the server's keeps real time, and its own
    // refusal at the limit is covered by the HTTP tests (a real 30 minutes is too long here).
    await page.clock.install();
    const username = newUsername('sl');
    await page.goto('/');
    await registerByUsername(page, { username, password: 'Passw0rd1' });
    await expectSignedIn(page, username);

    await page.goto('/?mc=responsibleGaming');
    const dialog = memberCentre(page);
    const section = dialog.getByRole('region', { name: 'Session limit' });
    await expectText(section, 'No session limit is set.');
    await section.getByLabel('End my session after').selectOption({ label: '30 min' });
    await section.getByRole('button', { name: 'Save', exact: true }).click();
    await expectText(section.getByRole('status'), 'Session limit saved: 30 min.');
    await expectText(section, 'Your session limit: 30 min.');
    const shown = await suite.portal.ops('rg', 'show', username);
    expect(shown.stdout).toContain('session limit 30 min');

    // 25 minutes into the session: the warning, answered.
    await page.clock.runFor('25:00');
    const warning = page.getByRole('alertdialog', { name: 'Your session is ending' });
    await expectVisible(warning);
    await expectText(warning, 'You will then be logged out.');
    await warning.getByRole('button', { name: 'OK', exact: true }).click();
    await expectHidden(warning);

    // At 30 minutes the session ends on this device and on the server, and the notice says why.
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    await page.clock.runFor('05:00');
    const ended = page.getByRole('alertdialog', { name: 'Session limit reached' });
    await expectVisible(ended);
    await expectText(ended, 'You have been logged in for 30 min, the session limit you set');
    await ended.getByRole('button', { name: 'OK', exact: true }).click();
    await expectHidden(ended);
    await expectSignedOut(page);
    const check = await fetch(`${suite.baseURL}/wps/rg`, { headers: { authorization: `Bearer ${token}` } });
    expect(check.status).toBe(401);
  }, 120_000);

  it('sets a daily time limit: today is counted, warned before the end, and the server decides the end', async () => {
    const { page } = await openVisitor(suite, visitorIp());
    // As above, the browser's clock runs on command; the server keeps real time, and its refusal
    // of a login and of a session at the day's limit is covered by the HTTP tests.
    await page.clock.install();
    const username = newUsername('dt');
    await page.goto('/');
    await registerByUsername(page, { username, password: 'Passw0rd1' });
    await expectSignedIn(page, username);

    await page.goto('/?mc=responsibleGaming');
    const dialog = memberCentre(page);
    const section = dialog.getByRole('region', { name: 'Daily time limit' });
    await expectText(section, 'No daily time limit is set.');
    await section.getByLabel('Limit my time each day to').selectOption({ label: '1 hour' });
    await section.getByRole('button', { name: 'Save', exact: true }).click();
    await expectText(section.getByRole('status'), 'Daily time limit saved: 1 hour.');
    await expectText(section, 'Your daily time limit: 1 hour.');
    await expectText(section, 'of 1 hour. The count starts again at');
    const shown = await suite.portal.ops('rg', 'show', username);
    expect(shown.stdout).toMatch(/daily time 60 min, \d+ min signed in today/);
    await page.keyboard.press('Escape');
    await expectHidden(dialog);

    // 55 minutes on: the warning names the daily limit.
    await page.clock.runFor('55:00');
    const warning = page.getByRole('alertdialog', { name: 'Your session is ending' });
    await expectVisible(warning);
    await expectText(warning, 'Your daily time limit ends your session in 5 minutes');
    await warning.getByRole('button', { name: 'OK', exact: true }).click();
    await expectHidden(warning);

    // At the end by this browser's clock the app asks the server, whose clock has not moved: the
    // member has most of the hour left there, so the session goes on.
    const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/rg/session');
    await page.clock.runFor('05:00');
    expect((await asked).status()).toBe(200);
    await expectSignedIn(page, username);
    await expectHidden(page.getByRole('alertdialog', { name: 'Daily time limit reached' }));
  }, 120_000);
});
