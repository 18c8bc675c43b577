import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import VnLotteryPage from './vnlottery-page.tsx';

const vnTypes = ['lo2', 'lo3', 'lo4', 'de', 'dau', 'duoi', 'cang3', 'xien2', 'xien3', 'xien4'];

const province = (
  gameCode: string,
  name: string,
  region: 'north' | 'centre' | 'south',
  drawsToday: boolean,
) => ({
  gameCode,
  code: gameCode,
  gameName: name,
  vendor: 'TCG_LOTTO_VN',
  vassalage: 'TCG_LOTTO_VN',
  accountTypeName: 'TCG_LOTTO_VN',
  gameType: 'LOTT',
  family: 'vn',
  structure: region === 'north' ? 'north' : 'south',
  region,
  prizeModes: ['Lott'],
  source: 'official',
  cadenceSeconds: null,
  drawTime: region === 'north' ? '18:15' : '16:15',
  drawDays: [0, 1, 2, 3, 4, 5, 6].filter((d) => drawsToday || d === 3),
  timeZone: 'Asia/Ho_Chi_Minh',
  closeSeconds: 900,
  defaultPlayType: 'lo2',
  playTypes: vnTypes,
  minBet: 2_700_000,
  isHot: 1,
  route: `/vnlottery?gameCode=${gameCode}`,
  drawsToday,
});

/** 08:00 in Vietnam: today's draws all still take bets. */
const VN_MORNING = '2026-11-22T01:00:00.000Z';

const menuAt = (serverTime: string) => ({
  serverTime,
  list: [
    { menuCode: 'NORTH', menuName: 'Miền Bắc', games: [province('VN_MB', 'Xổ số Miền Bắc', 'north', true)] },
    {
      menuCode: 'SOUTH',
      menuName: 'Miền Nam',
      games: [
        province('VN_DL', 'Xổ số Đà Lạt', 'south', true),
        province('VN_DN', 'Xổ số Đồng Nai', 'south', false),
      ],
    },
  ],
});

const odds = {
  gameCode: 'VN_MB',
  oddsGroup: 'north',
  oddsVersion: 1,
  currency: 'VND',
  currencySymbol: '₫',
  exponent: 2,
  maxStakePerDraw: 50_000_000_000,
  list: vnTypes.map((betType) => ({
    betType,
    selection: null,
    odds: betType === 'lo2' ? '99' : '17',
    oddsMilli: betType === 'lo2' ? 99_000 : 17_000,
    multiplier: betType === 'lo2' ? 27 : 1,
    minStake: 100_000,
    maxStake: 1_000_000_000,
    selectionHint: '',
  })),
};

const north = {
  kind: 'vn',
  structure: 'north',
  tiers: {
    special: ['84333'],
    first: ['60927'],
    second: ['98038', '79820'],
    third: ['84916', '88180', '22511', '95983', '31439', '98716'],
    fourth: ['6357', '4536', '4893', '8340'],
    fifth: ['6798', '7589', '4356', '0448', '4504', '8391'],
    sixth: ['245', '259', '758'],
    seventh: ['01', '34', '47', '68'],
  },
};

afterEach(() => {
  cleanup();
  clearSession();
});

/** The page, with the menu's server clock at `serverTime` (the list reads it for today's draws). */
async function open(serverTime = VN_MORNING) {
  mockApi({
    'GET /lgw/vn/games/game_menu': menuAt(serverTime),
    'GET /lgw/vn/games/odds': odds,
    'GET /lotto/lgw/games/opened/numero': () => {
      const now = Date.now();
      return {
        serverTime: new Date(now).toISOString(),
        gameCode: 'VN_MB',
        current: {
          drawId: '5',
          gameCode: 'VN_MB',
          numero: '20261122',
          status: 'open',
          opensAt: new Date(now - 3_600_000).toISOString(),
          closesAt: new Date(now + 3_600_000).toISOString(),
          drawAt: new Date(now + 4_500_000).toISOString(),
          seedHash: null,
          serverSeed: null,
          clientSeed: null,
          nonce: null,
          result: null,
          drawnAt: null,
          settledAt: null,
        },
        last: null,
      };
    },
    'GET /lgw/vn/numeros/opened/game': {
      gameCode: 'VN_MB',
      list: [
        {
          drawId: '4',
          gameCode: 'VN_MB',
          numero: '20261121',
          status: 'settled',
          opensAt: '2026-11-20T11:15:00.000Z',
          closesAt: '2026-11-21T11:00:00.000Z',
          drawAt: '2026-11-21T11:15:00.000Z',
          seedHash: null,
          serverSeed: null,
          clientSeed: null,
          nonce: null,
          result: north,
          drawnAt: '2026-11-21T11:40:00.000Z',
          settledAt: '2026-11-21T11:40:01.000Z',
        },
      ],
    },
    'GET /lotto/lgw/bets': { list: [], page: 1, pageSize: 20, total: 0 },
  });
  await renderApp(
    <Suspense fallback={<p>Loading</p>}>
      <VnLotteryPage />
    </Suspense>,
    { route: '/vnlottery?gameCode=VN_MB' },
  );
  await screen.findByRole('heading', { name: 'Regional lottery', level: 1 });
}

describe('/vnlottery', { timeout: 20_000 }, () => {
  it('lists the regions with today’s provinces and their close times, by keyboard', async () => {
    await open();
    const user = userEvent.setup();
    const north = await screen.findByRole('tab', { name: /North/ });
    expect(north.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('Today 18:15 · closes 18:00');
    north.focus();
    await user.keyboard('{ArrowRight}');
    const south = screen.getByRole('tab', { name: /South/ });
    expect(document.activeElement).toBe(south);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('link', { name: /^Đà Lạt/ }).textContent).toContain(
      'Today 16:15 · closes 16:00',
    );
    // Provinces that do not draw today wait behind a disclosure.
    const otherDays = within(panel).getByText('Other days (1)');
    expect(otherDays.closest('details')?.open).toBe(false);
    await user.click(otherDays);
    expect(otherDays.closest('details')?.open).toBe(true);
    expect(within(panel).getByRole('link', { name: /^Đồng Nai/ }).textContent).toContain('Wed');
  });

  it('says when today’s draw has closed, and when it has been drawn', async () => {
    // 18:05 in Vietnam: the North (18:15) has closed, Đà Lạt (16:15) has been drawn.
    await open('2026-11-22T11:05:00.000Z');
    expect(screen.getByRole('tabpanel').textContent).toContain('Closed · draws 18:15 today');
    await userEvent.setup().click(screen.getByRole('tab', { name: /South/ }));
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: /^Đà Lạt/ }).textContent).toContain(
      'Drawn today at 16:15',
    );
  });

  it('checks typed numbers, puts each on the slip and prices bao lô by the 27 prize numbers', async () => {
    saveSession({ token: 't'.repeat(40), memberType: 0, username: 'player01' });
    await open();
    const user = userEvent.setup();
    const numbers = await screen.findByLabelText('Numbers, 2 digits each');
    await user.type(numbers, '27 7{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('“7” is not a 2-digit number.');
    expect(numbers.getAttribute('aria-invalid')).toBe('true');
    await user.clear(numbers);
    await user.type(numbers, '27, 35{Enter}');
    const slip = screen.getByRole('region', { name: 'Bet slip' });
    await waitFor(() => expect(slip.textContent).toContain('2 bets'));
    expect(slip.textContent).toContain('27 units');
    // ₫1,000 per unit × 27 numbers × 2 bets.
    expect(slip.textContent).toContain('Total ₫54,000.00');
    // The grid shows the numbers on the slip as pressed.
    expect(screen.getByRole('button', { name: '27' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('radio', { name: /Xiên 2/ }));
    const groups = screen.getByLabelText('Groups of 2 numbers');
    await user.type(groups, '12 12{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'needs exactly 2 different 2-digit numbers',
    );
    await user.clear(groups);
    await user.type(groups, '34 12; 56 78{Enter}');
    await waitFor(() => expect(slip.textContent).toContain('4 bets'));
    expect(slip.textContent).toContain('Xiên 2 · 12 · 34');
  });

  it('shows the North result sheet in its 8 tiers with the lô tô board', async () => {
    await open();
    const sheet = await screen.findByRole('table', { name: /Result sheet 2026-11-21 \(27 numbers\)/ });
    const rows = within(sheet).getAllByRole('row');
    expect(rows.map((r) => r.querySelector('th')?.textContent)).toEqual([
      'Special',
      'First',
      'Second',
      'Third',
      'Fourth',
      'Fifth',
      'Sixth',
      'Seventh',
    ]);
    expect(rows[0]?.textContent).toContain('84333');
    expect(within(rows[3] as HTMLElement).getAllByRole('listitem')).toHaveLength(6);
    const loto = screen.getByRole('table', { name: /Lô tô/ });
    expect(within(loto).getByRole('row', { name: /^3 / }).textContent).toBe('33, 4, 6, 8, 9');
  });
});
