import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, type MockRoute, mockApi } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';
import HomePage from './home-page.tsx';

const BOARD = 'GET /wps/relay/GCSGAME_getRankList';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function showHome(board: MockRoute) {
  const api = mockApi({
    'GET /wps/notices': { player: [], banners: [], popup: [], promotion: [] },
    'GET /wps/relay/GCSGAME_hotGamesV2': { list: [] },
    'GET /lgw/games/game_menus': { list: [] },
    [BOARD]: board,
  });
  const rendered = await renderApp(<HomePage />);
  return { api, ...rendered };
}

describe('home page winners board', () => {
  it('shows the board after the games, for a visitor', async () => {
    await showHome({
      currency: 'VND',
      list: [
        {
          account: 'ab***yz',
          gameName: 'Lucky Reels',
          product: 'game',
          stake: 1_000,
          payout: 50_000,
          multiplier: 50,
          wonAt: new Date(Date.now() - 5 * 60_000).toISOString(),
        },
      ],
    });
    const board = await screen.findByRole('region', { name: 'Big winners' }, { timeout: 3_000 });
    const categories = await screen.findByRole('heading', { name: 'Game categories' });
    expect(categories.compareDocumentPosition(board) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      screen.getByText('ab***yz won ₫500.00 on Lucky Reels, 50 times the stake, 5 minutes ago'),
    ).toBeTruthy();
  });

  it('goes without the board, and says nothing, when it cannot be loaded', async () => {
    const { api, queryClient } = await showHome(() => failure('INTERNAL', 'Something went wrong', 500));
    await screen.findByRole('heading', { name: 'Game categories' }, { timeout: 3_000 });
    await waitFor(() => expect(api.callsTo(BOARD)).toHaveLength(1), { timeout: 3_000 });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('region', { name: 'Big winners' })).toBeNull();
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
