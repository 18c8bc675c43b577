import { describe, expect, it } from 'vitest';
import { favouritesFirst, gameLabel, lobbyHref, lotteryHref } from './games.ts';
import { minusSeconds, weekdayNames } from './schedule.ts';

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
});
