import type { SlotDefinition } from './slot-definition.ts';

export interface LineWin {
  /** 1-based payline number, as the paytable shows it. */
  line: number;
  /** Index of the paying symbol in the definition. */
  symbol: number;
  /** Length of the run from the leftmost reel, wilds included. */
  count: number;
  /** In line bets. */
  pay: number;
}

export interface ScatterWin {
  count: number;
  /** In total bets. */
  pay: number;
  /** [reel, row] of every visible scatter. */
  positions: [number, number][];
}

export interface SpinEvaluation {
  stops: number[];
  /** grid[reel][row], symbol indices. */
  grid: number[][];
  lineWins: LineWin[];
  scatter: ScatterWin;
  /**
   * The whole win in line bets (line pays plus the scatter pay times the number of lines),
   * so the money win is `units * lineBet`, an integer in minor units.
   */
  units: number;
}

/** The symbols visible on each reel when it stops at `stops[reel]` (top row first, strips wrap). */
export function gridAt(def: SlotDefinition, stops: readonly number[]): number[][] {
  return def.strips.map((strip, reel) => {
    const stop = stops[reel] ?? 0;
    const column: number[] = [];
    for (let row = 0; row < def.rows; row++) column.push(strip[(stop + row) % strip.length] ?? 0);
    return column;
  });
}

/**
 * The pay of one line: the run from the leftmost reel of one regular symbol, wilds standing
 * in for it; a scatter ends the run. Leading wilds may also pay on their own, as the best
 * regular symbol of that length, when that is worth more (unreachable in lucky-reels, whose
 * first reel has no wild, but the rule is complete).
 */
export function linePay(
  def: SlotDefinition,
  symbolsOnLine: ArrayLike<number>,
): { symbol: number; count: number; pay: number } | null {
  let target = -1;
  let count = 0;
  let leadingWilds = 0;
  for (let reel = 0; reel < symbolsOnLine.length; reel++) {
    const s = symbolsOnLine[reel] as number;
    const kind = def.symbols[s]?.kind;
    if (kind === 'scatter') break;
    if (kind === 'wild') {
      if (target === -1) leadingWilds++;
      count++;
      continue;
    }
    if (target === -1) target = s;
    else if (s !== target) break;
    count++;
  }
  let best: { symbol: number; count: number; pay: number } | null = null;
  if (target !== -1) {
    const pay = def.symbols[target]?.pays[count] ?? 0;
    if (pay > 0) best = { symbol: target, count, pay };
  }
  if (leadingWilds > 0) {
    const alone = bestRegular(def, leadingWilds);
    const pay = def.symbols[alone]?.pays[leadingWilds] ?? 0;
    if (pay > (best?.pay ?? 0)) best = { symbol: alone, count: leadingWilds, pay };
  }
  return best;
}

/** The regular symbol that pays most for a run of `count`. */
function bestRegular(def: SlotDefinition, count: number): number {
  let best = -1;
  let bestPay = -1;
  def.symbols.forEach((s, i) => {
    const pay = s.pays[count] ?? 0;
    if (s.kind === 'regular' && pay > bestPay) {
      best = i;
      bestPay = pay;
    }
  });
  return best;
}

/** Every scatter visible anywhere on the grid and what they pay together. */
export function scatterWin(def: SlotDefinition, grid: readonly (readonly number[])[]): ScatterWin {
  const positions: [number, number][] = [];
  let pays: readonly number[] = [];
  grid.forEach((column, reel) => {
    column.forEach((s, row) => {
      const symbol = def.symbols[s];
      if (symbol?.kind === 'scatter') {
        positions.push([reel, row]);
        pays = symbol.pays;
      }
    });
  });
  return { count: positions.length, pay: pays[positions.length] ?? 0, positions };
}

/** Evaluates the grid the reels show at these stops: every payline, then the scatters. */
export function evaluateStops(def: SlotDefinition, stops: readonly number[]): SpinEvaluation {
  return { ...evaluateGrid(def, gridAt(def, stops)), stops: [...stops] };
}

/** Evaluates a grid (grid[reel][row]): every payline, then the scatters. */
export function evaluateGrid(def: SlotDefinition, grid: number[][]): SpinEvaluation {
  const lineWins: LineWin[] = [];
  const onLine: number[] = new Array(grid.length).fill(0);
  let units = 0;
  def.lines.forEach((rows, index) => {
    for (let reel = 0; reel < grid.length; reel++) onLine[reel] = grid[reel]?.[rows[reel] ?? 0] ?? 0;
    const win = linePay(def, onLine);
    if (win) {
      lineWins.push({ line: index + 1, ...win });
      units += win.pay;
    }
  });
  const scatter = scatterWin(def, grid);
  units += scatter.pay * def.lines.length;
  return { stops: [], grid, lineWins, scatter, units };
}
