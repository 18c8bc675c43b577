import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, nullValue } from '../../../lib/api-client.ts';
import { formatTime } from '../../../lib/format.ts';
import { loadArea } from '../../../lib/i18n.ts';
import { clearSession, getSession, saveSession } from '../../../lib/session.ts';
import { failure, mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import { ExclusionNoticeHost } from '../../responsible-gaming/components/exclusion-notice-host.tsx';
import {
  getDailyTimeNotice,
  getSessionLimitNotice,
  showDailyTimeNotice,
  showSessionLimitNotice,
} from '../../responsible-gaming/model/rg-dialogs.ts';
import { closeAccountDialog, getAccountDialog } from '../model/account-dialog-store.ts';
import { AccountHost } from './account-host.tsx';

beforeAll(async () => {
  await loadArea('responsible-gaming', 'en');
});

afterEach(() => {
  cleanup();
  clearSession();
  closeAccountDialog();
  showDailyTimeNotice(null);
  showSessionLimitNotice(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A signed-in member, the app shell's account host and notice host, and one call the server refuses. */
async function callRefused(code: string, value: unknown) {
  mockApi({ 'GET /wps/member/info': failure(code, 'Refused', 401, value) });
  saveSession({ token: 'b'.repeat(43), memberType: 0, username: 'player02' });
  await renderApp(
    <>
      <AccountHost />
      <ExclusionNoticeHost />
    </>,
  );
  await act(async () => {
    await api.get('/wps/member/info', nullValue).catch(() => undefined);
  });
}

describe('account host: a session the server ended', () => {
  it('signs out and says so when the daily time limit ended the session', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 26, 19, 5));
    const resetsAt = new Date(2026, 10, 27, 0, 0).toISOString();
    await callRefused('DAILY_TIME_LIMIT', { minutes: 120, resetsAt });

    expect(getSession()).toBeNull();
    const notice = await screen.findByRole('alertdialog', { name: 'Daily time limit reached' });
    expect(notice.textContent).toContain(
      `You have reached your daily time limit of 2 hours. You can sign in again from ${formatTime(resetsAt, 'en')} tomorrow.`,
    );
    // The notice, not the login prompt: logging in is refused until then anyway.
    expect(getAccountDialog()).toBeNull();
    expect(getDailyTimeNotice()).toEqual({ minutes: 120, resetsAt });

    await userEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(getDailyTimeNotice()).toBeNull();
  });

  it("keeps the session limit's notice for SESSION_LIMIT, and one notice at a time", async () => {
    await callRefused('SESSION_LIMIT', {
      minutes: 60,
      startedAt: '2026-11-26T09:00:00.000Z',
      endedAt: '2026-11-26T10:00:00.000Z',
    });
    expect(getSession()).toBeNull();
    await screen.findByRole('alertdialog', { name: 'Session limit reached' });
    // The daily limit's notice replaces it.
    act(() => showDailyTimeNotice({ minutes: 60, resetsAt: '2026-11-26T17:00:00.000Z' }));
    await screen.findByRole('alertdialog', { name: 'Daily time limit reached' });
    expect(getSessionLimitNotice()).toBeNull();
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
  });

  it('asks to log in again when the refusal carries no readable value', async () => {
    await callRefused('DAILY_TIME_LIMIT', { minutes: 120 });
    expect(getSession()).toBeNull();
    expect(getAccountDialog()).toMatchObject({ kind: 'auth', tab: 'login', notice: 'pleaseLogIn' });
    expect(getDailyTimeNotice()).toBeNull();
  });
});
