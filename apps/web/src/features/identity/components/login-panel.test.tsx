import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatShortDateTime, formatTime } from '../../../lib/format.ts';
import { clearSession, getSession } from '../../../lib/session.ts';
import { failure, type MockCall, type MockRoute, mockApi } from '../../../test/api-mock.ts';
import { publicKeyValue, signedInValue as signedIn } from '../../../test/identity-fixtures.ts';
import { location, renderApp } from '../../../test/render.tsx';
import { loginWithCode } from '../api/login-code.ts';
import { closeAccountDialog, getAccountDialog, openAccountDialog } from '../model/account-dialog-store.ts';
import { LoginPanel } from './login-panel.tsx';

const bodyOf = (call: MockCall | undefined) =>
  JSON.parse(String(call?.init?.body)) as Record<string, unknown>;

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  clearSession();
  closeAccountDialog();
  vi.unstubAllGlobals();
});

async function show(site: 'member' | 'agent' | undefined, login: MockRoute) {
  const api = mockApi({
    'GET /wps/session/publicKey': publicKeyValue,
    'POST /wps/session/login': login,
  });
  const onSignedIn = vi.fn();
  await renderApp(<LoginPanel site={site} onSignedIn={onSignedIn} onForgotPassword={() => undefined} />);
  return { api, onSignedIn };
}

async function logIn(username: string, password = 'secret123') {
  await userEvent.type(screen.getByLabelText('Username', { selector: 'input' }), username);
  await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login panel: the member site and the agent site (spec 6)', () => {
  it("logs in to the member site by default, with site 'member'", async () => {
    const { api, onSignedIn } = await show(undefined, signedIn('player01', 0));
    await logIn('player01');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(bodyOf(api.callsTo('POST /wps/session/login')[0])).toMatchObject({
      username: 'player01',
      site: 'member',
    });
    expect(getSession()).toMatchObject({ username: 'player01', memberType: 0 });
  });

  it("sends site 'agent' on the agent site, and offers no social sign-in there", async () => {
    const { api, onSignedIn } = await show('agent', signedIn('agent01', 2));
    expect(screen.queryByText('or continue with')).toBeNull();
    await logIn('agent01');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(bodyOf(api.callsTo('POST /wps/session/login')[0])).toMatchObject({
      username: 'agent01',
      site: 'agent',
    });
    expect(getSession()?.memberType).toBe(2);
  });

  it('sends the login code to the site it is for', async () => {
    const api = mockApi({ 'POST /wps/session/login-code': signedIn('agent01', 2) });
    await loginWithCode(
      { countryDialingCode: '84', mobileNum: '912345678', verificationCode: '123456' },
      'agent',
    );
    await loginWithCode({ countryDialingCode: '84', mobileNum: '912345678', verificationCode: '123456' });
    expect(api.callsTo('POST /wps/session/login-code').map((call) => bodyOf(call).site)).toEqual([
      'agent',
      'member',
    ]);
  });

  it("tells a non-agent on the agent site 'Non-agents cannot log in'", async () => {
    await show('agent', failure('NOT_AGENT', 'Non-agents cannot log in here', 403));
    await logIn('player01');
    expect((await screen.findByRole('alert')).textContent).toBe('Non-agents cannot log in');
    expect(screen.queryByRole('link', { name: 'Agent login' })).toBeNull();
    expect(getSession()).toBeNull();
  });

  it('offers a pure agent refused on the member site the agent login, with the name it typed', async () => {
    openAccountDialog({ kind: 'auth', tab: 'login' });
    await show('member', failure('NOT_MEMBER', 'Non-member account unable to login', 403));
    await logIn(' agent01 ');
    expect((await screen.findByRole('alert')).textContent).toBe('Non-member account unable to login');
    const link = screen.getByRole('link', { name: 'Agent login' });
    expect(link.getAttribute('href')).toBe('/agent');
    await userEvent.click(link);
    expect(location.current).toBe('/agent');
    // The login popup closes: the agent login is a page of its own.
    expect(getAccountDialog()).toBeNull();
  });

  it('keeps the agent login link away from other refusals', async () => {
    await show('member', failure('INVALID_CREDENTIALS', 'Wrong username or password (4 attempts left)', 401));
    await logIn('player01');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Wrong username or password (4 attempts left)',
    );
    expect(screen.queryByRole('link', { name: 'Agent login' })).toBeNull();
  });

  it('tells a member on a break or self-excluded until when, and signs nothing in', async () => {
    const until = '2026-12-03T10:00:00.000Z';
    await show(
      'member',
      failure('ACCOUNT_EXCLUDED', 'This account is taking a break', 403, { kind: 'timeout', until }),
    );
    await logIn('player01');
    expect((await screen.findByRole('alert')).textContent).toBe(
      `This account is taking a break until ${formatShortDateTime(until, 'en')}.`,
    );
    expect(getSession()).toBeNull();
  });

  it('tells a member whose time today is used up the daily limit and when to come back, and signs nothing in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 26, 21, 40));
    const resetsAt = new Date(2026, 10, 27, 0, 0).toISOString();
    await show(
      'member',
      failure('DAILY_TIME_LIMIT', 'Your daily time limit of 180 minutes has been reached', 401, {
        minutes: 180,
        resetsAt,
      }),
    );
    await logIn('player01');
    expect((await screen.findByRole('alert')).textContent).toBe(
      `You have reached your daily time limit of 3 hours. You can sign in again from ${formatTime(resetsAt, 'en')} tomorrow.`,
    );
    expect(getSession()).toBeNull();
  });

  it('after a forced password change on the agent site, the next login is on the agent site too', async () => {
    await show('agent', signedIn('agent01', 2, { mustChangePassword: true }));
    await logIn('agent01', '123456');
    await waitFor(() =>
      expect(getAccountDialog()).toMatchObject({
        kind: 'changePassword',
        forced: { knownPassword: '123456', site: 'agent' },
      }),
    );
    expect(getSession()).toBeNull();
  });
});
