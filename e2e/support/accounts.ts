import { randomInt } from 'node:crypto';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { startSmtpServer } from '../../apps/server/src/test/smtp-test-server.ts';
import { eventually, expectHidden, expectText, expectVisible } from './expect.ts';
import type { Suite } from './suite.ts';

/**
 * Browser tests of the accounts flows (issue 3). Most need nothing but the portal of
 * `usePortal()`; mail and social sign-in need outside services the portal must know about at
 * start, passed as `usePortal({ services })` (support/suite.ts).
 */

// ---------------------------------------------------------------------------------------------
// The server tests' real SMTP server and OpenID provider (apps/server/src/test)
// ---------------------------------------------------------------------------------------------

/** A real OpenID provider (npm oidc-provider) with its development login and consent forms. */
export { startOidcProvider } from '../../apps/server/src/test/oidc-test-provider.ts';
/**
 * A real SMTP server (npm smtp-server) keeping every message, and the first link in a raw mail
 * with quoted-printable undone.
 */
export { linkIn, startSmtpServer } from '../../apps/server/src/test/smtp-test-server.ts';
export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpServer>>;

// ---------------------------------------------------------------------------------------------
// Visitors, accounts and development endpoints
// ---------------------------------------------------------------------------------------------

/**
 * A visitor address of its own (TEST-NET-3, TRUST_PROXY=1 on the test portal), so per-IP
 * captcha flags, rate limits and known addresses of one test never reach another. Distinct
 * within a test file (one portal) for up to 254 visitors.
 */
let nextVisitor = randomInt(0, 254);
export function visitorIp(): string {
  nextVisitor = (nextVisitor + 1) % 254;
  return `203.0.113.${nextVisitor + 1}`;
}

/** A fresh visitor: a new context (empty storage, disclaimer accepted) from `ip`. */
export async function openVisitor(
  suite: Suite,
  ip: string,
): Promise<{ context: BrowserContext; page: Page }> {
  return suite.open({ extraHTTPHeaders: { 'X-Forwarded-For': ip } });
}

/** A new account name of the demo rules: 6-16 letters and digits, starting with a letter. */
export function newUsername(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36).slice(-6)}${randomInt(100, 999)}`.slice(0, 16);
}

/** An account name as the portal shows it to others (friends list, Big winners), partly hidden: "jo***an". */
export const maskedName = (account: string) => `${account.slice(0, 2)}***${account.slice(-2)}`;

/** A Vietnamese mobile number of 9 digits (the demo merchant's length for +84). */
export function newMobile(): string {
  return `9${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** Over 21 on any day these tests run. */
export const adultBirthday = '1990-05-17';

type Envelope<T> = { success: boolean; value?: T; message?: string };

async function devGet<T>(baseURL: string, path: string): Promise<T> {
  const response = await fetch(new URL(path, baseURL), { signal: AbortSignal.timeout(5_000) });
  const body = (await response.json()) as Envelope<T>;
  if (!response.ok || !body.success || body.value === undefined) {
    throw new Error(`GET ${path}: ${response.status} ${JSON.stringify(body)}`);
  }
  return body.value;
}

export type OutboxEntry = { to: string; code: string; purpose: string; sentAt: string };

/** Waits for an SMS to `to` (+84…) in the development outbox and returns its code (newest first). */
export async function smsCodeFor(baseURL: string, to: string, purpose?: string): Promise<string> {
  const list = await eventually(
    `an SMS to ${to} in the development outbox`,
    async () =>
      (
        await devGet<{ list: OutboxEntry[] }>(baseURL, `/wps/dev/sms-outbox?to=${encodeURIComponent(to)}`)
      ).list.filter((entry) => !purpose || entry.purpose === purpose),
    (found) => found.length > 0,
  );
  const code = list[0]?.code;
  if (!code) throw new Error(`no code in ${JSON.stringify(list)}`);
  return code;
}

/** The answer a person would read from the captcha image `captchaId`. */
export async function captchaAnswer(baseURL: string, captchaId: string): Promise<string> {
  return (await devGet<{ answer: string }>(baseURL, `/wps/dev/captcha/${encodeURIComponent(captchaId)}`))
    .answer;
}

/**
 * The id of the next captcha image the page loads (GET /wps/captcha), as a person sees it:
 * call before the action that shows the captcha, await after it.
 */
export function nextCaptchaId(page: Page): Promise<string> {
  return page
    .waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/wps/captcha' && response.request().method() === 'GET',
    )
    .then(async (response) => {
      const body = (await response.json()) as Envelope<{ captchaId: string }>;
      if (!body.value?.captchaId) throw new Error(`/wps/captcha answered ${JSON.stringify(body)}`);
      return body.value.captchaId;
    });
}

// ---------------------------------------------------------------------------------------------
// The account UI, by roles and visible text
// ---------------------------------------------------------------------------------------------

export const header = (page: Page) => page.getByRole('banner');
export const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log in', exact: true });
export const registerDialog = (page: Page) => page.getByRole('dialog', { name: 'Register', exact: true });
export const accountMenuButton = (page: Page) =>
  header(page).getByRole('button', { name: 'Account menu', exact: true });

/** Opens the login popup from the header of a signed-out page. */
export async function openLogin(page: Page): Promise<Locator> {
  await header(page).getByRole('button', { name: 'Log in', exact: true }).click();
  const dialog = loginDialog(page);
  await expectVisible(dialog);
  return dialog;
}

export async function fillLogin(dialog: Locator, username: string, password: string): Promise<void> {
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
}

export async function submitLogin(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Log in', exact: true }).last().click();
}

/**
 * Opens the home page and sends `username` and `password` from the header's login popup;
 * answers the popup (where a second factor or a refusal would show).
 */
export async function logInFromHome(page: Page, username: string, password: string): Promise<Locator> {
  await page.goto('/');
  const dialog = await openLogin(page);
  await fillLogin(dialog, username, password);
  await submitLogin(dialog);
  return dialog;
}

/** A fresh visitor (an address of its own) who logs in as `username` on the home page and is signed in. */
export async function signedInVisitor(
  suite: Suite,
  username: string,
  password: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const visitor = await openVisitor(suite, visitorIp());
  await logInFromHome(visitor.page, username, password);
  await expectSignedIn(visitor.page, username);
  return visitor;
}

/** The header shows the signed-in block: account name, VIP label and the account menu. */
export async function expectSignedIn(page: Page, account?: string): Promise<void> {
  await expectVisible(accountMenuButton(page));
  if (account) await expectText(header(page), account);
  await expectHidden(header(page).getByRole('button', { name: 'Log in', exact: true }));
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  if (!token) throw new Error('signed in, yet sessionStorage has no token');
}

export async function expectSignedOut(page: Page): Promise<void> {
  await expectVisible(header(page).getByRole('button', { name: 'Log in', exact: true }));
  await expectHidden(accountMenuButton(page));
  await eventually(
    'no session token in sessionStorage',
    () => page.evaluate(() => sessionStorage.getItem('token')),
    (token) => token === null,
  );
}

export type NewAccount = {
  username: string;
  password: string;
  fullName?: string;
  email?: string;
};

/**
 * Registers by username in the header's Register popup and closes the success dialog; the
 * visitor is then signed in.
 */
export async function registerByUsername(page: Page, account: NewAccount): Promise<void> {
  await header(page).getByRole('button', { name: 'Register', exact: true }).click();
  const dialog = registerDialog(page);
  await expectVisible(dialog);
  await registerWith(page, dialog, account);
}

/**
 * A fresh visitor (an address of its own) who registers a new account on the home page and is
 * then signed in: the name `prefix` and a unique ending, password Passw0rd1 unless `account` says
 * otherwise.
 */
export async function newMember(
  suite: Suite,
  prefix: string,
  account: Partial<NewAccount> = {},
): Promise<{ context: BrowserContext; page: Page; ip: string; username: string; password: string }> {
  const ip = visitorIp();
  const { context, page } = await openVisitor(suite, ip);
  await page.goto('/');
  const member: NewAccount = { username: newUsername(prefix), password: 'Passw0rd1', ...account };
  await registerByUsername(page, member);
  return { context, page, ip, username: member.username, password: member.password };
}

/**
 * Fills a username registration form (the popup's or the /register page's), agrees, submits and
 * closes the success dialog; the visitor is then signed in.
 */
export async function registerWith(page: Page, form: Locator, account: NewAccount): Promise<void> {
  await form.getByLabel('Username', { exact: true }).fill(account.username);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel('Confirm password').fill(account.password);
  if (account.fullName) await form.getByLabel('Full name').fill(account.fullName);
  if (account.email) await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Date of birth').fill(adultBirthday);
  await agreeAndRegister(form);
  await closeRegistered(page);
}

/** Ticks the 18+ and terms boxes and submits the registration form. */
export async function agreeAndRegister(form: Locator): Promise<void> {
  await form.getByRole('checkbox', { name: 'I am at least 18 years old' }).check();
  await form.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
  await form.getByRole('button', { name: 'Register', exact: true }).last().click();
}

export async function closeRegistered(page: Page): Promise<void> {
  const done = page.getByRole('dialog', { name: 'Registered successfully' });
  await expectVisible(done);
  await done.getByRole('button', { name: 'OK', exact: true }).click();
  await expectHidden(done);
}

/** Account menu -> Sign out -> confirm; back to a signed-out header. */
export async function signOut(page: Page): Promise<void> {
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Sign out' });
  await expectVisible(confirm);
  await confirm.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expectSignedOut(page);
}
