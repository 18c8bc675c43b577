import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  closeAccountDialog,
  getAccountDialog,
} from '../../../features/identity/model/account-dialog-store.ts';
import { TRIAL_TYPE } from '../../../lib/session.ts';
import { memberInfoValue } from '../../../test/agent-fixtures.ts';
import { balanceValue, type MockRoute, mockApi } from '../../../test/api-mock.ts';
import { fakeInbox, message } from '../../../test/messages-fixtures.ts';
import { location, renderApp } from '../../../test/render.tsx';
import MemberCentre from '../../member-centre/member-centre.tsx';
import { useMemberCentre } from '../../member-centre/use-member-centre.ts';
import MemberActions from './member-actions.tsx';

const member = { token: 't'.repeat(40), memberType: 0, username: 'player01' };

afterEach(() => {
  cleanup();
  closeAccountDialog();
  vi.unstubAllGlobals();
});

const unreadInbox = (count: number) =>
  fakeInbox(
    Array.from({ length: count + 1 }, (_, index) =>
      message(String(count + 1 - index), 'notice', {
        title: `Notice ${count + 1 - index}`,
        content: 'Hello',
        // The oldest one has been read.
        readAt: index === count ? '2026-11-21T12:00:00Z' : null,
      }),
    ),
  );

/** The member centre as member-session mounts it, beside the header block. */
function Centre() {
  const { page } = useMemberCentre();
  return page ? <MemberCentre page={page} session={member} /> : null;
}

/** The header block; with the member centre too when the address opens it from the start. */
async function show(routes: Record<string, MockRoute>, { session = member, route = '/' } = {}) {
  const api = mockApi({ 'GET /wps/v2/wallets/balance': balanceValue(1_000_000), ...routes });
  await renderApp(
    <>
      <MemberActions session={session} />
      {route.includes('mc=') ? (
        <Suspense fallback={null}>
          <Centre />
        </Suspense>
      ) : null}
    </>,
    { route },
  );
  return api;
}

const avatarButton = () => screen.getByRole('button', { name: 'Account menu' });

describe('header unread messages', () => {
  it('shows the count on the avatar button as its description, keeping its name "Account menu"', async () => {
    await show(unreadInbox(3).routes);
    const button = await screen.findByRole('button', {
      name: 'Account menu',
      description: '3 unread messages',
    });
    expect(within(button).getByText('3')).toBeTruthy();
  });

  it('shows no badge when nothing is unread', async () => {
    const api = await show(unreadInbox(0).routes);
    await waitFor(() => expect(api.callsTo('GET /wps/relay/CSP_unreadCount')).toHaveLength(1));
    await screen.findByText('₫10,000.00');
    expect(avatarButton().getAttribute('aria-describedby')).toBeNull();
    expect(within(avatarButton()).queryByText('0')).toBeNull();
    expect(screen.queryByText(/unread/)).toBeNull();
  });

  it('writes a large count short on the badge and in full in words', async () => {
    await show({ 'GET /wps/relay/CSP_unreadCount': 120 });
    const button = await screen.findByRole('button', {
      name: 'Account menu',
      description: '120 unread messages',
    });
    expect(within(button).getByText('99+')).toBeTruthy();
  });

  it('offers Messages, with the count, in the avatar menu; it opens platform information', async () => {
    await show(unreadInbox(2).routes);
    await screen.findByRole('button', { name: 'Account menu', description: '2 unread messages' });
    await userEvent.click(avatarButton());
    await userEvent.click(screen.getByRole('menuitem', { name: 'Messages (2 unread messages)' }));
    expect(location.current).toBe('/?mc=messageV2');
  });

  it('lowers the badge as soon as a message is opened in platform information', async () => {
    const inbox = unreadInbox(2);
    const api = await show(inbox.routes, { route: '/?mc=messageV2' });
    // The open member centre is modal: the header behind it is hidden from assistive technology.
    const header = { name: 'Account menu', hidden: true };
    await screen.findByRole('button', { ...header, description: '2 unread messages' });
    await userEvent.click(
      await screen.findByRole('button', { name: /^Unread: Notice 3/ }, { timeout: 3_000 }),
    );
    await screen.findByRole('button', { ...header, description: '1 unread message' });
    expect(api.callsTo('POST /wps/messages/read')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(screen.getByRole('button', header).getAttribute('aria-describedby')).toBeNull(),
    );
    expect(inbox.messages.every((m) => m.readAt !== null)).toBe(true);
  });

  it('asks a trial account to register instead, without asking for a count', async () => {
    const api = await show(unreadInbox(2).routes, { session: { ...member, memberType: TRIAL_TYPE } });
    await userEvent.click(avatarButton());
    await userEvent.click(screen.getByRole('menuitem', { name: 'Messages' }));
    expect(getAccountDialog()).toEqual({ kind: 'needRealAccount' });
    expect(location.current).toBe('/');
    expect(api.callsTo('GET /wps/relay/CSP_unreadCount')).toHaveLength(0);
  });
});

describe('header agent centre', () => {
  const menuItems = async (session: typeof member) => {
    await show({ 'GET /wps/relay/CSP_unreadCount': 0 }, { session });
    await userEvent.click(avatarButton());
    return screen.getAllByRole('menuitem').map((item) => item.textContent);
  };

  it('offers the agent centre to a master agent, after the records and before signing out', async () => {
    expect(await menuItems({ ...member, memberType: 42 })).toEqual([
      'Member centre',
      'Account record',
      'Betting record',
      'VIP club',
      'Agent centre',
      'Messages',
      'Change password',
      'Sign out',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Agent centre' }));
    expect(location.current).toBe('/?ac=agentTeamOverview');
  });

  it.each([
    ['a player', 0],
    ['a trial account', TRIAL_TYPE],
  ])('does not offer it to %s', async (_, memberType) => {
    const items = await menuItems({ ...member, memberType });
    expect(items).toContain('Sign out');
    expect(items).not.toContain('Agent centre');
  });

  it('follows the type in the member info, which the operator may have changed since the login', async () => {
    await show({
      'GET /wps/relay/CSP_unreadCount': 0,
      'GET /wps/member/info': memberInfoValue('player01', 41),
    });
    await userEvent.click(avatarButton());
    expect(await screen.findByRole('menuitem', { name: 'Agent centre' })).toBeTruthy();
  });
});

describe('the VIP club label', () => {
  it('shows the member’s level, with its colours as a gem beside it once above the standard level', async () => {
    const gold = {
      ...memberInfoValue('player01', 0),
      clubLabel: { labelName: 'Gold', color: '#b8860b', color2: '#ffd700', rankLevel: 3 },
    };
    await show({ 'GET /wps/relay/CSP_unreadCount': 0, 'GET /wps/member/info': gold });
    const label = await screen.findByText('Gold');
    expect(label.textContent).toBe('VIP level: Gold');
    const gem = label.querySelector('[aria-hidden="true"]') as HTMLElement;
    expect(gem.style.background).toContain('linear-gradient');
    expect(gem.style.background).toContain('rgb(184, 134, 11)');
  });

  it('shows the standard level without a gem', async () => {
    const standard = {
      ...memberInfoValue('player01', 0),
      clubLabel: { labelName: 'Standard', color: '#6b7280', color2: '#9ca3af', rankLevel: 0 },
    };
    await show({ 'GET /wps/relay/CSP_unreadCount': 0, 'GET /wps/member/info': standard });
    const label = await screen.findByText('Standard');
    expect(label.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('says "Demo account" for a free demo account instead of a level', async () => {
    const demo = {
      ...memberInfoValue('demo1234', TRIAL_TYPE),
      clubLabel: { labelName: 'Standard', color: '#6b7280', color2: '#9ca3af', rankLevel: 0 },
    };
    await show(
      { 'GET /wps/relay/CSP_unreadCount': 0, 'GET /wps/member/info': demo },
      { session: { ...member, memberType: TRIAL_TYPE } },
    );
    expect(await screen.findByText('Demo account')).toBeTruthy();
    expect(screen.queryByText('Standard')).toBeNull();
  });
});
