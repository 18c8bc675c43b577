import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { publishHubEvent } from '../../../lib/hub-events.ts';
import { clearSession, saveSession } from '../../../lib/session.ts';
import { failure, type MockCall, mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import ElottPage from './elott-page.tsx';

const game = (gameCode: string, family: 'ssc' | 'k3', minutes: number) => ({
  gameCode,
  code: gameCode,
  gameName: `${family} ${minutes}'`,
  vendor: 'TCG_SEA',
  vassalage: 'TCG_SEA',
  accountTypeName: 'TCG_SEA',
  gameType: 'ELOTT',
  family,
  structure: null,
  region: null,
  prizeModes: ['Elott', 'ZY', 'SEA'],
  source: 'engine',
  cadenceSeconds: minutes * 60,
  drawTime: null,
  drawDays: null,
  timeZone: 'Asia/Ho_Chi_Minh',
  closeSeconds: 10,
  defaultPlayType: family === 'ssc' ? 'ssc_bsoe' : 'k3_sum',
  playTypes: family === 'ssc' ? ['ssc_digit', 'ssc_bsoe', 'ssc_sum'] : ['k3_sum', 'k3_bs'],
  minBet: 100_000,
  isHot: 1,
  route: '/lottery',
  drawsToday: true,
});

const menu = () => ({
  serverTime: new Date().toISOString(),
  list: [
    { menuCode: 'SSC', menuName: '5D Lotto', games: [game('SSC_1', 'ssc', 1), game('SSC_3', 'ssc', 3)] },
    { menuCode: 'K3', menuName: 'Fast 3 Dice', games: [game('K3_1', 'k3', 1)] },
  ],
});

const odds = {
  gameCode: 'SSC_1',
  oddsGroup: 'ssc',
  oddsVersion: 3,
  currency: 'VND',
  currencySymbol: '₫',
  exponent: 2,
  maxStakePerDraw: 50_000_000_000,
  list: ['ssc_digit', 'ssc_bsoe', 'ssc_sum'].map((betType) => ({
    betType,
    selection: null,
    odds: betType === 'ssc_digit' ? '9.8' : '1.98',
    oddsMilli: betType === 'ssc_digit' ? 9800 : 1980,
    multiplier: 1,
    minStake: 100_000,
    maxStake: 1_000_000_000,
    selectionHint: '',
  })),
};

/** The open draw as the server describes it at `now` (the same instant as its `serverTime`). */
const draw = (overrides: object = {}, now = Date.now()) => {
  return {
    drawId: '78',
    gameCode: 'SSC_1',
    numero: '20261122-0618',
    status: 'open',
    opensAt: new Date(now - 10_000).toISOString(),
    closesAt: new Date(now + 40_000).toISOString(),
    drawAt: new Date(now + 50_000).toISOString(),
    seedHash: 'ab'.repeat(32),
    serverSeed: null,
    clientSeed: 'SSC_1:20261122-0618',
    nonce: 0,
    result: null,
    drawnAt: null,
    settledAt: null,
    ...overrides,
  };
};

const bet = (betId: string, selection: string, status: string, payout = 0) => ({
  betId,
  slipId: '1',
  drawId: '78',
  gameCode: 'SSC_1',
  numero: '20261122-0618',
  betType: 'ssc_bsoe',
  selection,
  unitStake: 2_000_000,
  multiplier: 1,
  stake: 2_000_000,
  odds: '1.98',
  oddsVersion: 3,
  status,
  payout,
  placedAt: new Date().toISOString(),
  settledAt: status === 'open' ? null : new Date().toISOString(),
});

afterEach(() => {
  cleanup();
  clearSession();
});

async function open(routes: Record<string, unknown> = {}) {
  const api = mockApi({
    'GET /lgw/vn/games/game_menu': () => menu(),
    'GET /lgw/vn/games/odds': odds,
    'GET /lotto/lgw/games/opened/numero': () => {
      // One instant for the clock and the draw: a millisecond between them would put the close
      // 40.001 s away, which the countdown rightly rounds up to 00:41.
      const now = Date.now();
      return {
        serverTime: new Date(now).toISOString(),
        gameCode: 'SSC_1',
        current: draw({}, now),
        last: null,
      };
    },
    'GET /lgw/vn/numeros/opened/game': { gameCode: 'SSC_1', list: [] },
    'GET /lotto/lgw/bets': { list: [], page: 1, pageSize: 20, total: 0 },
    ...routes,
  });
  await renderApp(
    <Suspense fallback={<p>Loading</p>}>
      <ElottPage />
    </Suspense>,
    { route: '/elott?gameCode=SSC_1' },
  );
  await screen.findByRole('heading', { name: 'E-lottery', level: 1 });
  return api;
}

// userEvent typing and several renders per test: slow on a busy 2-core machine.
describe('/elott', { timeout: 20_000 }, () => {
  it('places a slip of several bets with one request id, reused when the answer was lost', async () => {
    saveSession({ token: 't'.repeat(40), memberType: 0, username: 'player01' });
    let attempts = 0;
    const api = await open({
      'POST /lotto/lgw/bets': (call: MockCall) => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        const body = JSON.parse(String(call.init?.body));
        return {
          slipId: '1',
          replayed: false,
          drawId: body.drawId,
          numero: '20261122-0618',
          totalStake: 4_000_000,
          sumBalance: 96_000_000,
          bets: [bet('1', '1:big', 'open'), bet('2', '1:small', 'open')],
        };
      },
    });
    const user = userEvent.setup();
    // The game's default play type is preselected; the countdown runs to the close.
    expect(
      (await screen.findByRole<HTMLInputElement>('radio', { name: /Big\/Small\/Odd\/Even/ })).checked,
    ).toBe(true);
    expect((await screen.findByRole('timer')).textContent).toMatch(/^00:(39|40)$/);
    // The open draw's committed seed hash (provably fair).
    expect(screen.getByText('ab'.repeat(32))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Ball 1 Big, odds 1.98' }));
    await user.click(screen.getByRole('button', { name: 'Ball 1 Small, odds 1.98' }));
    expect(screen.getByRole('button', { name: 'Ball 1 Big, odds 1.98' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const slip = screen.getByRole('region', { name: 'Bet slip' });
    const stake = within(slip).getByLabelText<HTMLInputElement>('Stake');
    expect(stake.value).toBe('1,000');
    await user.clear(stake);
    await user.type(stake, '10,000');
    await user.click(within(slip).getByRole('button', { name: 'Multiplier 2' }));
    expect(slip.textContent).toContain('2 bets');
    expect(slip.textContent).toContain('Total ₫40,000.00');

    await user.click(within(slip).getByRole('button', { name: 'Place bets' }));
    expect((await within(slip).findByRole('alert')).textContent).toContain('never charged twice');
    await user.click(within(slip).getByRole('button', { name: 'Place bets' }));
    await waitFor(() =>
      expect(within(slip).getByRole('status').textContent).toBe(
        '2 bets placed on draw 20261122-0618: ₫40,000.00.',
      ),
    );
    // The draw number is a span of its own, kept on one line in a narrow slip.
    expect(within(slip).getByRole('status').querySelector('span')?.textContent).toBe('20261122-0618');

    const posts = api.callsTo('POST /lotto/lgw/bets').map((c) => JSON.parse(String(c.init?.body)));
    expect(posts).toHaveLength(2);
    expect(posts[0].requestId).toBe(posts[1].requestId);
    expect(posts[0]).toMatchObject({
      drawId: '78',
      oddsVersion: 3,
      bets: [
        { betType: 'ssc_bsoe', selection: '1:big', unitStake: 2_000_000 },
        { betType: 'ssc_bsoe', selection: '1:small', unitStake: 2_000_000 },
      ],
    });
    // The slip is empty again.
    expect(within(slip).getByText(/Choose one or more bets/)).toBeTruthy();
  });

  it('names the player limit a slip would pass (responsible gaming)', async () => {
    saveSession({ token: 't'.repeat(40), memberType: 0, username: 'player01' });
    await open({
      'POST /lotto/lgw/bets': () =>
        failure('PLAYER_LIMIT', 'This would pass your 24-hour wager limit', 403, {
          kind: 'wager',
          period: 'day',
          amount: 10_000_000,
          used: 9_950_000,
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ball 1 Big, odds 1.98' }));
    const slip = screen.getByRole('region', { name: 'Bet slip' });
    await user.click(within(slip).getByRole('button', { name: 'Place bets' }));
    expect((await within(slip).findByRole('alert')).textContent).toBe(
      'This would pass your 24-hour wager limit of ₫100,000.00 (₫99,500.00 used).',
    );
  });

  it('shows the result and the settled bets when draw.result arrives, without a reload', async () => {
    saveSession({ token: 't'.repeat(40), memberType: 0, username: 'player01' });
    let settled = false;
    const drawn = draw({
      status: 'settled',
      serverSeed: 'cd'.repeat(32),
      result: { kind: 'ssc', digits: [7, 1, 2, 3, 4] },
      drawnAt: new Date().toISOString(),
    });
    await open({
      'GET /lotto/lgw/bets': () => ({
        list: settled
          ? [bet('1', '1:big', 'won', 3_960_000), bet('2', '1:small', 'lost')]
          : [bet('1', '1:big', 'open'), bet('2', '1:small', 'open')],
        page: 1,
        pageSize: 20,
        total: 2,
      }),
      'GET /lgw/vn/numeros/opened/game': () => ({ gameCode: 'SSC_1', list: settled ? [drawn] : [] }),
    });
    const myBets = await screen.findByRole('region', { name: 'My bets' });
    await waitFor(() => expect(within(myBets).getAllByText('Open')).toHaveLength(2));
    expect(screen.getByRole('region', { name: 'Results' }).textContent).toContain(
      'No draw has a result yet.',
    );

    settled = true;
    act(() =>
      publishHubEvent({
        type: 'draw.result',
        value: {
          drawId: '78',
          gameCode: 'SSC_1',
          numero: '20261122-0618',
          result: { kind: 'ssc', digits: [7, 1, 2, 3, 4] },
          drawnAt: new Date().toISOString(),
        },
      }),
    );
    const won = await within(myBets).findByRole('row', { name: /Ball 1 · Big/ });
    await waitFor(() => expect(won.textContent).toContain('Won'));
    expect(won.textContent).toContain('₫39,600.00');
    expect(within(myBets).getByRole('row', { name: /Ball 1 · Small/ }).textContent).toContain('Lost');
    const results = screen.getByRole('region', { name: 'Results' });
    await waitFor(() => expect(results.textContent).toContain('20261122-0618'));
    expect(results.textContent).toContain('Sum 17 · Small · Odd');
    // One draw: "Last draw", not "Last 1 draws".
    expect(within(results).getByRole('heading', { name: 'Last draw', level: 3 })).toBeTruthy();
    // Announced in the polite live region.
    expect(screen.getByText('Draw 20261122-0618 result: 7 1 2 3 4').getAttribute('aria-live')).toBe('polite');
  });

  it('writes stakes in the currency the odds answer names (its symbol and exponent)', async () => {
    saveSession({ token: 't'.repeat(40), memberType: 0, username: 'player01' });
    // A merchant whose currency has no minor digits and another symbol than the brand default.
    await open({ 'GET /lgw/vn/games/odds': { ...odds, currency: 'IDR', currencySymbol: 'Rp', exponent: 0 } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ball 1 Big, odds 1.98' }));
    const slip = screen.getByRole('region', { name: 'Bet slip' });
    // The least stake, 100,000 minor units, is 100,000 whole units at exponent 0.
    expect(within(slip).getByLabelText<HTMLInputElement>('Stake').value).toBe('100,000');
    expect(slip.textContent).toContain('at least Rp100,000.00');
    expect(slip.textContent).toContain('Total Rp100,000.00');
    expect(slip.textContent).not.toContain('₫');
  });

  it('lets a visitor watch the draws but asks them to log in to bet', async () => {
    const api = await open();
    expect(await screen.findByText('Log in or register to place bets.')).toBeTruthy();
    expect(await screen.findByRole('timer')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'My bets' })).toBeNull();
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
    expect(api.callsTo('GET /lotto/lgw/games/opened/numero')).toHaveLength(0);
  });

  it('keeps favourites per member: a starred game moves first', async () => {
    saveSession({ token: 't'.repeat(40), memberType: 0, username: 'player01' });
    await open();
    const user = userEvent.setup();
    const picker = screen.getByRole('navigation', { name: 'Choose a game' });
    const star = await within(picker).findByRole('button', { name: 'Add 5D Lotto · 3 min to favourites' });
    await user.click(star);
    expect(
      within(picker)
        .getByRole('button', { name: 'Remove 5D Lotto · 3 min from favourites' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    const names = within(picker)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names[0]).toContain('5D Lotto · 3 min');
    expect(JSON.parse(localStorage.getItem('lotteryFavourites') ?? '{}')).toEqual({ player01: ['SSC_3'] });
    localStorage.clear();
  });
});
