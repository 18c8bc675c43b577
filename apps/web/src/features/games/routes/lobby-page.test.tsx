import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { location, renderApp } from '../../../test/render.tsx';
import { setAccountPrompts } from '../model/account-prompts.ts';
import { game, menus } from '../test/fixtures.ts';
import LobbyPage from './lobby-page.tsx';

const prompts = { logIn: vi.fn(), needRealAccount: vi.fn() };
const lucky = game('7', 'Lucky Reels', { isHot: 1 });

beforeEach(() => {
  setAccountPrompts(prompts);
  // jsdom does not lay pages out; the pagination scrolls the list back into view.
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  cleanup();
  clearSession();
  sessionStorage.clear();
  prompts.logIn.mockReset();
  prompts.needRealAccount.mockReset();
});

/** The catalogue calls of a lobby, with the game list answered by `list`. */
function catalogue(list: (query: URLSearchParams) => unknown = () => ({ games: [lucky], totalPages: 1 })) {
  return {
    'GET /lgw/games/game_menus': menus,
    'GET /wps/relay/GCSGAME_gameList': ({ url }: { url: URL }) => list(url.searchParams),
    'GET /wps/relay/GCSGAME_getVassGameType': { list: ['SLOT', 'TABLE'] },
    'GET /wps/relay/GCSGAME_hotGamesV2': { list: [lucky] },
  };
}

const gameListQueries = (api: ReturnType<typeof mockApi>) =>
  api.callsTo('GET /wps/relay/GCSGAME_gameList').map((call) => Object.fromEntries(call.url.searchParams));

describe('LobbyPage', () => {
  it('shows the vendor tabs of the category, hot games and the list; a tab filters by vendor and is remembered', async () => {
    const api = mockApi(catalogue());
    await renderApp(<LobbyPage />, { route: '/rng' });
    expect(await screen.findByRole('heading', { name: 'Slots', level: 1 })).toBeTruthy();
    const tabs = await screen.findByRole('tablist', { name: 'Game providers' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All providers', 'PSPortal Studio', 'PGPocket Games']);
    expect(within(tabs).getByRole('tab', { name: 'All providers' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await screen.findByRole('heading', { name: 'Hot games' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'All Slots' });
    expect(within(list).getByRole('button', { name: 'Lucky Reels' })).toBeTruthy();
    expect(gameListQueries(api)[0]).toMatchObject({
      gameType: 'RNG',
      page: '1',
      gameClassify: '',
      minBet: '',
    });

    await userEvent.click(within(tabs).getByRole('tab', { name: /Pocket Games/ }));
    await waitFor(() => expect(location.current).toBe('/rng?page=PG'));
    await waitFor(() => expect(gameListQueries(api).at(-1)).toMatchObject({ vassalage: 'PG' }));
    expect(JSON.parse(sessionStorage.getItem('selectedVendor') ?? '{}')).toEqual({ RNG: 'PG' });
  });

  it('opens on the remembered vendor when the address names none (spec 2)', async () => {
    sessionStorage.setItem('selectedVendor', JSON.stringify({ RNG: 'PG' }));
    const api = mockApi(catalogue());
    await renderApp(<LobbyPage />, { route: '/rng' });
    await screen.findByRole('list', { name: 'All Slots' });
    expect(screen.getByRole('tab', { name: /Pocket Games/ }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(location.current).toBe('/rng?page=PG'));
    expect(gameListQueries(api).every((query) => query.vassalage === 'PG')).toBe(true);
  });

  it('moves between vendor tabs with the arrow keys', async () => {
    mockApi(catalogue());
    await renderApp(<LobbyPage />, { route: '/rng' });
    const all = await screen.findByRole('tab', { name: 'All providers' });
    all.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('PSPortal Studio');
    await userEvent.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('PGPocket Games');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(all);
  });

  it('searches by name once typing pauses, not on every key', async () => {
    const api = mockApi(
      catalogue((query) => ({ games: query.get('gameName') ? [lucky] : [], totalPages: 1 })),
    );
    await renderApp(<LobbyPage />, { route: '/rng' });
    await screen.findByRole('list', { name: 'All Slots' }).catch(() => undefined);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games by name' }), 'luck');
    const results = await screen.findByRole('list', { name: 'Results for “luck”' });
    expect(within(results).getByRole('button', { name: 'Lucky Reels' })).toBeTruthy();
    const names = gameListQueries(api).map((query) => query.gameName);
    expect(names.filter(Boolean)).toEqual(['luck']);
    expect(location.current).toBe('/rng?q=luck');
    // While searching, the hot row steps aside.
    expect(screen.queryByRole('heading', { name: 'Hot games' })).toBeNull();
  });

  it('says so when nothing matches', async () => {
    mockApi(catalogue(() => ({ games: [], totalPages: 1 })));
    await renderApp(<LobbyPage />, { route: '/rng?q=zzz' });
    expect(await screen.findByText('No games match your search. Try another name or filter.')).toBeTruthy();
  });

  it('filters by kind of game', async () => {
    const api = mockApi(catalogue());
    await renderApp(<LobbyPage />, { route: '/rng' });
    const kind = await screen.findByRole('button', { name: 'Table games' });
    expect(screen.getByRole('button', { name: 'All types' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(kind);
    await waitFor(() => expect(gameListQueries(api).at(-1)).toMatchObject({ gameClassify: 'TABLE' }));
    expect(kind.getAttribute('aria-pressed')).toBe('true');
  });

  it('pages through the list with page range 3 and margin 1', async () => {
    const api = mockApi(catalogue(() => ({ games: [lucky], totalPages: 10 })));
    await renderApp(<LobbyPage />, { route: '/rng?pageNo=5' });
    const pages = await screen.findByRole('navigation', { name: 'Game pages' });
    // Gaps are hidden from assistive technology, so they are read from the markup.
    expect([...pages.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      '1',
      '…',
      '4',
      '5',
      '6',
      '…',
      '10',
    ]);
    expect(within(pages).getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(gameListQueries(api).at(-1)).toMatchObject({ page: '6' }));
    expect(location.current).toBe('/rng?pageNo=6');
  });

  it('says plainly when a category has no games yet', async () => {
    mockApi(catalogue());
    await renderApp(<LobbyPage />, { route: '/live' });
    expect(await screen.findByRole('heading', { name: 'Live casino', level: 1 })).toBeTruthy();
    expect(
      await screen.findByText('No Live casino games are available yet. Please check back soon.'),
    ).toBeTruthy();
  });

  it('shows the error with a retry when the list cannot be loaded', async () => {
    let fail = true;
    mockApi(
      catalogue(() =>
        fail
          ? new Response(
              JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'Lobby unavailable' }),
              {
                status: 404,
              },
            )
          : { games: [lucky], totalPages: 1 },
      ),
    );
    await renderApp(<LobbyPage />, { route: '/rng' });
    expect(await screen.findByText('Lobby unavailable')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'All Slots' })).toBeTruthy();
  });
});

describe('favourites in the lobby (spec 4 and 5)', () => {
  it('asks a visitor to log in, from the star and from the favourites view', async () => {
    mockApi(catalogue());
    await renderApp(<LobbyPage />, { route: '/rng' });
    const list = await screen.findByRole('list', { name: 'All Slots' });
    await userEvent.click(within(list).getByRole('button', { name: 'Favourite: Lucky Reels' }));
    expect(prompts.logIn).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(prompts.logIn).toHaveBeenCalledTimes(2);
    expect(location.current).toBe('/rng');
  });

  it("gives a trial account 'Please register an account first'", async () => {
    saveSession({ token: 'trial', memberType: 4, username: 'guest' });
    const api = mockApi(catalogue());
    await renderApp(<LobbyPage />, { route: '/rng' });
    const list = await screen.findByRole('list', { name: 'All Slots' });
    await userEvent.click(within(list).getByRole('button', { name: 'Favourite: Lucky Reels' }));
    expect(prompts.needRealAccount).toHaveBeenCalledOnce();
    // Trial accounts have no favourites or recents to ask for.
    expect(api.callsTo('GET /wps/relay/MCSFE_getFavoriteGames')).toHaveLength(0);
    expect(api.callsTo('GET /wps/relay/GCS_recentGame')).toHaveLength(0);
  });

  it('adds and removes a favourite for a member and lists the favourites', async () => {
    saveSession({ token: 'tok', memberType: 0, username: 'player1' });
    let ids: string[] = [];
    const api = mockApi({
      ...catalogue(),
      'GET /wps/relay/GCS_recentGame': { list: [lucky], totalPages: 1 },
      'GET /wps/relay/MCSFE_getFavoriteGames': () => ({ list: ids }),
      'POST /wps/relay/MCSFE_addFavoriteGame': () => {
        ids = ['7'];
        return { list: ids };
      },
      'POST /wps/relay/MCSFE_removeFavoriteGame': () => {
        ids = [];
        return { list: ids };
      },
      'GET /wps/relay/MCSFE_getFavoriteGamesList': () => ({
        content: ids.includes('7') ? [lucky] : [],
        totalPages: 1,
      }),
    });
    await renderApp(<LobbyPage />, { route: '/rng' });
    expect(await screen.findByRole('heading', { name: 'Recently played' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'All Slots' });
    const star = within(list).getByRole('button', { name: 'Favourite: Lucky Reels' });
    await waitFor(() => expect(api.callsTo('GET /wps/relay/MCSFE_getFavoriteGames')).toHaveLength(1));
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    const [add] = api.callsTo('POST /wps/relay/MCSFE_addFavoriteGame');
    expect(JSON.parse(String(add?.init?.body))).toEqual({ nodeId: '7', vendor: 'IHS', gameType: 'RNG' });

    await userEvent.click(screen.getByRole('button', { name: 'Favourites' }));
    const favourites = await screen.findByRole('list', { name: 'My favourites' });
    expect(within(favourites).getByRole('button', { name: 'Lucky Reels' })).toBeTruthy();
    expect(
      api.callsTo('GET /wps/relay/MCSFE_getFavoriteGamesList')[0]?.url.searchParams.get('gameType'),
    ).toBe('RNG');

    await userEvent.click(within(favourites).getByRole('button', { name: 'Favourite: Lucky Reels' }));
    expect(
      await screen.findByText('You have no favourites here yet. Tap the star on a game to add it.'),
    ).toBeTruthy();
  });
});
