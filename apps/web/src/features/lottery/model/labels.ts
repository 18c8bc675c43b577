import type { BetType, DrawResult } from '@portal/contracts/lottery';
import { choiceOf, positionOf } from './bet-options.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const WORDS = new Set(['big', 'small', 'odd', 'even', 'any']);

/** A choice as shown on its button: "Big", "7", "4-4-4", "5-5", "Any". */
export function choiceLabel(betType: BetType, selection: string, t: Translate): string {
  const choice = choiceOf(selection);
  if (WORDS.has(choice)) return t(`lottery.words.${choice}`);
  if (betType === 'k3_triple' || betType === 'k3_pair') return choice.split('').join('-');
  if (betType.startsWith('xien')) return choice.split(',').join(' · ');
  return choice;
}

/** A selection in full, position included: "Ball 1 · Big", "Sum 10", "12 · 34". */
export function selectionLabel(betType: BetType, selection: string, t: Translate): string {
  const position = positionOf(selection);
  const choice = choiceLabel(betType, selection, t);
  return position === null ? choice : `${t('lottery.ball', { n: position })} · ${choice}`;
}

/** The numbers of a result in one line, for lists and announcements: "2 6 2 1 7", "6 5 4". */
export function resultNumbers(result: DrawResult): string {
  if (result.kind === 'ssc') return result.digits.join(' ');
  if (result.kind === 'k3') return result.dice.join(' ');
  return result.tiers.special?.[0] ?? '';
}

/** Sum of a 5-digit or three-dice result, and which side of the big/small line it is on. */
export function resultSum(
  result: DrawResult,
): { sum: number; big: boolean; odd: boolean; triple: boolean } | null {
  if (result.kind === 'ssc') {
    const sum = result.digits.reduce((a, b) => a + b, 0);
    return { sum, big: sum >= 23, odd: sum % 2 === 1, triple: false };
  }
  if (result.kind === 'k3') {
    const sum = result.dice.reduce((a, b) => a + b, 0);
    const triple = result.dice[0] === result.dice[1] && result.dice[1] === result.dice[2];
    return { sum, big: sum >= 11, odd: sum % 2 === 1, triple };
  }
  return null;
}
