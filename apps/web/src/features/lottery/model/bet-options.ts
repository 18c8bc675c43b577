import type { BetType } from '@portal/contracts/lottery';

/** A group of choices on the betting board: one row (a ball's position, or none) of selections. */
export type OptionGroup = { position: number | null; selections: string[] };

const POSITIONS = [1, 2, 3, 4, 5];
const BSOE = ['big', 'small', 'odd', 'even'];
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The selections a player can pick for an e-lottery bet type, in the canonical form the server
 * accepts (contracts `selectionHint`): '1:big', '3:7', 'odd', '10', 'any', '444', '55', 'big'.
 * Regional (bao lô, đề, xiên …) numbers are typed or picked from a number grid instead.
 */
export function optionGroups(betType: BetType): OptionGroup[] {
  switch (betType) {
    case 'ssc_bsoe':
      return POSITIONS.map((position) => ({ position, selections: BSOE.map((w) => `${position}:${w}`) }));
    case 'ssc_digit':
      return POSITIONS.map((position) => ({
        position,
        selections: range(0, 9).map((d) => `${position}:${d}`),
      }));
    case 'ssc_sum':
      return [{ position: null, selections: BSOE }];
    case 'k3_sum':
      return [{ position: null, selections: range(3, 18).map(String) }];
    case 'k3_bs':
      return [{ position: null, selections: ['big', 'small'] }];
    case 'k3_any_triple':
      return [{ position: null, selections: ['any'] }];
    case 'k3_triple':
      return [{ position: null, selections: range(1, 6).map((d) => String(d).repeat(3)) }];
    case 'k3_pair':
      return [{ position: null, selections: range(1, 6).map((d) => String(d).repeat(2)) }];
    default:
      return [];
  }
}

/** The part of a selection that is shown on its button (the position is the row's label). */
export function choiceOf(selection: string): string {
  const colon = selection.indexOf(':');
  return colon === -1 ? selection : selection.slice(colon + 1);
}

/** The position of an '1:big' style selection, else null. */
export function positionOf(selection: string): number | null {
  const match = /^([1-5]):/.exec(selection);
  return match ? Number(match[1]) : null;
}
