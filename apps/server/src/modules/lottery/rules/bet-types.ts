import {
  type BetType,
  k3BetTypes,
  type LotteryFamily,
  sscBetTypes,
  type VnStructure,
  vnBetTypes,
} from '@portal/contracts/lottery';
import { loMultiplier } from './vn-result.ts';

export const familyOfBetType = (betType: BetType): LotteryFamily =>
  (vnBetTypes as readonly string[]).includes(betType)
    ? 'vn'
    : (sscBetTypes as readonly string[]).includes(betType)
      ? 'ssc'
      : 'k3';

export const betTypesOf = (family: LotteryFamily): readonly BetType[] =>
  family === 'vn' ? vnBetTypes : family === 'ssc' ? sscBetTypes : k3BetTypes;

export const selectionHints: Record<BetType, string> = {
  lo2: 'two digits, e.g. 27',
  lo3: 'three digits, e.g. 627',
  lo4: 'four digits, e.g. 1627',
  de: 'two digits, e.g. 27',
  dau: 'one digit, e.g. 2',
  duoi: 'one digit, e.g. 7',
  cang3: 'three digits, e.g. 627',
  xien2: 'two different 2-digit numbers, e.g. 12,34',
  xien3: 'three different 2-digit numbers, e.g. 12,34,56',
  xien4: 'four different 2-digit numbers, e.g. 12,34,56,78',
  ssc_digit: 'position 1-5 and digit, e.g. 3:7',
  ssc_bsoe: 'position 1-5 and big, small, odd or even, e.g. 1:big',
  ssc_sum: 'big (23-45), small (0-22), odd or even',
  k3_sum: 'a sum from 3 to 18, e.g. 10',
  k3_any_triple: 'any',
  k3_triple: 'a triple, e.g. 444',
  k3_pair: 'a pair, e.g. 55',
  k3_bs: 'big (11-17) or small (4-10)',
};

const digits = (n: number) => new RegExp(`^\\d{${n}}$`);
const BSOE = ['big', 'small', 'odd', 'even'];

/**
 * The canonical form of a selection, or null when it is not a valid selection of this bet
 * type. Canonical forms are what the settlement matches on: xiên numbers are sorted and
 * distinct, words are lower case.
 */
export function canonicalSelection(betType: BetType, raw: string): string | null {
  const text = raw.trim().toLowerCase();
  switch (betType) {
    case 'lo2':
    case 'de':
      return digits(2).test(text) ? text : null;
    case 'lo3':
    case 'cang3':
      return digits(3).test(text) ? text : null;
    case 'lo4':
      return digits(4).test(text) ? text : null;
    case 'dau':
    case 'duoi':
      return digits(1).test(text) ? text : null;
    case 'xien2':
    case 'xien3':
    case 'xien4': {
      const size = Number(betType.slice(4));
      const parts = text.split(/[\s,]+/).filter(Boolean);
      if (parts.length !== size || !parts.every((p) => digits(2).test(p))) return null;
      const sorted = [...new Set(parts)].sort();
      return sorted.length === size ? sorted.join(',') : null;
    }
    case 'ssc_digit': {
      const m = /^([1-5]):([0-9])$/.exec(text);
      return m ? `${m[1]}:${m[2]}` : null;
    }
    case 'ssc_bsoe': {
      const m = /^([1-5]):([a-z]+)$/.exec(text);
      return m && BSOE.includes(m[2] as string) ? `${m[1]}:${m[2]}` : null;
    }
    case 'ssc_sum':
      return BSOE.includes(text) ? text : null;
    case 'k3_sum': {
      if (!/^\d{1,2}$/.test(text)) return null;
      const n = Number(text);
      return n >= 3 && n <= 18 ? String(n) : null;
    }
    case 'k3_any_triple':
      return text === 'any' ? text : null;
    case 'k3_triple':
      return /^([1-6])\1\1$/.test(text) ? text : null;
    case 'k3_pair':
      return /^([1-6])\1$/.test(text) ? text : null;
    case 'k3_bs':
      return text === 'big' || text === 'small' ? text : null;
  }
}

/** How many units a bet of this type costs: bao lô counts the prize numbers it is matched against. */
export function multiplierOf(betType: BetType, structure: VnStructure | null): number {
  if (betType === 'lo2' || betType === 'lo3' || betType === 'lo4') {
    if (!structure) throw new Error(`${betType} needs a regional result structure`);
    return loMultiplier(structure, Number(betType.slice(2)) as 2 | 3 | 4);
  }
  return 1;
}
