import { AppError } from '@portal/contracts/errors';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { location, renderApp } from '../../../test/render.tsx';
import { getLaunchState, resetLaunch, setLaunchState } from '../model/launch-store.ts';
import { game } from '../test/fixtures.ts';
import { LaunchHost } from './launch-host.tsx';

afterEach(() => {
  cleanup();
  clearSession();
  sessionStorage.clear();
  resetLaunch();
});

const renderHost = () => renderApp(<LaunchHost />, { route: '/rng' });

// The first test of each kind also loads lazy chunks and the games catalogue, slow on a busy machine.
describe('the launch flow on screen', { timeout: 15_000 }, () => {
  it('shows the loader with a Cancel that gives up waiting', async () => {
    await renderHost();
    await act(async () => setLaunchState({ kind: 'launching', name: 'Lucky Reels' }));
    expect((await screen.findByRole('status', {}, { timeout: 5_000 })).textContent).toContain(
      'Opening Lucky Reels…',
    );
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    await userEvent.click(cancel);
    expect(getLaunchState().kind).toBe('idle');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('goes where the launch says once the address is stored', async () => {
    await renderHost();
    await act(async () => setLaunchState({ kind: 'navigate', to: '/game' }));
    await waitFor(() => expect(location.current).toBe('/game'));
    expect(getLaunchState().kind).toBe('idle');
  });

  it('says the game is under maintenance and launches a suggestion instead (spec 8)', async () => {
    saveSession({ token: 'tok', memberType: 0, username: 'player1' });
    const api = mockApi({
      'GET /wps/game/launchGame': { game_url: 'http://localhost:8081/play/koi?token=x', game_url2: null },
    });
    await renderHost();
    await act(async () =>
      setLaunchState({ kind: 'maintenance', name: 'Lucky Reels', suggestions: [game('8', 'Golden Koi')] }),
    );
    // The first dialog also loads the games catalogue: give it time.
    const dialog = await screen.findByRole('dialog', { name: 'Game under maintenance' }, { timeout: 5_000 });
    expect(dialog.textContent).toContain('Lucky Reels is under maintenance right now.');
    await userEvent.click(screen.getByRole('button', { name: 'Golden Koi' }));
    await waitFor(() => expect(location.current).toBe('/game'));
    expect(api.callsTo('GET /wps/game/launchGame')[0]?.url.searchParams.get('nodeId')).toBe('8');
  });

  it('offers no other game when there is none to suggest', async () => {
    await renderHost();
    await act(async () => setLaunchState({ kind: 'maintenance', name: 'Lucky Reels', suggestions: [] }));
    const dialog = await screen.findByRole('dialog', { name: 'Game under maintenance' }, { timeout: 5_000 });
    expect(dialog.textContent).toContain(
      'Lucky Reels is under maintenance right now. There is no other game to suggest right now.',
    );
    expect(dialog.textContent).not.toContain('one of these games');
    expect(dialog.textContent).not.toContain('You might like');
  });

  it('explains a failed launch and clears it with OK', async () => {
    await renderHost();
    await act(async () =>
      setLaunchState({
        kind: 'failed',
        name: 'Lucky Reels',
        error: new AppError('NOT_FOUND', 'This game is not available', 404),
      }),
    );
    const alert = await screen.findByRole('alertdialog', { name: 'Lucky Reels could not be opened' });
    expect(alert.textContent).toContain('This game is not available');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(getLaunchState().kind).toBe('idle');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("lists a VASSALAGE entry's games in a popup (spec 4)", async () => {
    const api = mockApi({
      'GET /wps/relay/GCSGAME_gameList': {
        games: [game('8', 'Golden Koi', { vassalage: 'KX' })],
        totalPages: 1,
      },
    });
    await renderHost();
    await act(async () =>
      setLaunchState({
        kind: 'vendorGames',
        game: game('9', 'KX games', { vassalage: 'KX', isGame: 'VASSALAGE' }),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'KX games' });
    expect(await screen.findByRole('button', { name: 'Golden Koi' })).toBeTruthy();
    expect(api.callsTo('GET /wps/relay/GCSGAME_gameList')[0]?.url.searchParams.get('vassalage')).toBe('KX');
    expect(dialog).toBeTruthy();
  });
});
