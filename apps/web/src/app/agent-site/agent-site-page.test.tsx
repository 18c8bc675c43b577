import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountHost } from '../../features/identity/components/account-host.tsx';
import { LoginPanel } from '../../features/identity/components/login-panel.tsx';
import { closeAccountDialog } from '../../features/identity/model/account-dialog-store.ts';
import { loadArea } from '../../lib/i18n.ts';
import { clearSession, getSession, saveSession } from '../../lib/session.ts';
import { memberInfoValue } from '../../test/agent-fixtures.ts';
import { failure, type MockCall, type MockRoute, mockApi } from '../../test/api-mock.ts';
import { publicKeyValue, signedInValue } from '../../test/identity-fixtures.ts';
import { location, renderApp } from '../../test/render.tsx';
import AgentSitePage from './agent-site-page.tsx';

beforeAll(async () => {
  await loadArea('agent', 'en');
});

afterEach(() => {
  cleanup();
  clearSession();
  closeAccountDialog();
  vi.unstubAllGlobals();
});

const bodyOf = (call: MockCall | undefined) =>
  JSON.parse(String(call?.init?.body)) as Record<string, unknown>;
const input = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

/** The agent site, the member login on the home page, and the account dialogs, as the app has them. */
async function show(route: string, routes: Record<string, MockRoute> = {}) {
  const api = mockApi({ 'GET /wps/session/publicKey': publicKeyValue, ...routes });
  await renderApp(
    <Suspense fallback={null}>
      <Routes>
        <Route path="/agent" element={<AgentSitePage />} />
        <Route
          path="/"
          element={<LoginPanel onSignedIn={() => undefined} onForgotPassword={() => undefined} />}
        />
      </Routes>
      <AccountHost />
    </Suspense>,
    { route },
  );
  return api;
}

async function logIn(password: string, username?: string) {
  if (username !== undefined) await userEvent.type(input('Username'), username);
  await userEvent.type(input('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the agent site (/agent)', () => {
  it('shows a visitor the agent login: no registration, no free demo, a way back to the player login', async () => {
    await show('/agent');
    const card = await screen.findByRole('region', { name: 'Agent login' });
    expect(within(card).getByRole('heading', { level: 1, name: 'Agent login' })).toBeTruthy();
    expect(document.title).toBe('Agent login');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button', { name: /Register|Free demo/ })).toBeNull();
    expect(screen.queryByText('or continue with')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Player login' }).getAttribute('href')).toBe('/');
    // The page is the form: the focus starts in it.
    await waitFor(() => expect(document.activeElement).toBe(input('Username')));
  });

  it("logs an agent in with site 'agent' and opens its agent centre", async () => {
    const api = await show('/agent', { 'POST /wps/session/login': signedInValue('agent01', 2) });
    await screen.findByRole('region', { name: 'Agent login' });
    await logIn('secret123', 'agent01');
    await waitFor(() => expect(location.current).toBe('/?ac=agentTeamOverview'));
    expect(bodyOf(api.callsTo('POST /wps/session/login')[0])).toMatchObject({
      username: 'agent01',
      site: 'agent',
    });
    expect(getSession()).toMatchObject({ username: 'agent01', memberType: 2 });
  });

  it("refuses a non-agent with 'Non-agents cannot log in'", async () => {
    await show('/agent', {
      'POST /wps/session/login': failure('NOT_AGENT', 'Non-agents cannot log in here', 403),
    });
    await screen.findByRole('region', { name: 'Agent login' });
    await logIn('secret123', 'player01');
    expect((await screen.findByRole('alert')).textContent).toBe('Non-agents cannot log in');
    expect(location.current).toBe('/agent');
    expect(getSession()).toBeNull();
  });

  it('takes a pure agent refused on the member site to the agent login, with its name kept', async () => {
    const api = await show('/', {
      'POST /wps/session/login': (call: MockCall) =>
        bodyOf(call).site === 'member'
          ? failure('NOT_MEMBER', 'Non-member account unable to login', 403)
          : signedInValue('agent01', 2),
    });
    await logIn('secret123', 'agent01');
    expect((await screen.findByRole('alert')).textContent).toBe('Non-member account unable to login');
    await userEvent.click(screen.getByRole('link', { name: 'Agent login' }));
    await screen.findByRole('region', { name: 'Agent login' });
    expect(input('Username').value).toBe('agent01');
    // The name is there: the focus goes to the password.
    await waitFor(() => expect(document.activeElement).toBe(input('Password')));
    await logIn('secret123');
    await waitFor(() => expect(location.current).toBe('/?ac=agentTeamOverview'));
    expect(api.callsTo('POST /wps/session/login').map((call) => bodyOf(call).site)).toEqual([
      'member',
      'agent',
    ]);
  });

  it('sends an agent forced to change its password back to the agent login', async () => {
    await show('/agent', {
      'POST /wps/session/login': signedInValue('agent01', 2, { mustChangePassword: true }),
      'POST /wps/member/password': null,
    });
    await screen.findByRole('region', { name: 'Agent login' });
    await logIn('123456', 'agent01');
    const change = await screen.findByRole('dialog', { name: 'Change password' });
    await userEvent.type(within(change).getByLabelText('New password', { selector: 'input' }), 'Better123');
    await userEvent.type(
      within(change).getByLabelText('Confirm new password', { selector: 'input' }),
      'Better123',
    );
    await userEvent.click(within(change).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).toBeNull());
    expect(location.current).toBe('/agent');
    // On the agent login itself, not in the member site's login popup.
    const card = await screen.findByRole('region', { name: 'Agent login' });
    expect(
      await within(card).findByText('Your password has been changed. Log in with the new password.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getSession()).toBeNull();
  });

  it('sends a signed-in agent straight to its agent centre', async () => {
    saveSession({ token: 't'.repeat(40), memberType: 42, username: 'master01' });
    await show('/agent', { 'GET /wps/member/info': memberInfoValue('master01', 42) });
    await waitFor(() => expect(location.current).toBe('/?ac=agentTeamOverview'));
  });

  it('opens the agent centre on the page a link to the agent site names', async () => {
    saveSession({ token: 't'.repeat(40), memberType: 42, username: 'master01' });
    await show('/agent?ac=agentRegisterCentre', { 'GET /wps/member/info': memberInfoValue('master01', 42) });
    await waitFor(() => expect(location.current).toBe('/?ac=agentRegisterCentre'));
  });

  it('tells a signed-in non-agent this is the agent site, with the way back and a sign out', async () => {
    saveSession({ token: 't'.repeat(40), memberType: 0, username: 'player01' });
    await show('/agent', { 'GET /wps/member/info': memberInfoValue('player01', 0) });
    const card = await screen.findByRole('region', { name: 'Agent site' });
    expect(card.textContent).toContain(
      'This is the agent site. You are signed in as player01, which is not an agent account.',
    );
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Go to the member site' }).getAttribute('href')).toBe('/');
    await userEvent.click(within(card).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('alertdialog', { name: 'Sign out' })).toBeTruthy();
    expect(location.current).toBe('/agent');
  });
});
