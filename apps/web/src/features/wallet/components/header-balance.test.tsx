import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { balanceValue, mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import { balanceQueryKey } from '../api/get-balance.ts';
import { HeaderBalance } from './header-balance.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('HeaderBalance', () => {
  it("shows 'Updating…' until the balance arrives, then the amount in the merchant currency", async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi({
      'GET /wps/v2/wallets/balance': async () => {
        await answered;
        return balanceValue(123_456_789);
      },
    });
    await renderApp(<HeaderBalance />);
    expect(screen.getByText('Updating…')).toBeTruthy();
    release();
    expect(await screen.findByText('₫1,234,567.89')).toBeTruthy();
  });

  it('hides and shows the amount, and remembers the choice', async () => {
    mockApi({ 'GET /wps/v2/wallets/balance': balanceValue(5_000) });
    await renderApp(<HeaderBalance />);
    await screen.findByText('₫50.00');
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.queryByText('₫50.00')).toBeNull();
    expect(screen.getByText('******')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show balance' }).getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('balanceHidden')).toBe('true');

    cleanup();
    await renderApp(<HeaderBalance />);
    expect(await screen.findByText('******')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(await screen.findByText('₫50.00')).toBeTruthy();
    expect(localStorage.getItem('balanceHidden')).toBeNull();
  });

  it('asks again on refresh, and shows a balance pushed into the query (the WebSocket path)', async () => {
    let sum = 100;
    const api = mockApi({ 'GET /wps/v2/wallets/balance': () => balanceValue(sum) });
    const { queryClient } = await renderApp(<HeaderBalance />);
    await screen.findByText('₫1.00');
    sum = 250;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(await screen.findByText('₫2.50')).toBeTruthy();
    expect(api.callsTo('GET /wps/v2/wallets/balance')).toHaveLength(2);

    queryClient.setQueryData(balanceQueryKey, balanceValue(99_900));
    expect(await screen.findByText('₫999.00')).toBeTruthy();
    expect(api.callsTo('GET /wps/v2/wallets/balance')).toHaveLength(2);
  });

  it('says the balance is unavailable when it cannot be read, and lets the member retry', async () => {
    let fail = true;
    mockApi({
      'GET /wps/v2/wallets/balance': () =>
        fail
          ? new Response('{"success":false,"code":"INTERNAL","message":"x"}', { status: 500 })
          : balanceValue(1),
    });
    await renderApp(<HeaderBalance />);
    expect(await screen.findByText('Unavailable')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(screen.getByText('₫0.01')).toBeTruthy());
  });
});
