import type { VnResult } from '@portal/contracts/lottery';
import { describe, expect, it } from 'vitest';
import { lotoHeads, northSheet, parseVnEntry, southSheet, specialTail } from './vn-numbers.ts';

describe('parseVnEntry', () => {
  it('reads several numbers of the bet type’s length, split by spaces or commas, once each', () => {
    expect(parseVnEntry('lo2', '27 35,91  27')).toEqual({ selections: ['27', '35', '91'], problem: null });
    expect(parseVnEntry('cang3', '627;118')).toEqual({ selections: ['627', '118'], problem: null });
    expect(parseVnEntry('dau', '2 7')).toEqual({ selections: ['2', '7'], problem: null });
    expect(parseVnEntry('lo4', '0007')).toEqual({ selections: ['0007'], problem: null });
  });

  it('refuses a number of the wrong length, naming it as typed', () => {
    expect(parseVnEntry('lo2', '27 7')).toEqual({
      selections: [],
      problem: { kind: 'digits', token: '7', digits: 2 },
    });
    expect(parseVnEntry('de', '2a').problem).toEqual({ kind: 'digits', token: '2a', digits: 2 });
    expect(parseVnEntry('lo3', '  ').problem).toEqual({ kind: 'empty' });
  });

  it('reads xiên as groups split by ";" or new lines, sorted, each with exactly N different numbers', () => {
    expect(parseVnEntry('xien2', '34 12; 78,56\n12 34')).toEqual({
      selections: ['12,34', '56,78'],
      problem: null,
    });
    expect(parseVnEntry('xien3', '12 34 56')).toEqual({ selections: ['12,34,56'], problem: null });
    expect(parseVnEntry('xien2', '12 12').problem).toEqual({ kind: 'xienSize', group: '12 12', size: 2 });
    expect(parseVnEntry('xien4', '12 34 56').problem).toEqual({
      kind: 'xienSize',
      group: '12 34 56',
      size: 4,
    });
    expect(parseVnEntry('xien2', '12 345').problem).toEqual({ kind: 'digits', token: '345', digits: 2 });
  });
});

describe('result sheets', () => {
  it('have the real prize structures: 27 numbers in 8 tiers in the North, 18 in 9 elsewhere', () => {
    const count = (rows: typeof northSheet) => rows.reduce((n, r) => n + r.count, 0);
    expect([northSheet.length, count(northSheet), northSheet[0]]).toEqual([
      8,
      27,
      { tier: 'special', count: 1, digits: 5 },
    ]);
    expect([southSheet.length, count(southSheet), southSheet.at(-1), southSheet[0]]).toEqual([
      9,
      18,
      { tier: 'special', count: 1, digits: 6 },
      { tier: 'eighth', count: 1, digits: 2 },
    ]);
  });

  it('groups the last two digits of every number by their first digit (lô tô)', () => {
    const result: VnResult = {
      kind: 'vn',
      structure: 'south',
      tiers: { special: ['123456'], eighth: ['07'], seventh: ['509'], first: ['11150'] },
    };
    const heads = lotoHeads(result);
    expect(heads[0]).toEqual(['7', '9']);
    expect(heads[5]).toEqual(['0', '6']);
    expect(heads[1]).toEqual([]);
    expect(specialTail(result)).toBe('56');
  });
});
