import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, getSession } from '../../../lib/session.ts';
import { type MockCall, mockApi } from '../../../test/api-mock.ts';
import { publicKeyValue, signedInValue } from '../../../test/identity-fixtures.ts';
import { location, renderApp, systemInfo } from '../../../test/render.tsx';
import type { LoginSite } from '../api/login.ts';
import { closeAccountDialog } from '../model/account-dialog-store.ts';
import { ForgotPasswordModal } from './forgot-password-modal.tsx';

const bodyOf = (call: MockCall | undefined) =>
  JSON.parse(String(call?.init?.body)) as Record<string, unknown>;

// Reset by mobile needs the merchant's mobile-number flag.
const whitelabel = systemInfo.whitelabel;
beforeEach(() => {
  systemInfo.whitelabel = [{ modId: 'MOBILENUMREG3', enabled: '1', childrenNodes: [] }];
});
afterEach(() => {
  systemInfo.whitelabel = whitelabel;
  cleanup();
  clearSession();
  closeAccountDialog();
});

async function resetByPhone(site: LoginSite, account: string, type: number) {
  const api = mockApi({
    'GET /wps/session/publicKey': publicKeyValue,
    'POST /wps/member/password/verification': signedInValue(account, type),
  });
  await renderApp(<ForgotPasswordModal site={site} />, { route: site === 'agent' ? '/agent' : '/rng' });
  await userEvent.click(screen.getByRole('button', { name: 'By mobile' }));
  await userEvent.type(screen.getByLabelText('Mobile number', { selector: 'input' }), '912345678');
  await userEvent.type(screen.getByLabelText('Verification code', { selector: 'input' }), '123456');
  await userEvent.type(screen.getByLabelText('New password', { selector: 'input' }), 'secret123a');
  await userEvent.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'secret123a');
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
  await waitFor(() => expect(getSession()?.username).toBe(account));
  return bodyOf(api.callsTo('POST /wps/member/password/verification')[0]);
}

describe('forgot password by mobile (spec 4): the reset signs in on the site it was asked from', () => {
  it('signs a member in on the member site and sends it home', async () => {
    const body = await resetByPhone('member', 'player01', 0);
    expect(body).toMatchObject({ countryDialingCode: '84', mobileNum: '912345678', site: 'member' });
    expect(String(body.newPassword)).toMatch(/^rsa:/);
    await waitFor(() => expect(location.current).toBe('/'));
  });

  it('signs an agent in on the agent site and sends it there', async () => {
    const body = await resetByPhone('agent', 'agent01', 2);
    expect(body).toMatchObject({ site: 'agent' });
    expect(getSession()?.memberType).toBe(2);
    await waitFor(() => expect(location.current).toBe('/agent'));
  });
});
