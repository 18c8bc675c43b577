import { describe, expect, it } from 'vitest';
import en from './en.json';
import vi from './vi.json';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every text of a catalogue by key path, plural forms under their own key ("a.b_one"). */
function textsOf(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => textsOf(child, prefix ? `${prefix}.${key}` : key));
}

/**
 * Texts given a `count` that is never 1, or that shows it as a bare number, so one form serves:
 * "Show all 12" (only past 10 draws), "Multiplier 5", groups of 2 to 4 numbers, the 18 or 27
 * numbers of a result sheet.
 */
const NEVER_ONE = [
  'lottery.showAll',
  'lottery.multiplierPreset',
  'lottery.vn.entryXienLabel',
  'lottery.vn.entryXienHint',
  'lottery.vn.entryXien',
  'lottery.vn.sheetCaption',
];

describe('lottery text', () => {
  it('has a singular and a plural in English for every count ("Last draw", not "Last 1 draws")', () => {
    const keys = new Set(textsOf(en).map(([key]) => key));
    const counted = textsOf(en)
      .filter(([key, text]) => text.includes('{{count}}') && !NEVER_ONE.includes(key.replace(PLURAL, '')))
      .map(([key]) => key.replace(PLURAL, ''));
    const missing = [...new Set(counted)].filter(
      (key) => !keys.has(`${key}_one`) || !keys.has(`${key}_other`),
    );
    expect(missing).toEqual([]);
  });

  it('has the one plural form Vietnamese uses wherever English has plurals', () => {
    const viKeys = new Set(textsOf(vi).map(([key]) => key));
    const plural = textsOf(en)
      .map(([key]) => key)
      .filter((key) => key.endsWith('_other'));
    expect(plural.filter((key) => !viKeys.has(key))).toEqual([]);
  });
});
