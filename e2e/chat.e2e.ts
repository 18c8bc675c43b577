import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectSignedIn,
  expectSignedOut,
  loginDialog,
  newMember,
  newUsername,
  openVisitor,
  registerByUsername,
  signOut,
  visitorIp,
} from './support/accounts.ts';
import {
  eventually,
  expectAbsent,
  expectAttribute,
  expectHidden,
  expectText,
  expectVisible,
} from './support/expect.ts';
import { sideMenu } from './support/landmarks.ts';
import { usePortal } from './support/suite.ts';

/** Live events and the first load of the conversation: beyond expect.poll's 1 s by default. */
const LIVE = { timeout: 10_000 };

/** The chat window, named by the desk that answers: every member is at club rank 0, so live chat. */
const chatWindow = (page: Page) => page.getByRole('dialog', { name: 'Live chat', exact: true });
const conversation = (dialog: Locator) => dialog.getByRole('region', { name: 'Conversation' });
const messages = (dialog: Locator) => conversation(dialog).getByRole('listitem');
/** Each message as read out: "You: …" or "Live chat: …" (the sender is visually hidden). */
const texts = (dialog: Locator) => messages(dialog).locator('p').allTextContents();
const chatEntry = (page: Page) => sideMenu(page).getByRole('button', { name: 'Chat room', exact: true });
const customerService = (page: Page) => sideMenu(page).getByRole('button', { name: 'Customer service' });

/** Side menu -> Customer service (opened unless it already is) -> Chat room. */
async function clickChatRoom(page: Page): Promise<void> {
  const parent = customerService(page);
  if ((await parent.getAttribute('aria-expanded')) !== 'true') await parent.click();
  await chatEntry(page).click();
}

/**
 * The description of an element (its aria-describedby) as assistive technology reads it: the
 * referenced text without what is aria-hidden (the badge's number for the eye).
 */
async function description(locator: Locator): Promise<string> {
  return locator.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => {
        const copy = document.getElementById(id)?.cloneNode(true) as HTMLElement | undefined;
        for (const hidden of copy?.querySelectorAll('[aria-hidden="true"]') ?? []) hidden.remove();
        return copy?.textContent ?? '';
      })
      .join(' ')
      .trim(),
  );
}

async function expectBadge(entry: Locator, words: string): Promise<void> {
  await eventually(
    `${entry} to be described by "${words}"`,
    () => description(entry),
    (text) => text === words,
  );
}

/**
 * The chat room (spec 2 side menu "a chat room window", spec 4 "Chat", spec 7 chat unread): a
 * visitor is asked to log in; a member writes from the window, customer service answers from the
 * operator CLI and the answer arrives live, announced, or as an unread badge in the side menu
 * while the window is closed; the conversation survives a reload and the window goes with the
 * session.
 */
describe('chat room', () => {
  const suite = usePortal();

  it('a member writes, the service answers live from the CLI, the badge counts what is unseen', async () => {
    const { page } = await openVisitor(suite, visitorIp());
    await page.goto('/');

    // A visitor: the entry is there (CBS3 is on for the demo merchant), and asks to log in.
    await clickChatRoom(page);
    await expectText(loginDialog(page), 'Please log in');
    expect(new URL(page.url()).searchParams.has('chat')).toBe(false);
    await page.keyboard.press('Escape');
    await expectHidden(loginDialog(page));

    const username = newUsername('chat');
    await registerByUsername(page, { username, password: 'Passw0rd1' });
    await page.evaluate(() => {
      (window as unknown as { noReload: boolean }).noReload = true;
    });

    // The window opens on the address (`?chat=1`) with the desk's name and the greeting.
    await clickChatRoom(page);
    const dialog = chatWindow(page);
    await expectVisible(dialog);
    expect(new URL(page.url()).searchParams.get('chat')).toBe('1');
    await expectVisible(dialog.getByRole('heading', { name: 'Live chat' }));
    await expectText(conversation(dialog), 'Ask us anything: we answer here.');
    const box = dialog.getByRole('textbox', { name: 'Message' });
    await eventually(
      'focus in the message box',
      () => box.evaluate((element) => element === document.activeElement),
      (focused) => focused,
    );

    // Enter sends: the message shows at once as on its way, then as sent once the server answers.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/wps/chat/messages', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    const question = 'My deposit from this morning has not arrived yet.';
    await box.fill(question);
    await box.press('Enter');
    await expect.poll(() => box.inputValue()).toBe('');
    const mine = messages(dialog).filter({ hasText: question });
    await expectText(mine, 'Sending…');
    expect(await mine.locator('time').count()).toBe(0);
    answer();
    await expectVisible(mine.locator('time'));
    await expectAbsent(dialog.getByText('Sending…'));
    await page.unroute('**/wps/chat/messages');
    await expect.poll(() => texts(dialog), LIVE).toEqual([`You: ${question}`]);

    // Customer service sees it waiting, and answers.
    const waiting = await suite.portal.ops('chat', 'list');
    expect(waiting.code, waiting.stderr).toBe(0);
    expect(waiting.stdout).toContain(`${username}  1 waiting since`);
    expect(waiting.stdout).toContain(`last: ${question}`);
    const first = 'Hello! Could you tell us the amount and the bank?';
    const replied = await suite.portal.ops('chat', 'reply', username, '--text', first);
    expect(replied.code, replied.stderr).toBe(0);
    expect(replied.stdout).toContain(`answered ${username}`);

    // It arrives in the open window, and is read out politely.
    await expect.poll(() => texts(dialog), LIVE).toEqual([`You: ${question}`, `Live chat: ${first}`]);
    const announcer = dialog.getByRole('status').filter({ hasText: `Live chat: ${first}` });
    await expectAttribute(announcer, 'aria-live', 'polite');
    const listed = await suite.portal.ops('chat', 'list');
    expect(listed.stdout).not.toContain(username);

    // Seen in the open window: nothing counts as unread.
    await expectAbsent(page.getByText(/unread chat message/));

    // Closed, the next answer shows as a badge of 1 on the entry, and on the closed parent.
    await page.keyboard.press('Escape');
    await expectHidden(dialog);
    expect(new URL(page.url()).searchParams.has('chat')).toBe(false);
    const second = 'Found it: ₫1,000,000 credited at 10:05.';
    const again = await suite.portal.ops('chat', 'reply', username, '--text', second);
    expect(again.code, again.stderr).toBe(0);
    const entry = chatEntry(page);
    await expectBadge(entry, '1 unread chat message');
    await expectVisible(entry.getByText('1', { exact: true }));
    await customerService(page).click();
    await expectAttribute(customerService(page), 'aria-expanded', 'false');
    await expectBadge(customerService(page), '1 unread chat message');

    // Opening shows the answer and the badge goes.
    await clickChatRoom(page);
    await expectVisible(dialog);
    await expect
      .poll(() => texts(dialog), LIVE)
      .toEqual([`You: ${question}`, `Live chat: ${first}`, `Live chat: ${second}`]);
    await expectAbsent(page.getByText(/unread chat message/));
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);

    // A reload keeps the window open (the address) and the conversation, in order.
    await page.reload();
    await expectVisible(dialog);
    await expect
      .poll(() => texts(dialog), LIVE)
      .toEqual([`You: ${question}`, `Live chat: ${first}`, `Live chat: ${second}`]);
    await expectAbsent(page.getByText(/unread chat message/));
    await page.keyboard.press('Escape');
    await expectHidden(dialog);
    await expectAbsent(page.getByText(/unread chat message/));

    // Signed out (the window open behind the account menu cannot be, it is modal: see the next
    // test for a session ending under it), the address no longer opens one.
    await signOut(page);
    await page.goto('/?chat=1');
    await expectAbsent(page.getByRole('dialog'));
    await expectSignedOut(page);
  }, 120_000);

  it('closes the open window when the session ends, and keeps what was not sent out of it', async () => {
    const { context, page, username } = await newMember(suite, 'chs');
    await clickChatRoom(page);
    const dialog = chatWindow(page);
    await expectVisible(dialog);
    await expectText(conversation(dialog), 'Ask us anything: we answer here.');

    // The member signs out in another tab of the same session (a tab opened from this one
    // shares its session storage, so its token).
    const [other] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate(() => {
        window.open('/', '_blank');
      }),
    ]);
    await expectSignedIn(other, username);
    await signOut(other);
    await other.close();

    // This tab learns it with its next call: the window closes and the login popup asks again.
    await page.bringToFront();
    const box = dialog.getByRole('textbox', { name: 'Message' });
    await box.fill('Are you there?');
    await box.press('Enter');
    await expectHidden(dialog);
    await expectText(loginDialog(page), 'Please log in');
    await page.keyboard.press('Escape');
    await expectHidden(loginDialog(page));
    await expectSignedOut(page);
    const shown = await suite.portal.ops('chat', 'show', username);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain(`no messages with ${username}`);
  });
});
