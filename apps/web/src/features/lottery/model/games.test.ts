import { describe, expect, it } from 'vitest';
import { favouritesFirst, gameLabel, lobbyHref, lotteryHref } from './games.ts';
import { minusSeconds, todayDrawState, weekdayNames } from './schedule.ts';

describe('lotteryHref (spec 2 /lottery)', () => {
  it('adds gameCode and playType only when both exist', () => {
    expect(lotteryHref('SSC_1', 'ssc_bsoe')).toBe('/lottery?gameCode=SSC_1&playType=ssc_bsoe');
    expect(lotteryHref('SSC_1', null)).toBe('/lottery');
    expect(lotteryHref(undefined, 'ssc_bsoe')).toBe('/lottery');
    expect(lotteryHref('', '')).toBe('/lottery');
  });
});

describe('game helpers', () => {
  it('send regional games to /vnlottery and e-lottery games to /elott', () => {
    expect(lobbyHref({ gameCode: 'VN_MB', vendor: 'TCG_LOTTO_VN' })).toBe('/vnlottery?gameCode=VN_MB');
    expect(lobbyHref({ gameCode: 'K3_1', vendor: 'TCG_SEA' })).toBe('/elott?gameCode=K3_1');
  });

  it('name in-house games by kind and cadence, official draws by their own name', () => {
    const t = (key: string, options?: Record<string, unknown>) => `${key}:${options?.minutes}`;
    const base = { gameName: 'Xổ số Đà Lạt', structure: null, cadenceSeconds: 180 } as const;
    expect(gameLabel({ ...base, family: 'ssc', source: 'engine' }, t)).toBe('lottery.gameNames.ssc:3');
    expect(gameLabel({ ...base, family: 'vn', source: 'engine', structure: 'north' }, t)).toBe(
      'lottery.gameNames.fastNorth:3',
    );
    expect(gameLabel({ ...base, family: 'vn', source: 'official', cadenceSeconds: null }, t)).toBe(
      'Xổ số Đà Lạt',
    );
  });

  it('put favourites first and keep the order otherwise', () => {
    const games = ['A', 'B', 'C', 'D'].map((gameCode) => ({ gameCode }));
    expect(favouritesFirst(games, ['C', 'A']).map((g) => g.gameCode)).toEqual(['A', 'C', 'B', 'D']);
  });

  it('write a daily draw’s close time and weekdays', () => {
    expect(minusSeconds('18:15', 900)).toBe('18:00');
    expect(minusSeconds('00:05', 900)).toBe('23:50');
    expect(weekdayNames([0, 1], 'en')).toBe('Mon, Sun');
  });

  it('tell whether today’s draw takes bets, has closed or has been drawn, on the Vietnam clock', () => {
    // 18:15 in Vietnam is 11:15 UTC; betting closes 15 minutes before.
    const utc = (hh: number, mm: number, ss = 0) => Date.UTC(2026, 10, 22, hh, mm, ss);
    expect(todayDrawState('18:15', 900, utc(0, 0))).toBe('open'); // 07:00 in Vietnam
    expect(todayDrawState('18:15', 900, utc(10, 59, 59))).toBe('open');
    expect(todayDrawState('18:15', 900, utc(11, 0))).toBe('closed');
    expect(todayDrawState('18:15', 900, utc(11, 14, 59))).toBe('closed');
    expect(todayDrawState('18:15', 900, utc(11, 15))).toBe('drawn');
    expect(todayDrawState('18:15', 900, utc(16, 59))).toBe('drawn'); // 23:59 in Vietnam
    expect(todayDrawState('18:15', 900, utc(17, 0))).toBe('open'); // midnight: the next day
  });
});
