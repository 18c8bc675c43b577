import type { SystemInfo } from '@portal/contracts/system';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  closeAccountDialog,
  getAccountDialog,
} from '../../../features/identity/model/account-dialog-store.ts';
import { clearSession, saveSession, TRIAL_TYPE } from '../../../lib/session.ts';
import { SystemInfoProvider } from '../../../lib/system-info.tsx';
import { mockApi } from '../../../test/api-mock.ts';
import { location, renderApp, systemInfo } from '../../../test/render.tsx';
import { CustomerServiceMenu } from './customer-service-menu.tsx';

afterEach(() => {
  cleanup();
  clearSession();
  closeAccountDialog();
  vi.unstubAllGlobals();
});

/** The merchant of the test render has no contact and no social links configured. */
async function openMenu() {
  const onNavigate = vi.fn();
  mockApi({});
  await renderApp(
    <ul>
      <CustomerServiceMenu collapsed={false} onExpandMenu={() => undefined} onNavigate={onNavigate} />
    </ul>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
  return { onNavigate, item: screen.getByRole('button', { name: 'Platform information' }) };
}

describe('side menu: announcement (spec 2 customer-service items)', () => {
  it('opens the announcement dialog by the address for a visitor, no login asked, and closes the drawer', async () => {
    const { onNavigate } = await openMenu();
    const items = screen.getAllByRole('button').map((button) => button.textContent);
    expect(items.slice(items.indexOf('Platform information'))).toEqual([
      'Platform information',
      'Announcement',
      'Feedback',
      'Speed test',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Announcement' }));
    expect(location.current).toBe('/?an=all');
    expect(onNavigate).toHaveBeenCalled();
    expect(getAccountDialog()).toBeNull();
  });

  it('opens it for a member too', async () => {
    saveSession({ token: 't'.repeat(40), memberType: 0, username: 'player01' });
    await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Announcement' }));
    expect(location.current).toBe('/?an=all');
  });
});

describe('side menu: feedback (spec 2 "feedback")', () => {
  it('opens the feedback dialog by the address for a visitor or a member, no login asked, and closes the drawer', async () => {
    const { onNavigate } = await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Feedback' }));
    expect(location.current).toBe('/?fb=1');
    expect(onNavigate).toHaveBeenCalled();
    expect(getAccountDialog()).toBeNull();
    cleanup();

    saveSession({ token: 't'.repeat(40), memberType: 0, username: 'player01' });
    await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Feedback' }));
    expect(location.current).toBe('/?fb=1');
  });
});

describe('side menu: speed test (spec 2 "speed test")', () => {
  it('opens the network speed test by the address for a visitor or a member, no login asked, and closes the drawer', async () => {
    const { onNavigate } = await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Speed test' }));
    expect(location.current).toBe('/?st=1');
    expect(onNavigate).toHaveBeenCalled();
    expect(getAccountDialog()).toBeNull();
    cleanup();

    saveSession({ token: 't'.repeat(40), memberType: 0, username: 'player01' });
    await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Speed test' }));
    expect(location.current).toBe('/?st=1');
  });
});

describe('side menu: platform information (spec 2 customer-service items)', () => {
  it('opens the member centre on the inbox for a member, and closes the drawer', async () => {
    saveSession({ token: 't'.repeat(40), memberType: 0, username: 'player01' });
    const { item, onNavigate } = await openMenu();
    await userEvent.click(item);
    expect(location.current).toBe('/?mc=messageV2');
    expect(onNavigate).toHaveBeenCalled();
    expect(getAccountDialog()).toBeNull();
  });

  it('asks a visitor to log in first', async () => {
    const { item } = await openMenu();
    await userEvent.click(item);
    expect(getAccountDialog()).toEqual({ kind: 'auth', tab: 'login', notice: 'pleaseLogIn' });
    expect(location.current).toBe('/');
  });

  it('tells a trial account to register a real one', async () => {
    saveSession({ token: 't'.repeat(40), memberType: TRIAL_TYPE, username: 'guest01' });
    const { item } = await openMenu();
    await userEvent.click(item);
    expect(getAccountDialog()).toEqual({ kind: 'needRealAccount' });
    expect(location.current).toBe('/');
  });
});

describe('side menu: chat room (spec 4 "Chat")', () => {
  const withChat: SystemInfo = {
    ...systemInfo,
    whitelabel: [{ modId: 'CBS3', enabled: '1', childrenNodes: [] }],
  };

  /** The menu on a merchant with the chat room (CBS3) on, the count answering `unread`. */
  async function openChatMenu(unread = 0) {
    const onNavigate = vi.fn();
    const api = mockApi({ 'GET /wps/relay/chat/unread': { unReadCount: unread } });
    await renderApp(
      <SystemInfoProvider info={withChat}>
        <ul>
          <CustomerServiceMenu collapsed={false} onExpandMenu={() => undefined} onNavigate={onNavigate} />
        </ul>
      </SystemInfoProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    return { api, onNavigate, item: screen.getByRole('button', { name: 'Chat room' }) };
  }

  it('is not offered when the merchant’s CBS3 is off', async () => {
    saveSession({ token: 't'.repeat(40), memberType: 0, username: 'player01' });
    const api = mockApi({});
    await renderApp(
      <ul>
        <CustomerServiceMenu collapsed={false} onExpandMenu={() => undefined} onNavigate={() => undefined} />
      </ul>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(screen.queryByRole('button', { name: 'Chat room' })).toBeNull();
    expect(api.callsTo('GET /wps/relay/chat/unread')).toHaveLength(0);
  });

  it('comes after feedback, and asks a visitor to log in first, without asking for a count', async () => {
    const { api, item, onNavigate } = await openChatMenu();
    const items = screen.getAllByRole('button').map((button) => button.textContent);
    expect(items.slice(items.indexOf('Feedback'))).toEqual(['Feedback', 'Speed test', 'Chat room']);
    await userEvent.click(item);
    expect(getAccountDialog()).toEqual({ kind: 'auth', tab: 'login', notice: 'pleaseLogIn' });
    expect(onNavigate).toHaveBeenCalled();
    expect(location.current).toBe('/');
    expect(api.calls).toHaveLength(0);
  });

  it('tells a trial account to register a real one', async () => {
    saveSession({ token: 't'.repeat(40), memberType: TRIAL_TYPE, username: 'guest01' });
    const { api, item } = await openChatMenu(2);
    await userEvent.click(item);
    expect(getAccountDialog()).toEqual({ kind: 'needRealAccount' });
    expect(location.current).toBe('/');
    expect(api.calls).toHaveLength(0);
  });

  it('opens the chat window by the address for a member, with the unread count as the item’s description', async () => {
    saveSession({ token: 't'.repeat(40), memberType: 0, username: 'player01' });
    const { api, onNavigate } = await openChatMenu(4);
    const item = await screen.findByRole('button', {
      name: 'Chat room',
      description: '4 unread chat messages',
    });
    // The number for the eye; the words for assistive technology.
    expect(within(item).getByText('4').getAttribute('aria-hidden')).toBe('true');
    expect(api.callsTo('GET /wps/relay/chat/unread')).toHaveLength(1);
    await userEvent.click(item);
    expect(location.current).toBe('/?chat=1');
    expect(onNavigate).toHaveBeenCalled();
    expect(getAccountDialog()).toBeNull();
  });

  it('shows the count on the closed customer-service item too, and 99+ for a large one', async () => {
    saveSession({ token: 't'.repeat(40), memberType: 0, username: 'player01' });
    await openChatMenu(120);
    const parent = screen.getByRole('button', { name: 'Customer service' });
    await userEvent.click(parent);
    expect(parent.getAttribute('aria-expanded')).toBe('false');
    expect((await within(parent).findByText('99+')).getAttribute('aria-hidden')).toBe('true');
    expect(
      screen.getByRole('button', { name: 'Customer service', description: '120 unread chat messages' }),
    ).toBe(parent);
  });
});
