import type { BetType, VnResult, VnTierName } from '@portal/contracts/lottery';

/** How many digits a number of a regional bet type has. */
export function digitsOf(betType: BetType): number {
  switch (betType) {
    case 'dau':
    case 'duoi':
      return 1;
    case 'lo3':
    case 'cang3':
      return 3;
    case 'lo4':
      return 4;
    default:
      return 2;
  }
}

/** xiên 2/3/4: how many numbers one bet combines; 0 for the other bet types. */
export const xienSize = (betType: BetType) => (/^xien[234]$/.test(betType) ? Number(betType.slice(4)) : 0);

export type EntryProblem =
  | { kind: 'empty' }
  /** A token that is not a number of the right length (shown as typed). */
  | { kind: 'digits'; token: string; digits: number }
  /** A xiên group without exactly `size` different numbers. */
  | { kind: 'xienSize'; group: string; size: number };

export type ParsedEntry = { selections: string[]; problem: EntryProblem | null };

/**
 * Reads typed numbers for a regional bet type, as people write them: "27 35, 91" is three
 * bao lô / đề bets; for xiên each group is one bet, groups split by ";" or a new line
 * ("12 34; 56 78" is two xiên 2). Returns the selections in the server's canonical form (xiên
 * numbers sorted, duplicates dropped) or the first problem.
 */
export function parseVnEntry(betType: BetType, text: string): ParsedEntry {
  const digits = digitsOf(betType);
  const size = xienSize(betType);
  const pattern = new RegExp(`^\\d{${digits}}$`);
  if (size) {
    const groups = text
      .split(/[;\n]+/)
      .map((g) => g.trim())
      .filter(Boolean);
    if (groups.length === 0) return { selections: [], problem: { kind: 'empty' } };
    const selections: string[] = [];
    for (const group of groups) {
      const tokens = group.split(/[\s,.-]+/).filter(Boolean);
      const bad = tokens.find((t) => !pattern.test(t));
      if (bad !== undefined) return { selections: [], problem: { kind: 'digits', token: bad, digits } };
      const distinct = [...new Set(tokens)].sort();
      if (tokens.length !== size || distinct.length !== size)
        return { selections: [], problem: { kind: 'xienSize', group, size } };
      const selection = distinct.join(',');
      if (!selections.includes(selection)) selections.push(selection);
    }
    return { selections, problem: null };
  }
  const tokens = text.split(/[\s,;.-]+/).filter(Boolean);
  if (tokens.length === 0) return { selections: [], problem: { kind: 'empty' } };
  const bad = tokens.find((t) => !pattern.test(t));
  if (bad !== undefined) return { selections: [], problem: { kind: 'digits', token: bad, digits } };
  return { selections: [...new Set(tokens)], problem: null };
}

/** Tiers of a result sheet as printed: prize name, how many numbers and their digits. */
export type SheetRow = { tier: VnTierName; count: number; digits: number };

/** The North: 27 numbers in 8 tiers, the special prize first. */
export const northSheet: readonly SheetRow[] = [
  { tier: 'special', count: 1, digits: 5 },
  { tier: 'first', count: 1, digits: 5 },
  { tier: 'second', count: 2, digits: 5 },
  { tier: 'third', count: 6, digits: 5 },
  { tier: 'fourth', count: 4, digits: 4 },
  { tier: 'fifth', count: 6, digits: 4 },
  { tier: 'sixth', count: 3, digits: 3 },
  { tier: 'seventh', count: 4, digits: 2 },
];

/** The South and Centre: 18 numbers in 9 tiers, printed from the eighth prize up to the special. */
export const southSheet: readonly SheetRow[] = [
  { tier: 'eighth', count: 1, digits: 2 },
  { tier: 'seventh', count: 1, digits: 3 },
  { tier: 'sixth', count: 3, digits: 4 },
  { tier: 'fifth', count: 1, digits: 4 },
  { tier: 'fourth', count: 7, digits: 5 },
  { tier: 'third', count: 2, digits: 5 },
  { tier: 'second', count: 1, digits: 5 },
  { tier: 'first', count: 1, digits: 5 },
  { tier: 'special', count: 1, digits: 6 },
];

export const sheetOf = (structure: VnResult['structure']) =>
  structure === 'north' ? northSheet : southSheet;

/**
 * The lô tô board: the last two digits of every prize number, grouped by their first digit
 * (đầu 0 … 9), each list sorted: how players read which 2-digit numbers came out.
 */
export function lotoHeads(result: VnResult): string[][] {
  const heads: string[][] = Array.from({ length: 10 }, () => []);
  for (const numbers of Object.values(result.tiers)) {
    for (const n of numbers ?? []) {
      const lastTwo = n.slice(-2);
      heads[Number(lastTwo[0])]?.push(lastTwo[1] ?? '');
    }
  }
  return heads.map((tails) => tails.sort());
}

/** The special prize's last two digits (what đề, đầu and đuôi are settled on), or null. */
export const specialTail = (result: VnResult) => result.tiers.special?.[0]?.slice(-2) ?? null;
