import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectSignedIn,
  newMember,
  newUsername,
  openVisitor,
  registerByUsername,
  visitorIp,
} from './support/accounts.ts';
import { openAgentCentre } from './support/agent.ts';
import { expectAbsent, expectHidden, expectText, expectVisible, settle } from './support/expect.ts';
import { usePortal } from './support/suite.ts';

const announcementDialog = (page: Page) => page.getByRole('dialog', { name: 'Announcements' });
const ticker = (page: Page) => page.getByRole('region', { name: 'Notices' });
const anParam = (page: Page) => new URL(page.url()).searchParams.get('an');

/**
 * Announcements (spec 2 side menu "announcement", the announcement notice modal, the agent
 * centre's first page; spec 3 and 7 "Notices"): what the operator publishes with the CLI shows
 * where its type says, to the audience it names, from a fresh visitor's first page on.
 */
describe('announcements', () => {
  const suite = usePortal();

  async function publish(...args: string[]): Promise<void> {
    const result = await suite.portal.ops('announcement', 'add', ...args);
    expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
  }

  it('shows a visitor the home line, the list from the side menu and the promotion notices', async () => {
    await publish(
      '--type',
      'PL',
      '--title',
      'Server move tonight',
      '--text',
      'From 02:00 to 03:00.\nLog in again after.',
    );
    await publish(
      '--type',
      'PL',
      '--audience',
      'agents',
      '--title',
      'Agents: commission day',
      '--text',
      'Monday.',
    );
    const { page } = await openVisitor(suite, visitorIp());
    await page.goto('/');

    // The home line: the demo's B notice opens the dialog on itself.
    const line = ticker(page);
    await line
      .getByRole('button', { name: 'Lucky Reels: every spin can be checked on the verify page' })
      .click();
    const dialog = announcementDialog(page);
    await expectVisible(dialog);
    expect(anParam(page)).toMatch(/^\d+$/);
    await expectText(dialog, 'Each spin of Lucky Reels comes from a committed server seed');
    await page.keyboard.press('Escape');
    await expectHidden(dialog);
    expect(anParam(page)).toBeNull();

    // The side menu's customer service -> Announcement: newest first, each title opens its text.
    await page.getByRole('button', { name: 'Customer service' }).click();
    await page.getByRole('button', { name: 'Announcement', exact: true }).click();
    await expectVisible(dialog);
    expect(anParam(page)).toBe('all');
    const titles = dialog.getByRole('listitem').getByRole('button');
    await expectText(titles.first(), 'Server move tonight');
    await expect.poll(() => titles.first().getAttribute('aria-expanded')).toBe('false');
    await titles.first().click();
    await expect.poll(() => titles.first().getAttribute('aria-expanded')).toBe('true');
    await expectText(dialog, 'From 02:00 to 03:00.');
    await expectText(dialog, 'Regional lottery results every evening');
    // What is meant for agents stays in the agent centre.
    await expectAbsent(dialog.getByText('Agents: commission day'));
    await expectAbsent(dialog.getByText('Register centre and team reports'));

    // A reload keeps the dialog open (it is addressed by the URL); Back closes it.
    await page.reload();
    await expectVisible(announcementDialog(page));
    await page.goBack();
    await expectHidden(announcementDialog(page));

    // The promotions page lists the PR notices.
    await page.goto('/promotions');
    await expectVisible(page.getByRole('heading', { name: 'Provably fair slots in the in-house studio' }));
  });

  it('gives agents their own announcements in the agent centre', async () => {
    const { page, username: agent } = await newMember(suite, 'ann');
    const promoted = await suite.portal.ops('member', 'type', agent, 'agent');
    expect(promoted.code, promoted.stderr).toBe(0);
    await page.reload();
    await expectSignedIn(page, agent);
    const centre = await openAgentCentre(page);
    // First in the menu (spec 2), though the centre opens on the team overview.
    await expectText(centre.getByRole('navigation').getByRole('link').first(), 'Announcement');
    await centre.getByRole('link', { name: 'Announcement', exact: true }).click();
    expect(new URL(page.url()).searchParams.get('ac')).toBe('agentAnnouncement');
    await expectVisible(centre.getByRole('button', { name: /Agents: commission day/ }));
    await expectVisible(centre.getByRole('button', { name: /Register centre and team reports/ }));
    await expectAbsent(centre.getByText('Server move tonight'));
  });

  it('shows popups once per browser session, and the members’ ones after login', async () => {
    await publish('--type', 'PU', '--title', 'Welcome weekend', '--text', 'Every draw runs as usual.');
    await publish(
      '--type',
      'PU',
      '--audience',
      'members',
      '--title',
      'Members: cashier hours',
      '--text',
      'Deposits are approved 08:00-22:00.',
    );

    const { page } = await openVisitor(suite, visitorIp());
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'Welcome weekend' });
    await expectVisible(popup);
    await expectText(popup, 'Every draw runs as usual.');
    await popup.getByRole('button', { name: 'Got it' }).click();
    await expectHidden(popup);

    // Not again in this browser session (the tab's session storage), across a reload and routes.
    await page.reload();
    await expectVisible(ticker(page));
    await settle(page);
    await expectAbsent(page.getByRole('dialog', { name: 'Welcome weekend' }));
    await page.getByRole('link', { name: 'Promotions' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Promotions', level: 1 }));
    await settle(page);
    await expectAbsent(page.getByRole('dialog'));
    await page.goBack();

    // Registering signs in: once the success dialog is closed, the members' popup follows.
    await registerByUsername(page, { username: newUsername('pop'), password: 'Passw0rd1' });
    const members = page.getByRole('dialog', { name: 'Members: cashier hours' });
    await expectVisible(members);
    await members.getByRole('button', { name: 'Got it' }).click();
    await expectHidden(members);

    // A new visitor (new session) sees the everyone-popup again, not the members' one.
    const { page: fresh } = await openVisitor(suite, visitorIp());
    await fresh.goto('/');
    await expectVisible(fresh.getByRole('dialog', { name: 'Welcome weekend' }));
    await expectAbsent(fresh.getByText('Members: cashier hours'));
  });
});
