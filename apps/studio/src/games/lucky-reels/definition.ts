import { parseStrips, type SlotDefinition, type SlotSymbol } from '../../slot/slot-definition.ts';

/**
 * Lucky Reels: 5 reels, 3 rows, 20 fixed paylines, wilds on reels 2-4, scatters anywhere.
 * The pays below were tuned with the exact calculator (`npm run rtp -w apps/studio`) until
 * the theoretical RTP landed on the declared 96.00%; the tests hold it there.
 */
export const symbols: readonly SlotSymbol[] = [
  { id: 'wild', code: 'W', kind: 'wild', pays: [] },
  // Scatter pays are multiples of the total bet, for 3, 4 or 5 anywhere on the reels.
  { id: 'scatter', code: 'S', kind: 'scatter', pays: [0, 0, 0, 2, 10, 50] },
  // Line pays are multiples of the line bet, for runs of 3, 4 or 5 from the leftmost reel.
  { id: 'seven', code: '7', kind: 'regular', pays: [0, 0, 0, 50, 250, 1000] },
  { id: 'bar', code: 'B', kind: 'regular', pays: [0, 0, 0, 30, 100, 400] },
  { id: 'bell', code: 'L', kind: 'regular', pays: [0, 0, 0, 20, 60, 150] },
  { id: 'plum', code: 'P', kind: 'regular', pays: [0, 0, 0, 15, 40, 120] },
  { id: 'orange', code: 'O', kind: 'regular', pays: [0, 0, 0, 10, 30, 80] },
  { id: 'lemon', code: 'N', kind: 'regular', pays: [0, 0, 0, 5, 20, 60] },
  { id: 'cherry', code: 'C', kind: 'regular', pays: [0, 0, 0, 5, 15, 50] },
];

/** Strips of 33-36 stops; no symbol sits next to itself and scatters are at least 3 apart. */
const strips = [
  'OCNBLBPNLNOSNO7P7NCPCPCLBCOCSLOPN',
  'LBC7NWNWCOLPCOPOBCSNCBNPW7CLONPLNOP',
  'PCPWNO7LSNLPCWOWL7BOSOCNPNCOLPBCNBCN',
  'OB7NCNPNOWLCOCOLB7CNPWPBONSLNPCLWCP',
  'CNLOCNCPCBOBPCBLNSLPS7PO7PNOCNLNO',
];

/** The usual 20 lines of a 5x3 slot: rows crossed on reels 1-5 (0 top, 2 bottom). */
const lines = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 2, 1, 0, 1],
  [1, 0, 1, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

export const luckyReels: SlotDefinition = {
  code: 'lucky-reels',
  rows: 3,
  symbols,
  strips: parseStrips(symbols, strips),
  lines,
  declaredRtpPercent: 96,
};
