import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  closeAccountDialog,
  getAccountDialog,
} from '../../../features/identity/model/account-dialog-store.ts';
import { clearSession, saveSession, TRIAL_TYPE } from '../../../lib/session.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { location, renderApp } from '../../../test/render.tsx';
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
