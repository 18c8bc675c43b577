/**
 * A line slot described as data: reel strips, paylines and pays. The game, the exact RTP
 * calculation, the verify page and the RTP benchmark all read the same definition.
 */
export type SymbolKind = 'regular' | 'wild' | 'scatter';

export interface SlotSymbol {
  /** Stable name used in answers and by the client page ('seven', 'wild', ...). */
  readonly id: string;
  /** One character in the strip strings of the definition. */
  readonly code: string;
  readonly kind: SymbolKind;
  /**
   * Regular symbols: pays in line bets, indexed by the length of the run (0..reels).
   * Scatter: pays in total bets, indexed by how many are visible anywhere.
   */
  readonly pays: readonly number[];
}

export interface SlotDefinition {
  readonly code: string;
  readonly rows: number;
  readonly symbols: readonly SlotSymbol[];
  /** One strip per reel; each entry is a symbol index. */
  readonly strips: readonly (readonly number[])[];
  /** Each payline is the row (0 = top) it crosses on each reel. */
  readonly lines: readonly (readonly number[])[];
  /** The RTP the game declares, in percent; tests prove the exact figure matches it. */
  readonly declaredRtpPercent: number;
}

/** Builds the symbol-index strips from strings of symbol codes, refusing unknown codes. */
export function parseStrips(symbols: readonly SlotSymbol[], strips: readonly string[]): number[][] {
  const byCode = new Map(symbols.map((s, i) => [s.code, i]));
  return strips.map((strip, reel) =>
    [...strip.replace(/\s+/g, '')].map((code) => {
      const index = byCode.get(code);
      if (index === undefined) throw new Error(`reel ${reel + 1}: unknown symbol code '${code}'`);
      return index;
    }),
  );
}
