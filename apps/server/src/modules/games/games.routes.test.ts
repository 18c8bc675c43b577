import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerByUsername } from '../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { vendorClient } from '../../test/vendor-helpers.ts';

let t: TestApp;
let merchantId: string;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await t.app.services.system.settingsFor('localhost')).id;
  const db = t.app.database.db;
  await db
    .insertInto('game_vendor')
    .values([
      {
        merchant_id: merchantId,
        code: 'FISHCO',
        account_type_name: 'FISHCO',
        name: 'Fish Co',
        launch_url: 'https://fish.invalid/',
      },
      {
        merchant_id: merchantId,
        code: 'SLEEPY',
        account_type_name: 'SLEEPY',
        name: 'Sleepy',
        launch_url: 'https://sleepy.invalid/',
        status: 'maintenance',
      },
      {
        merchant_id: merchantId,
        code: 'NOCONF',
        account_type_name: 'NOCONF',
        name: 'Not configured',
        launch_url: null,
      },
      {
        merchant_id: merchantId,
        code: 'IMES',
        account_type_name: 'IMES',
        name: 'IM eSports',
        launch_url: 'https://imes.invalid/',
      },
      {
        merchant_id: merchantId,
        code: 'SABA',
        account_type_name: 'SABA',
        name: 'Saba Sports',
        launch_url: 'https://saba.invalid/',
      },
    ])
    .execute();
  const game = (vendor: string, type: string, code: string, name: string, hot = false) => ({
    merchant_id: merchantId,
    vendor_code: vendor,
    game_type: type,
    code,
    game_id: code,
    name_en: name,
    search_text: name.toLowerCase(),
    classify: 'ARCADE',
    min_bet: '100',
    is_hot: hot,
  });
  await db
    .insertInto('game')
    .values([
      game('FISHCO', 'FISH', 'ocean-king', 'Ocean King', true),
      game('FISHCO', 'FISH', 'shark-hunt', 'Shark Hunt'),
      game('SLEEPY', 'FISH', 'lazy-fish', 'Lazy Fish'),
      game('NOCONF', 'RNG', 'ghost-slot', 'Ghost Slot'),
      game('IMES', 'SPORTS', 'imes-lobby', 'IM eSports'),
      game('SABA', 'SPORTS', 'saba-lobby', 'Saba Sports'),
    ])
    .execute();
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ url, ...(token ? { headers: bearer(token) } : {}) });
const nodeIdOf = async (code: string) =>
  (await t.app.database.db.selectFrom('game').select('id').where('code', '=', code).executeTakeFirstOrThrow())
    .id;

describe('game catalogue', () => {
  it('lists categories with their vendors, e-sports providers moved out of SPORTS', async () => {
    const menus = (await get('/lgw/games/game_menus')).json().value.list;
    const byCategory = Object.fromEntries(
      menus.map((m: { gameCategory: string; vendors: { vassalage: string }[] }) => [
        m.gameCategory,
        m.vendors.map((v) => v.vassalage),
      ]),
    );
    expect(byCategory.SPORTS).toEqual(['SABA']);
    expect(byCategory.ESPORTS).toEqual(['IMES']);
    expect(byCategory.FISH).toEqual(expect.arrayContaining(['FISHCO', 'SLEEPY']));
    expect(byCategory.RNG).toEqual(expect.arrayContaining(['IHS', 'NOCONF']));
    expect(byCategory.INHOUSE).toEqual(['IHS']);
    expect(byCategory.LIVE).toBeUndefined();
  });

  it('filters the lobby by category, vendor, classify and name, 42 a page by default', async () => {
    const fish = (await get('/wps/relay/GCSGAME_gameList?gameType=FISH&gameClassify=&minBet=&page=1')).json()
      .value;
    expect(fish.games.map((g: { gameCode: string }) => g.gameCode)).toEqual([
      'ocean-king',
      'shark-hunt',
      'lazy-fish',
    ]);
    expect(fish.totalPages).toBe(1);
    const search = (await get('/wps/relay/GCSGAME_gameList?gameType=FISH&gameName=SHARK')).json().value;
    expect(search.games).toHaveLength(1);
    expect(search.games[0]).toMatchObject({
      gameName: 'Shark Hunt',
      vassalage: 'FISHCO',
      isHot: 0,
      minBet: 100,
    });
    const esports = (await get('/wps/relay/GCSGAME_gameList?gameType=ESPORTS')).json().value.games;
    expect(esports.map((g: { gameCode: string }) => g.gameCode)).toEqual(['imes-lobby']);
    const sports = (await get('/wps/relay/GCSGAME_gameList?gameType=SPORTS')).json().value.games;
    expect(sports.map((g: { gameCode: string }) => g.gameCode)).toEqual(['saba-lobby']);
    const paged = (await get('/wps/relay/GCSGAME_gameList?gameType=FISH&pageSize=2&page=2')).json().value;
    expect(paged).toMatchObject({
      totalPages: 2,
      games: [expect.objectContaining({ gameCode: 'lazy-fish' })],
    });
    const inhouse = (await get('/wps/relay/GCSGAME_gameList?gameType=INHOUSE&language=vi')).json().value
      .games;
    expect(inhouse[0]).toMatchObject({ gameCode: 'lucky-reels', gameName: 'Vòng Quay May Mắn' });
    const wild = (await get('/wps/relay/GCSGAME_gameList?gameName=%25')).json().value.games;
    expect(wild).toHaveLength(0);
    for (const bad of ['gameType=CASINO', 'page=0', 'pageSize=500', 'minBet=-1'])
      expect((await get(`/wps/relay/GCSGAME_gameList?${bad}`)).statusCode, bad).toBe(400);
    const hot = (await get('/wps/relay/GCSGAME_hotGamesV2?gameType=FISH')).json().value.list;
    expect(hot.map((g: { gameCode: string }) => g.gameCode)).toEqual(['ocean-king']);
    expect((await get('/wps/relay/GCSGAME_getVassGameType?vassalage=FISHCO')).json().value.list).toEqual([
      'ARCADE',
    ]);
  });

  it('keeps favourites and recents for members only, not for guests or trial accounts', async () => {
    const token = (await registerByUsername(t.app)).json().value.token as string;
    expect((await get('/wps/relay/MCSFE_getFavoriteGames')).statusCode).toBe(401);
    const id = await nodeIdOf('ocean-king');
    const add = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_addFavoriteGame',
      headers: bearer(token),
      payload: { nodeId: id, vendor: 'FISHCO', gameType: 'FISH' },
    });
    expect(add.json().value.list).toEqual([id]);
    const list = (await get('/wps/relay/MCSFE_getFavoriteGamesList?gameType=FISH', token)).json().value;
    expect(list).toMatchObject({
      totalPages: 1,
      content: [expect.objectContaining({ gameCode: 'ocean-king' })],
    });
    const remove = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_removeFavoriteGame',
      headers: bearer(token),
      payload: { nodeId: id },
    });
    expect(remove.json().value.list).toEqual([]);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_addFavoriteGame',
      headers: bearer(token),
      payload: { nodeId: '999999' },
    });
    expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });

    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      remoteAddress: '10.9.8.7',
      payload: {},
    });
    expect(trial.statusCode, trial.body).toBe(200);
    const refused = await get('/wps/relay/MCSFE_getFavoriteGames', trial.json().value.token);
    expect(refused.json()).toMatchObject({ success: false, code: 'TRIAL_ACCOUNT' });

    // A trial account may launch (free play is on); the game is told to play it for fun.
    const vendor = await vendorClient(t.app);
    const sessionFor = async (memberToken: string) => {
      const launched = await get(`/wps/game/launchGame?nodeId=${await nodeIdOf('lucky-reels')}`, memberToken);
      const launchToken = new URL(launched.json().value.game_url).searchParams.get('token');
      return (await vendor.call('authenticate', { launchToken })).json().value;
    };
    expect(await sessionFor(trial.json().value.token)).toMatchObject({ playMoney: true, balance: 0 });
    expect(await sessionFor(token)).toMatchObject({ playMoney: false });
  });

  it('launches configured games with a one-time token and offers other games when one is in maintenance', async () => {
    const token = (await registerByUsername(t.app)).json().value.token as string;
    expect((await get(`/wps/game/launchGame?nodeId=${await nodeIdOf('lucky-reels')}`)).statusCode).toBe(401);
    const launched = await get(
      `/wps/game/launchGame?nodeId=${await nodeIdOf('lucky-reels')}&language=vi`,
      token,
    );
    const url = new URL(launched.json().value.game_url);
    expect(url.pathname).toBe('/play/lucky-reels');
    expect(url.searchParams.get('lang')).toBe('vi');
    expect(url.searchParams.get('token')).toMatch(/^[\w-]{32,}$/);
    const v2 = await t.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame/v2',
      headers: { ...bearer(token), language: 'en' },
      payload: {
        entities: {
          gameId: 'ocean-king',
          vassalage: 'FISHCO',
          accountType: 1,
          confirmTrans: 0,
          launchMode: 'GLS',
          platform: 'html5-desktop',
          clientType: 3,
        },
      },
    });
    expect(v2.json().value.game_url).toMatch(/^https:\/\/fish\.invalid\/play\/ocean-king\?token=/);

    for (const code of ['lazy-fish', 'ghost-slot']) {
      const res = await get(`/wps/game/launchGame?nodeId=${await nodeIdOf(code)}`, token);
      expect(res.json()).toMatchObject({ success: false, code: 'GAME_MAINTENANCE' });
      const suggested = res.json().value.suggestions.map((g: { gameCode: string }) => g.gameCode);
      expect(suggested.length).toBeGreaterThan(0);
      expect(suggested).not.toContain(code);
    }
    expect((await get('/wps/game/launchGame?nodeId=999999', token)).json()).toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
