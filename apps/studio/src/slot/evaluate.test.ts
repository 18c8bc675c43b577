import { describe, expect, it } from 'vitest';
import { luckyReels } from '../games/lucky-reels/definition.ts';
import { evaluateGrid, evaluateStops, gridAt, linePay } from './evaluate.ts';

const def = luckyReels;
const index = (code: string) => def.symbols.findIndex((s) => s.code === code);
const idOf = (id: string) => def.symbols.findIndex((s) => s.id === id);
/** Three rows of five symbol codes, top first, turned into grid[reel][row]. */
const grid = (rows: [string, string, string]) =>
  Array.from({ length: 5 }, (_, reel) => rows.map((row) => index(row[reel] as string)));

// A background where nothing lines up: no run of 3 on any line, no scatter.
const calm: [string, string, string] = ['CNOPL', 'OPLCN', 'PLCNO'];

describe('paylines', () => {
  it('are 20 distinct lines over 5 reels and 3 rows', () => {
    expect(def.lines).toHaveLength(20);
    expect(new Set(def.lines.map((l) => l.join(''))).size).toBe(20);
    for (const line of def.lines) {
      expect(line).toHaveLength(5);
      for (const row of line) expect([0, 1, 2]).toContain(row);
    }
  });

  it('a calm grid pays nothing', () => {
    expect(evaluateGrid(def, grid(calm))).toMatchObject({
      lineWins: [],
      units: 0,
      scatter: { count: 0, pay: 0 },
    });
  });
});

describe('line pays', () => {
  const regular = def.symbols.filter((s) => s.kind === 'regular');
  for (const symbol of regular) {
    for (const count of [3, 4, 5]) {
      it(`${count} × ${symbol.id} on the middle line pays ${symbol.pays[count]} line bets`, () => {
        const onLine = [0, 1, 2, 3, 4].map((reel) => (reel < count ? idOf(symbol.id) : idOf('scatter')));
        // A scatter after the run ends it (and a single scatter pays nothing).
        onLine[count] =
          count < 5 ? idOf(symbol.id === 'cherry' ? 'lemon' : 'cherry') : (onLine[count] as number);
        expect(linePay(def, onLine)).toEqual({ symbol: idOf(symbol.id), count, pay: symbol.pays[count] });
      });
    }
    it(`2 × ${symbol.id} pays nothing`, () => {
      const other = idOf(symbol.id === 'cherry' ? 'lemon' : 'cherry');
      expect(linePay(def, [idOf(symbol.id), idOf(symbol.id), other, other, other])).toBeNull();
    });
  }

  it('each of the 20 lines pays its own run', () => {
    def.lines.forEach((rows, i) => {
      const g = grid(calm);
      // Sevens on this line's cells of reels 1-3: exactly this line must pay 3 sevens
      // (others may share cells, but only lines crossing all three cells can pay).
      for (let reel = 0; reel < 3; reel++) (g[reel] as number[])[rows[reel] as number] = idOf('seven');
      const result = evaluateGrid(def, g);
      expect(result.lineWins.map((w) => w.line)).toContain(i + 1);
      for (const w of result.lineWins) {
        const other = def.lines[w.line - 1] as number[];
        expect(other.slice(0, 3)).toEqual(rows.slice(0, 3));
        expect(w).toMatchObject({ symbol: idOf('seven'), count: 3, pay: 50 });
      }
    });
  });

  it('counts only from the leftmost reel', () => {
    expect(
      linePay(def, [idOf('cherry'), idOf('seven'), idOf('seven'), idOf('seven'), idOf('seven')]),
    ).toBeNull();
  });

  it('adds the pays of several winning lines', () => {
    const result = evaluateGrid(def, grid(['777PL', 'BBBCN', 'PLCNO']));
    expect(result.lineWins).toContainEqual({ line: 2, symbol: idOf('seven'), count: 3, pay: 50 });
    expect(result.lineWins).toContainEqual({ line: 1, symbol: idOf('bar'), count: 3, pay: 30 });
    expect(result.units).toBe(result.lineWins.reduce((sum, w) => sum + w.pay, 0));
  });
});

describe('wilds', () => {
  it('stand in for the symbol of the run', () => {
    expect(linePay(def, [idOf('bell'), idOf('wild'), idOf('bell'), idOf('wild'), idOf('cherry')])).toEqual({
      symbol: idOf('bell'),
      count: 4,
      pay: 60,
    });
  });

  it('complete a five of a kind', () => {
    expect(linePay(def, [idOf('seven'), idOf('wild'), idOf('wild'), idOf('wild'), idOf('seven')])).toEqual({
      symbol: idOf('seven'),
      count: 5,
      pay: 1000,
    });
  });

  it('do not join two different symbols', () => {
    expect(linePay(def, [idOf('bar'), idOf('wild'), idOf('bell'), idOf('bell'), idOf('bell')])).toBeNull();
  });

  it('never stand in for the scatter', () => {
    expect(
      linePay(def, [idOf('plum'), idOf('wild'), idOf('scatter'), idOf('plum'), idOf('plum')]),
    ).toBeNull();
  });

  it('sit on reels 2, 3 and 4 only', () => {
    def.strips.forEach((strip, reel) => {
      expect(strip.includes(idOf('wild'))).toBe(reel >= 1 && reel <= 3);
    });
  });

  it('a run of wilds alone pays as the best symbol (rule for completeness)', () => {
    expect(linePay(def, [idOf('wild'), idOf('wild'), idOf('wild'), idOf('cherry'), idOf('lemon')])).toEqual({
      symbol: idOf('seven'),
      count: 3,
      pay: 50,
    });
  });
});

describe('scatters', () => {
  it('pay the total bet times 2, 10, 50 for 3, 4, 5 anywhere', () => {
    const scatterPays = def.symbols[idOf('scatter')]?.pays ?? [];
    expect(scatterPays.slice(3)).toEqual([2, 10, 50]);
    const three = evaluateGrid(def, grid(['SNOPL', 'OPSCN', 'PLCNS']));
    expect(three.scatter).toEqual({
      count: 3,
      pay: 2,
      positions: [
        [0, 0],
        [2, 1],
        [4, 2],
      ],
    });
    expect(three.units).toBe(2 * def.lines.length);
    expect(evaluateGrid(def, grid(['SNOPL', 'OSSCN', 'PLCNS'])).scatter.pay).toBe(10);
    expect(evaluateGrid(def, grid(['SNOPS', 'OSSCN', 'PLCNS'])).scatter.pay).toBe(50);
    expect(evaluateGrid(def, grid(['SNOPL', 'OPLCN', 'PLCNS'])).scatter).toMatchObject({ count: 2, pay: 0 });
  });

  it('add to line wins', () => {
    const result = evaluateGrid(def, grid(['SNOPL', '777CN', 'PLCNS']));
    // 3 sevens on the middle line, only 2 scatters: the line pays alone.
    expect(result.units).toBe(50);
    const withScatters = evaluateGrid(def, grid(['SNOPL', '777CN', 'PLSNS']));
    expect(withScatters.units).toBe(50 + 2 * 20);
  });
});

describe('reel stops', () => {
  it('show three consecutive stops of each strip, wrapping at the end', () => {
    const stops = def.strips.map((s) => s.length - 1);
    const g = gridAt(def, stops);
    def.strips.forEach((strip, reel) => {
      expect(g[reel]).toEqual([strip[strip.length - 1], strip[0], strip[1]]);
    });
    expect(evaluateStops(def, stops).stops).toEqual(stops);
  });
});
