import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadArea } from '../../../lib/i18n.ts';
import { clearSession, saveSession } from '../../../lib/session.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import { WaitingMatches } from './waiting-matches.tsx';

const WAITING = 'GET /wps/promotions/matches';
const match = (id: string, endsAt: string | null) => ({
  promotionId: id,
  title: `Reload ${id}`,
  percent: 50,
  minDeposit: 10_000_000,
  bonusMax: 30_000_000,
  endsAt,
});

beforeAll(async () => {
  await loadArea('promotions', 'en');
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('the deposit page’s waiting deposit matches', () => {
  it('names each offer the next deposit earns, with its terms and a link to it', async () => {
    saveSession({ token: 'm'.repeat(40), memberType: 0, username: 'player01' });
    const api = mockApi({
      [WAITING]: { currency: 'VND', list: [match('7', '2026-11-30T12:00:00.000Z'), match('9', null)] },
    });
    await renderApp(<WaitingMatches />);
    const box = await screen.findByRole('region', { name: 'Bonuses are waiting for your deposits' });
    const items = within(box).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /^Reload 7: 50% of a deposit of ₫100,000.00 or more made before Nov 30, 2026, .+, up to ₫300,000.00, paid when it is approved\.$/,
      ),
      'Reload 9: 50% of a deposit of ₫100,000.00 or more, up to ₫300,000.00, paid when it is approved.',
    ]);
    expect(within(box).getByRole('link', { name: 'Reload 7' }).getAttribute('href')).toBe(
      '/promoDetail?id=7',
    );
    expect(within(box).getByText(/the offer you joined first is paid first/)).toBeTruthy();
    expect(new URL(String(api.callsTo(WAITING)[0]?.url), 'http://x').searchParams.get('language')).toBe('en');
  });

  it('says nothing when no offer waits, or when the call fails', async () => {
    saveSession({ token: 'm'.repeat(40), memberType: 0, username: 'player01' });
    const api = mockApi({ [WAITING]: { currency: 'VND', list: [] } });
    const { container } = await renderApp(<WaitingMatches />);
    await vi.waitFor(() => expect(api.callsTo(WAITING)).toHaveLength(1));
    expect(container.textContent).toBe('');
    cleanup();
    mockApi({ [WAITING]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const failed = await renderApp(<WaitingMatches />);
    expect(failed.container.textContent).toBe('');
  });
});
