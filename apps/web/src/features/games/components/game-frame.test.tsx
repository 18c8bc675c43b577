import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishHubEvent } from '../../../lib/hub-events.ts';
import { clearSession, saveSession } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render.tsx';
import { storeLaunchedGame } from '../model/launched-game.ts';
import GamePage from '../routes/game-page.tsx';

afterEach(() => {
  cleanup();
  clearSession();
  sessionStorage.clear();
});

const url = 'http://localhost:8081/play/lucky-reels?token=abc&lang=en';

describe('the game screen (/game)', () => {
  it('says no game is running and points to the games when nothing was launched', async () => {
    saveSession({ token: 'tok', memberType: 0, username: 'player1' });
    await renderApp(<GamePage />, { route: '/game' });
    expect(
      await screen.findByText('No game is running. Choose a game from a lobby to play it here.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse games' }).getAttribute('href')).toBe('/rng');
  });

  it('runs the stored game in a titled frame, with the way back to its lobby', async () => {
    saveSession({ token: 'tok', memberType: 0, username: 'player1' });
    storeLaunchedGame({ url, name: 'Lucky Reels', lobby: '/rng' });
    await renderApp(<GamePage />, { route: '/game' });
    const frame = await screen.findByTitle('Lucky Reels');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(url);
    expect(screen.getByRole('heading', { name: 'Lucky Reels', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/rng');
    expect(screen.getByRole('status').textContent).toBe('Loading Lucky Reels…');
  });

  it('closes the game when the member signs out', async () => {
    saveSession({ token: 'tok', memberType: 0, username: 'player1' });
    storeLaunchedGame({ url, name: 'Lucky Reels', lobby: '/rng' });
    await renderApp(<GamePage />, { route: '/game' });
    await screen.findByTitle('Lucky Reels');
    act(() => clearSession());
    expect(screen.queryByTitle('Lucky Reels')).toBeNull();
    expect(screen.getByText('No game is running. Choose a game from a lobby to play it here.')).toBeTruthy();
  });

  it("passes each balance the hub reports on to the game, at the game's origin only", async () => {
    saveSession({ token: 'tok', memberType: 0, username: 'player1' });
    storeLaunchedGame({ url, name: 'Lucky Reels', lobby: '/rng' });
    await renderApp(<GamePage />, { route: '/game' });
    const frame = (await screen.findByTitle('Lucky Reels')) as HTMLIFrameElement;
    const post = vi.spyOn(frame.contentWindow as Window, 'postMessage').mockImplementation(() => undefined);
    const balance = (sumBalance: number) =>
      publishHubEvent({
        type: 'balance',
        value: { sumBalance, currency: 'VND', currencySymbol: '₫', exponent: 0 },
      });

    act(() => balance(250_000));
    expect(post).toHaveBeenCalledWith({ type: 'portal.balance', balance: 250_000 }, 'http://localhost:8081');

    // Other hub events are not the game's business.
    act(() => publishHubEvent({ type: 'messages', value: { unread: 2 } }));
    expect(post).toHaveBeenCalledTimes(1);
  });
});
