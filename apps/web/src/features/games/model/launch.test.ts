import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session.ts';
import { failure, mockApi } from '../../../test/api-mock.ts';
import { game } from '../test/fixtures.ts';
import { setAccountPrompts } from './account-prompts.ts';
import { launchVendor, startLaunch } from './launch.ts';
import { beginLaunch, cancelLaunch, getLaunchState, resetLaunch } from './launch-store.ts';
import { getLaunchedGame } from './launched-game.ts';

const prompts = { logIn: vi.fn(), needRealAccount: vi.fn() };

beforeEach(() => {
  setAccountPrompts(prompts);
  saveSession({ token: 'tok', memberType: 0, username: 'player1' });
});

afterEach(() => {
  clearSession();
  sessionStorage.clear();
  resetLaunch();
  prompts.logIn.mockReset();
  prompts.needRealAccount.mockReset();
});

const lucky = game('7', 'Lucky Reels');
const launchUrl = 'http://localhost:8081/play/lucky-reels?token=abc&lang=en';

describe('startLaunch (spec 4 "Game launch")', () => {
  it('asks for the launch address with the spec 3 payload, stores it and goes to /game', async () => {
    const api = mockApi({ 'GET /wps/game/launchGame': { game_url: launchUrl, game_url2: null } });
    await startLaunch(lucky);
    const [call] = api.callsTo('GET /wps/game/launchGame');
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      nodeId: '7',
      gameId: 'g7',
      vassalage: 'IHS',
      accountType: '1',
      confirmTrans: '0',
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: '3',
      language: 'en',
    });
    // "Back" returns to where the launch started (the test page's own address here).
    expect(getLaunchedGame()).toEqual({ url: launchUrl, name: 'Lucky Reels', lobby: '/' });
    expect(getLaunchState()).toEqual({ kind: 'navigate', to: '/game' });
  });

  it('goes to /seamless when started from the side menu', async () => {
    mockApi({ 'GET /wps/game/launchGame': { game_url: launchUrl, game_url2: null } });
    await startLaunch(lucky, 'menu');
    expect(getLaunchState()).toEqual({ kind: 'navigate', to: '/seamless' });
  });

  it('opens the login modal for a visitor, without calling the server', async () => {
    clearSession();
    const api = mockApi({});
    await startLaunch(lucky);
    expect(prompts.logIn).toHaveBeenCalledOnce();
    expect(api.calls).toHaveLength(0);
    expect(getLaunchState().kind).toBe('idle');
  });

  it("offers the category's other games when the game is under maintenance (spec 8)", async () => {
    const others = [game('8', 'Golden Koi'), game('7', 'Lucky Reels')];
    mockApi({
      'GET /wps/game/launchGame': () =>
        new Response(
          JSON.stringify({
            success: false,
            code: 'GAME_MAINTENANCE',
            message: 'This game is under maintenance; try one of these',
            value: { suggestions: others },
          }),
          { status: 503 },
        ),
    });
    await startLaunch(lucky);
    const state = getLaunchState();
    expect(state.kind).toBe('maintenance');
    // The game asked for is not suggested as its own replacement.
    expect(state.kind === 'maintenance' && state.suggestions.map((g) => g.gameName)).toEqual(['Golden Koi']);
    expect(getLaunchedGame()).toBeNull();
  });

  it("gives a trial account 'Please register an account first' when free play does not allow it", async () => {
    saveSession({ token: 'trial', memberType: 4, username: 'guest' });
    mockApi({
      'GET /wps/game/launchGame': failure('TRIAL_ACCOUNT', 'Please Register an Account first', 403),
    });
    await startLaunch(lucky);
    expect(prompts.needRealAccount).toHaveBeenCalledOnce();
    expect(getLaunchState().kind).toBe('idle');
  });

  it('keeps any other failure for the dialog to explain', async () => {
    mockApi({ 'GET /wps/game/launchGame': failure('NOT_FOUND', 'This game is not available', 404) });
    await startLaunch(lucky);
    const state = getLaunchState();
    expect(state.kind).toBe('failed');
    expect(state.kind === 'failed' && (state.error as Error).message).toBe('This game is not available');
  });

  it('opens the popup game list for a VASSALAGE entry instead of launching, even for a visitor', async () => {
    clearSession();
    const api = mockApi({});
    await startLaunch(game('9', 'Vendor lobby', { isGame: 'VASSALAGE' }));
    expect(getLaunchState()).toMatchObject({ kind: 'vendorGames', game: { nodeId: '9' } });
    expect(api.calls).toHaveLength(0);
    expect(prompts.logIn).not.toHaveBeenCalled();
  });

  it('sends lottery games to their screens', async () => {
    await startLaunch(game('10', 'North', { accountTypeName: 'TCG_LOTTO_VN', gameCode: 'VN_N' }));
    expect(getLaunchState()).toEqual({ kind: 'navigate', to: '/vnlottery?gameCode=VN_N' });
  });

  it('drops an answer that arrives after the visitor cancelled', async () => {
    let answer: () => void = () => undefined;
    mockApi({
      'GET /wps/game/launchGame': () =>
        new Promise((resolve) => {
          answer = () => resolve({ game_url: launchUrl, game_url2: null });
        }),
    });
    const launching = startLaunch(lucky);
    await vi.waitFor(() => expect(getLaunchState()).toEqual({ kind: 'launching', name: 'Lucky Reels' }));
    cancelLaunch();
    answer();
    await launching;
    expect(getLaunchState().kind).toBe('idle');
    expect(getLaunchedGame()).toBeNull();
  });
});

describe('launchVendor (a side-menu vendor that launches directly)', () => {
  it("launches the vendor's only game", async () => {
    mockApi({
      'GET /wps/relay/GCSGAME_gameList': { games: [lucky], totalPages: 1 },
      'GET /wps/game/launchGame': { game_url: launchUrl, game_url2: null },
    });
    await launchVendor(
      'INHOUSE',
      { vassalage: 'IHS', name: 'Portal Studio' },
      '/inhouse?page=IHS',
      beginLaunch('x'),
    );
    expect(getLaunchState()).toEqual({ kind: 'navigate', to: '/seamless' });
    // "Back" from the game leads to the vendor's lobby.
    expect(getLaunchedGame()?.lobby).toBe('/inhouse?page=IHS');
  });

  it('opens the lobby of a vendor with several games', async () => {
    mockApi({
      'GET /wps/relay/GCSGAME_gameList': { games: [lucky, game('8', 'Golden Koi')], totalPages: 1 },
    });
    await launchVendor(
      'INHOUSE',
      { vassalage: 'IHS', name: 'Portal Studio' },
      '/inhouse?page=IHS',
      beginLaunch('x'),
    );
    expect(getLaunchState()).toEqual({ kind: 'navigate', to: '/inhouse?page=IHS' });
  });
});
