import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseOpsArgs } from '../admin/ops-command.ts';
import { parseResultFile } from './result-import.ts';

const south = [
  'gameCode,date,tier,numbers',
  'VN_HCM,2026-05-18,special,987654',
  'VN_HCM,2026-05-18,first,12354',
  'VN_HCM,2026-05-18,second,45611',
  'VN_HCM,2026-05-18,third,78954 32100',
  'VN_HCM,2026-05-18,fourth,11111 22254 33300 44411 55522 66654 77700',
  'VN_HCM,2026-05-18,fifth,8854',
  'VN_HCM,2026-05-18,sixth,1200 3411 5654',
  'VN_HCM,2026-05-18,seventh,654',
  'VN_HCM,2026-05-18,eighth,54',
];

describe('official result files', () => {
  it('reads a CSV sheet into a result in structure order', () => {
    const parsed = parseResultFile([south[0], ...south.slice(1).reverse()].join('\n'), 'csv');
    expect(parsed.problems).toEqual([]);
    expect(parsed.entries).toHaveLength(1);
    expect(parsed.entries[0]).toMatchObject({ gameCode: 'VN_HCM', numero: '20260518' });
    expect(Object.keys(parsed.entries[0]?.result.tiers ?? {})).toEqual([
      'special',
      'first',
      'second',
      'third',
      'fourth',
      'fifth',
      'sixth',
      'seventh',
      'eighth',
    ]);
  });

  it('lists every problem and keeps nothing when any line is wrong', () => {
    const bad = parseResultFile(
      [
        ...south,
        'VN_HCM,2026-05-18,eighth,55',
        'VN_HCM,2026-05-19,special,987654',
        'VN_HCM,2026-05-18,ninth,1',
        'VN_HCM,2026-05-18',
        'VN_MB,18/05/2026,special,12345',
      ].join('\n'),
      'csv',
    );
    expect(bad.entries).toEqual([]);
    expect(bad.problems).toEqual(
      expect.arrayContaining([
        'line 11: tier eighth of VN_HCM 2026-05-18 given twice',
        'line 14: expected 4 columns, got 2',
        expect.stringMatching(/unknown tier 'ninth'/),
        expect.stringMatching(/VN_HCM 20260519\): tier first is missing/),
        expect.stringMatching(/the date must be yyyy-MM-dd/),
      ]),
    );
    expect(parseResultFile('game,day\n', 'csv').problems).toEqual([
      'line 1: the header must be gameCode,date,tier,numbers',
    ]);
    expect(parseResultFile('gameCode,date,tier,numbers\n', 'csv').problems).toEqual([
      'the file holds no results',
    ]);
    // Tuesday is not a Ho Chi Minh City draw day.
    const tuesday = parseResultFile(south.join('\n').replaceAll('2026-05-18', '2026-05-19'), 'csv');
    expect(tuesday.problems).toEqual([expect.stringMatching(/VN_HCM does not draw on 20260519/)]);
  });

  it('reads JSON with tiers as lists or space-separated text, and refuses duplicates', () => {
    const tiers = Object.fromEntries(south.slice(1).map((l) => [l.split(',')[2], l.split(',')[3]]));
    const one = { gameCode: 'VN_HCM', date: '2026-05-18', tiers };
    expect(parseResultFile(JSON.stringify([one]), 'json').entries).toHaveLength(1);
    expect(
      parseResultFile(JSON.stringify({ results: [{ ...one, tiers: undefined, result: { tiers } }] }), 'json')
        .entries,
    ).toHaveLength(1);
    expect(parseResultFile(JSON.stringify([one, one]), 'json').problems).toEqual([
      'result 2: VN_HCM 20260518 appears twice',
    ]);
    expect(parseResultFile(JSON.stringify([{ ...one, gameCode: 'SSC_1' }]), 'json').problems).toEqual([
      "result 1: 'SSC_1' is not an official regional game",
    ]);
  });
});

describe('ops arguments', () => {
  it('reads the result file named on the command line, and the cancel command', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lottery-ops-'));
    try {
      const csv = path.join(dir, 'results.CSV');
      writeFileSync(csv, south.join('\n'));
      expect(parseOpsArgs(['lottery', 'result', 'import', csv], 'demo')).toEqual({
        kind: 'lottery_import',
        format: 'csv',
        file: csv,
        content: south.join('\n'),
      });
      const json = path.join(dir, 'results.txt');
      writeFileSync(json, '[]');
      expect(parseOpsArgs(['lottery', 'result', 'import', json], 'demo')).toMatchObject({ format: 'json' });
      expect(parseOpsArgs(['lottery', 'result', 'import', json, '--format', 'csv'], 'demo')).toMatchObject({
        format: 'csv',
      });
      expect(() =>
        parseOpsArgs(['lottery', 'result', 'import', path.join(dir, 'missing.csv')], 'demo'),
      ).toThrow(/Cannot read/);
      expect(() => parseOpsArgs(['lottery', 'result', 'import', json, '--format', 'xml'], 'demo')).toThrow();
      expect(parseOpsArgs(['lottery', 'draw', 'cancel', '42'], 'demo')).toEqual({
        kind: 'lottery_cancel',
        drawId: '42',
      });
      expect(() => parseOpsArgs(['lottery', 'draw', 'cancel', 'x'], 'demo')).toThrow(/A draw id is a number/);
      expect(parseOpsArgs(['lottery', 'draw', 'list'], 'demo')).toEqual({ kind: 'lottery_draws' });
      expect(() => parseOpsArgs(['lottery', 'draw', 'list', 'x'], 'demo')).toThrow(/Usage/);
      expect(() => parseOpsArgs(['lottery', 'result'], 'demo')).toThrow(/Usage/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
