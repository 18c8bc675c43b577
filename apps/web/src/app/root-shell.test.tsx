import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAccountDialog, openAccountDialog } from '../features/identity/model/account-dialog-store.ts';
import { setReminderOpen, showExclusionNotice } from '../features/responsible-gaming/model/rg-dialogs.ts';
import { formatShortDateTime } from '../lib/format.ts';
import { fakeAnnouncements, published } from '../test/announcement-fixtures.ts';
import { mockApi } from '../test/api-mock.ts';
import { renderApp } from '../test/render.tsx';
import { RootShell } from './root-shell.tsx';

afterEach(() => {
  cleanup();
  closeAccountDialog();
  setReminderOpen(false);
  showExclusionNotice(null);
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

async function show(route: string) {
  mockApi(
    fakeAnnouncements([published('20', 'PU', 'everyone', { title: 'Welcome bonus' }), published('1', 'PL')]),
  );
  return renderApp(
    <Routes>
      <Route element={<RootShell />}>
        <Route path="*" element={<p>page</p>} />
      </Route>
    </Routes>,
    { route },
  );
}

const find = (name: string) => screen.findByRole('dialog', { name }, { timeout: 3_000 });
/** The popup in the document at all, even when another modal hides it from the accessibility tree. */
const popupPresent = () => document.querySelector('[data-modal="announcementPopup"]') !== null;
/** Long enough for the notices to answer and the popup's code to load, were it going to show. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

describe('root shell: popup notices after the disclaimer and the other modals', () => {
  it('shows the popup only once the 21+ notice is accepted', async () => {
    const { queryClient } = await show('/');
    const notice = await find('Notice');
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await settle();
    expect(popupPresent()).toBe(false);
    await userEvent.click(within(notice).getByRole('button', { name: 'Accept' }));
    expect(await find('Welcome bonus')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Notice' })).toBeNull();
  });

  it('waits while the announcement dialog or an account dialog is open', async () => {
    sessionStorage.setItem('disclaimerAccept', 'true');
    await show('/?an=all');
    const list = await find('Announcements');
    await settle();
    expect(popupPresent()).toBe(false);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Announcements' })).toBeNull());
    expect(list.isConnected).toBe(false);
    const popup = await find('Welcome bonus');
    await userEvent.click(within(popup).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    cleanup();

    sessionStorage.clear();
    sessionStorage.setItem('disclaimerAccept', 'true');
    act(() => openAccountDialog({ kind: 'needRealAccount' }));
    await show('/');
    await screen.findByRole('alertdialog', {}, { timeout: 3_000 });
    await settle();
    expect(popupPresent()).toBe(false);
    act(() => closeAccountDialog());
    expect(await find('Welcome bonus')).toBeTruthy();
  });

  it('waits while the feedback dialog is open', async () => {
    sessionStorage.setItem('disclaimerAccept', 'true');
    await show('/?fb=1');
    const feedback = await find('Feedback');
    await settle();
    expect(popupPresent()).toBe(false);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(feedback.isConnected).toBe(false));
    expect(await find('Welcome bonus')).toBeTruthy();
  });

  it('waits while the network speed test is open', async () => {
    sessionStorage.setItem('disclaimerAccept', 'true');
    await show('/?st=1');
    const speedTest = await find('Network speed test');
    await settle();
    expect(popupPresent()).toBe(false);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(speedTest.isConnected).toBe(false));
    expect(await find('Welcome bonus')).toBeTruthy();
  });
});

describe('root shell: player protection', () => {
  it('holds the popup notices back while a reality-check reminder is open', async () => {
    sessionStorage.setItem('disclaimerAccept', 'true');
    act(() => setReminderOpen(true));
    await show('/');
    await settle();
    expect(popupPresent()).toBe(false);
    act(() => setReminderOpen(false));
    expect(await find('Welcome bonus')).toBeTruthy();
  });

  it('tells a member who took a break what happened, once signed out, before any popup', async () => {
    sessionStorage.setItem('disclaimerAccept', 'true');
    const until = '2026-12-27T10:00:00.000Z';
    act(() => showExclusionNotice({ kind: 'timeout', until, accounts: 3 }));
    await show('/');
    const notice = await screen.findByRole(
      'alertdialog',
      { name: 'Your break has started' },
      { timeout: 3_000 },
    );
    expect(notice.textContent).toContain(
      `You have been logged out everywhere. You cannot log in until ${formatShortDateTime(until, 'en')}. 2 more accounts at the operator's other brands are excluded too.`,
    );
    await settle();
    expect(popupPresent()).toBe(false);
    await userEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    expect(await find('Welcome bonus')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
