import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadArea } from '../../lib/i18n.ts';
import { clearSession, saveSession } from '../../lib/session.ts';
import { balanceValue, mockApi } from '../../test/api-mock.ts';
import { raffle, raffleEntry } from '../../test/promotion-fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import PromoDetailRoute from './promo-detail-route.tsx';

beforeAll(async () => {
  await loadArea('promotions', 'en');
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('raffle prize claimed on /promoDetail', () => {
  it("refreshes the header's balance, the wallets and the records, as the member centre's claims do", async () => {
    saveSession({ token: 'm'.repeat(40), memberType: 0, username: 'player01' });
    const drawn = { prize: 10_000_000, winners: 3, entries: 41, drawnAt: '2026-12-01T12:00:00.000Z' };
    mockApi({
      'GET /wps/promotions/7': raffle({ state: 'claim', raffle: drawn, entry: raffleEntry({ won: true }) }),
      'POST /wps/relay/MCS2_claimRafflePromotion': {
        entry: raffleEntry({ won: true, claimedAt: '2026-12-02T12:00:00.000Z' }),
        prize: 10_000_000,
        balance: 25_000_000,
        currency: 'VND',
      },
    });
    const { queryClient } = await renderApp(<PromoDetailRoute />, { route: '/promoDetail?id=7' });
    queryClient.setQueryData(['wallet', 'balance'], balanceValue(15_000_000));
    queryClient.setQueryData(['wallet', 'consolidated'], {});
    queryClient.setQueryData(['records', 'transactions'], {});
    const box = await screen.findByRole('region', { name: 'Raffle' });
    expect(queryClient.getQueryState(['wallet', 'balance'])?.isInvalidated).toBe(false);
    await userEvent.click(within(box).getByRole('button', { name: 'Claim prize' }));
    await within(box).findByText('₫100,000.00 was paid into your main wallet.');
    await waitFor(() => expect(queryClient.getQueryState(['wallet', 'balance'])?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(['wallet', 'consolidated'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['records', 'transactions'])?.isInvalidated).toBe(true);
  });
});
