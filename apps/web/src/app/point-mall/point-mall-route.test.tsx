import { generateKeyPairSync } from 'node:crypto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAccountDialog, getAccountDialog } from '../../features/identity/model/account-dialog-store.ts';
import { clearSession, saveSession } from '../../lib/session.ts';
import { balanceValue, failure, type MockRoute, mockApi } from '../../test/api-mock.ts';
import { location, renderApp } from '../../test/render.tsx';
import PointMallRoute from './point-mall-route.tsx';

const spki = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .publicKey.export({ type: 'spki', format: 'der' })
  .toString('base64');

const points = (value: number) => ({
  enabled: true,
  points: value,
  currency: 'VND',
  earnUnit: 100_000,
  earnPoints: 1,
  ratioPoints: 100,
  ratioAmount: 100_000,
  pendingPoints: 0,
});

afterEach(() => {
  cleanup();
  clearSession();
  closeAccountDialog();
  vi.unstubAllGlobals();
});

async function show(routes: Record<string, MockRoute> = {}) {
  const api = mockApi({
    'GET /wps/session/publicKey': { keyId: 'k1', algorithm: 'RSA-OAEP-256', spki },
    'GET /wps/v2/wallets/balance': balanceValue(5_000_000),
    'GET /wps/points': points(1_250),
    'GET /wps/points/rewards': { list: [], currency: 'VND' },
    ...routes,
  });
  await renderApp(
    <Suspense fallback={<p>Loading</p>}>
      <PointMallRoute />
    </Suspense>,
    { route: '/pointMall' },
  );
  return api;
}

describe('/pointMall', () => {
  it('opens the login and register popups for a visitor', async () => {
    const api = await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(getAccountDialog()).toEqual({ kind: 'auth', tab: 'login' });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(getAccountDialog()).toEqual({ kind: 'auth', tab: 'register' });
    expect(api.calls).toHaveLength(0);
  });

  it('writes amounts in the currency the balance names, and reads the header balance again after a conversion', async () => {
    saveSession({ token: 't'.repeat(40), memberType: 0, username: 'player01' });
    let converted = false;
    const api = await show({
      'GET /wps/v2/wallets/balance': () => balanceValue(converted ? 6_200_000 : 5_000_000),
      'GET /wps/points': () => points(converted ? 50 : 1_250),
      'POST /wps/points/convert': () => {
        converted = true;
        return { points: 50, amount: 1_200_000, balance: 6_200_000, currency: 'VND' };
      },
    });
    expect(await screen.findByText('100 points = ₫1,000.00')).toBeTruthy();
    expect(api.callsTo('GET /wps/v2/wallets/balance')).toHaveLength(1);
    await userEvent.click(screen.getByRole('tab', { name: 'Convert' }));
    await userEvent.type(screen.getByLabelText('Points to convert'), '1200');
    await userEvent.type(screen.getByLabelText('Payment password'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect(await screen.findByText(/₫12,000.00 has been added to your main wallet/)).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /wps/v2/wallets/balance')).toHaveLength(2));
  });

  it('shows why the mall cannot be shown while the currency is unknown, with a retry', async () => {
    saveSession({ token: 't'.repeat(40), memberType: 0, username: 'player01' });
    let fail = true;
    await show({
      'GET /wps/v2/wallets/balance': () => (fail ? failure('INTERNAL', 'x', 500) : balanceValue(1)),
    });
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('100 points = ₫1,000.00')).toBeTruthy();
  });

  it('sends a member without a payment password to the security centre', async () => {
    saveSession({ token: 't'.repeat(40), memberType: 0, username: 'player01' });
    await show({ 'POST /wps/points/convert': failure('PAYMENT_PASSWORD_REQUIRED', 'Set one first') });
    await userEvent.click(await screen.findByRole('tab', { name: 'Convert' }));
    await userEvent.type(screen.getByLabelText('Points to convert'), '100');
    await userEvent.type(screen.getByLabelText('Payment password'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Convert' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Go to the security centre' }));
    expect(location.current).toBe('/pointMall?mc=securityCenter');
  });
});
