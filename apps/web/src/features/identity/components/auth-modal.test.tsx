import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { publicKeyValue } from '../../../test/identity-fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { closeAccountDialog, getAccountDialog } from '../model/account-dialog-store.ts';
import { AuthBannerContext, type AuthBannerProps } from '../model/auth-banner.ts';
import { AuthModal } from './auth-modal.tsx';

afterEach(() => {
  cleanup();
  closeAccountDialog();
});

/** A stand-in for the app's banner: names its group and says it has something to show. */
function FakeBanner({ group, onPresence }: AuthBannerProps) {
  useEffect(() => onPresence(true), [onPresence]);
  return <p>banner {group}</p>;
}

describe('login/register popup banner (spec 2 "Banners")', () => {
  it("shows the app's banner of each tab's own group", async () => {
    mockApi({ 'GET /wps/session/publicKey': publicKeyValue });
    await renderApp(
      <AuthBannerContext.Provider value={FakeBanner}>
        <AuthModal tab="login" />
      </AuthBannerContext.Provider>,
    );
    expect(await screen.findByText('banner login')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Register' }));
    expect(getAccountDialog()).toMatchObject({ kind: 'auth', tab: 'register' });
  });

  it('has no banner without a provider', async () => {
    mockApi({ 'GET /wps/session/publicKey': publicKeyValue });
    await renderApp(<AuthModal tab="register" />);
    expect(screen.getByRole('tab', { name: 'Register', selected: true })).toBeTruthy();
    expect(screen.queryByText(/^banner/)).toBeNull();
  });

  it('asks for the registration group on the register tab', async () => {
    mockApi({ 'GET /wps/session/publicKey': publicKeyValue });
    await renderApp(
      <AuthBannerContext.Provider value={FakeBanner}>
        <AuthModal tab="register" />
      </AuthBannerContext.Provider>,
    );
    expect(await screen.findByText('banner w_reg')).toBeTruthy();
  });
});
