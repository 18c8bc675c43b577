import { formatMoney } from '@portal/contracts/money';
import { describe, expect, it } from 'vitest';
import { formatMinor } from '../../i18n/format-money.ts';
import { betLevels, lineBetOf } from './bets.ts';
import { luckyReels } from './definition.ts';

describe('lucky-reels strips', () => {
  const scatter = luckyReels.symbols.findIndex((s) => s.kind === 'scatter');

  it('never put a symbol next to itself, nor two scatters in one window', () => {
    for (const strip of luckyReels.strips) {
      strip.forEach((s, i) => {
        expect(strip[(i + 1) % strip.length]).not.toBe(s);
        if (s === scatter) {
          for (const d of [1, 2]) expect(strip[(i + d) % strip.length]).not.toBe(scatter);
        }
      });
    }
  });

  it('hold every regular symbol on every reel', () => {
    for (const strip of luckyReels.strips) {
      luckyReels.symbols.forEach((s, i) => {
        if (s.kind === 'regular') expect(strip).toContain(i);
      });
    }
  });

  it('pay more for rarer symbols and longer runs', () => {
    const regular = luckyReels.symbols.filter((s) => s.kind === 'regular');
    for (const count of [3, 4, 5]) {
      for (let i = 1; i < regular.length; i++) {
        expect(regular[i - 1]?.pays[count]).toBeGreaterThanOrEqual(regular[i]?.pays[count] ?? 0);
      }
    }
    for (const s of luckyReels.symbols.filter((x) => x.kind !== 'wild')) {
      expect(s.pays[3]).toBeLessThan(s.pays[4] ?? 0);
      expect(s.pays[4]).toBeLessThan(s.pays[5] ?? 0);
    }
  });
});

describe('bets', () => {
  it('offer whole line bets in minor units', () => {
    for (const [currency, exponent] of [
      ['USD', 2],
      ['VND', 2],
      ['VND', 0],
      ['EUR', 2],
      ['BTC', 8],
      ['XXX', 0],
    ] as const) {
      const levels = betLevels(currency, exponent);
      expect(levels.length).toBeGreaterThan(0);
      for (const level of levels) {
        expect(Number.isSafeInteger(level)).toBe(true);
        expect(level % luckyReels.lines.length).toBe(0);
        expect(lineBetOf(level, currency, exponent)).toBe(level / 20);
      }
    }
  });

  it('scale the ladder for currencies of small units', () => {
    expect(betLevels('USD', 2)).toEqual([20, 40, 100, 200, 400, 1_000, 2_000, 4_000, 10_000]);
    expect(betLevels('VND', 2)[0]).toBe(20_000);
    expect(betLevels('VND', 0)[0]).toBe(200);
  });

  it('refuse a bet that is not on the ladder', () => {
    expect(lineBetOf(30, 'USD', 2)).toBeNull();
    expect(lineBetOf(0, 'USD', 2)).toBeNull();
  });
});

describe('money format of the page', () => {
  it('matches the portal format', () => {
    for (const minor of [0, 5, 20, 1_000, 123_456_789, 99_999_999_999]) {
      for (const exponent of [0, 2, 3, 8])
        expect(formatMinor(minor, exponent)).toBe(formatMoney(minor, exponent));
    }
  });
});
