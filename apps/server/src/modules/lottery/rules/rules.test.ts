import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type BetType, betTypes, type DrawResult, type VnResult } from '@portal/contracts/lottery';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localParts, parseLocalDate, weekdayOf, zonedToInstant } from '../../../lib/zoned-time.ts';
import { betTypesOf, canonicalSelection, familyOfBetType, multiplierOf } from './bet-types.ts';
import { slotOfNumero, slotsBetween } from './draw-calendar.ts';
import { clientSeedOf, drawFromSeeds, fairFloats, seedHashOf } from './fair.ts';
import { displayNameOf, gameByCode, games } from './games.ts';
import { defaultOddsTable, oddsFor } from './odds.ts';
import { hitsOf, payoutOf, winTable, xienPool } from './settle.ts';
import { loMultiplier, loNumbers, prizeCount, vnResultProblems } from './vn-result.ts';
import { provincesDrawingOn } from './vn-schedule.ts';

/**
 * A northern sheet built so the lô counts are known: 45 six times, 12 four times, 90, 78, 01
 * and 23 three times, 34 twice, 56, 99 and 07 once (27 numbers).
 */
const north: VnResult = {
  kind: 'vn',
  structure: 'north',
  tiers: {
    special: ['12345'],
    first: ['67890'],
    second: ['11245', '22378'],
    third: ['33401', '44512', '55623', '66734', '77845', '88956'],
    fourth: ['1201', '3412', '5623', '7834'],
    fifth: ['0045', '1178', '2290', '3301', '4412', '5523'],
    sixth: ['145', '278', '390'],
    seventh: ['45', '99', '07', '12'],
  },
};

/** A southern sheet: lô 54 nine times, 11 and 00 four times, 22 once (18 numbers). */
const south: VnResult = {
  kind: 'vn',
  structure: 'south',
  tiers: {
    special: ['987654'],
    first: ['12354'],
    second: ['45611'],
    third: ['78954', '32100'],
    fourth: ['11111', '22254', '33300', '44411', '55522', '66654', '77700'],
    fifth: ['8854'],
    sixth: ['1200', '3411', '5654'],
    seventh: ['654'],
    eighth: ['54'],
  },
};

const hits = (betType: BetType, raw: string, result: DrawResult) => {
  const selection = canonicalSelection(betType, raw);
  if (selection === null) throw new Error(`bad selection ${raw} for ${betType}`);
  return hitsOf(betType, selection, result);
};

/** Every canonical selection of a bet type (xiên excluded: too many; checked separately). */
function allSelections(betType: BetType): string[] {
  const pad = (n: number, w: number) => String(n).padStart(w, '0');
  const range = (n: number, w: number) => Array.from({ length: n }, (_, i) => pad(i, w));
  switch (betType) {
    case 'lo2':
    case 'de':
      return range(100, 2);
    case 'lo3':
    case 'cang3':
      return range(1000, 3);
    case 'lo4':
      return range(10_000, 4);
    case 'dau':
    case 'duoi':
      return range(10, 1);
    case 'ssc_digit':
      return [1, 2, 3, 4, 5].flatMap((p) => range(10, 1).map((d) => `${p}:${d}`));
    case 'ssc_bsoe':
      return [1, 2, 3, 4, 5].flatMap((p) => ['big', 'small', 'odd', 'even'].map((w) => `${p}:${w}`));
    case 'ssc_sum':
      return ['big', 'small', 'odd', 'even'];
    case 'k3_sum':
      return Array.from({ length: 16 }, (_, i) => String(i + 3));
    case 'k3_any_triple':
      return ['any'];
    case 'k3_triple':
      return ['111', '222', '333', '444', '555', '666'];
    case 'k3_pair':
      return ['11', '22', '33', '44', '55', '66'];
    case 'k3_bs':
      return ['big', 'small'];
    default:
      return [];
  }
}

/** The win table and the one-bet definition agree on every selection. */
function expectWinTableAgrees(result: DrawResult) {
  const table = new Map(winTable(result).map((r) => [`${r.betType}|${r.selection}`, r.hits]));
  for (const betType of betTypes.filter((b) => familyOfBetType(b) === result.kind)) {
    for (const selection of allSelections(betType)) {
      expect(table.get(`${betType}|${selection}`) ?? 0, `${betType} ${selection}`).toBe(
        hitsOf(betType, selection, result),
      );
    }
  }
  if (result.kind === 'vn') {
    const pool = new Set(xienPool(result));
    for (const combo of ['00,01', '12,45', '01,23,99', '07,34,56,99', '54,11', '00,11,22,54']) {
      const type = `xien${combo.split(',').length}` as BetType;
      const selection = canonicalSelection(type, combo) as string;
      const bySql = selection.split(',').every((n) => pool.has(n)) ? 1 : 0;
      expect(bySql, combo).toBe(hitsOf(type, selection, result));
    }
  }
}

describe('result structures', () => {
  it('accepts the real structures: 27 numbers in 8 tiers in the North, 18 in 9 tiers elsewhere', () => {
    expect(vnResultProblems(north)).toEqual([]);
    expect(vnResultProblems(south)).toEqual([]);
    expect(prizeCount('north')).toBe(27);
    expect(prizeCount('south')).toBe(18);
    expect(north.tiers.special?.[0]).toHaveLength(5);
    expect(south.tiers.special?.[0]).toHaveLength(6);
  });

  it('names every problem of a wrong sheet', () => {
    const bad: VnResult = {
      ...north,
      tiers: { ...north.tiers, third: ['33401'], seventh: ['45', '99', '07', '123'], eighth: ['11'] },
    };
    const problems = vnResultProblems(bad);
    expect(problems).toContain('tier eighth is not part of the north structure');
    expect(problems).toContain('tier third needs 6 numbers, got 1');
    expect(problems).toContain("tier seventh: '123' is not a 2-digit number");
    const missing: VnResult = {
      ...south,
      tiers: { ...south.tiers, special: undefined } as VnResult['tiers'],
    };
    delete missing.tiers.special;
    expect(vnResultProblems(missing)).toContain('tier special is missing');
    // A southern special has 6 digits.
    expect(vnResultProblems({ ...south, tiers: { ...south.tiers, special: ['12345'] } })).toContain(
      "tier special: '12345' is not a 6-digit number",
    );
  });

  it('lists the lô numbers from the last digits of every prize long enough', () => {
    expect(loNumbers(north, 2)).toHaveLength(27);
    expect(loNumbers(north, 3)).toHaveLength(23);
    expect(loNumbers(north, 4)).toHaveLength(20);
    expect(loNumbers(south, 2)).toHaveLength(18);
    expect(loNumbers(south, 3)).toHaveLength(17);
    expect(loNumbers(south, 4)).toHaveLength(16);
    expect(loNumbers(north, 2).slice(0, 3)).toEqual(['45', '90', '45']);
  });

  it('prices bao lô at the count of numbers: 27/23/20 North, 18/17/16 South and Centre', () => {
    expect([2, 3, 4].map((d) => loMultiplier('north', d as 2 | 3 | 4))).toEqual([27, 23, 20]);
    expect([2, 3, 4].map((d) => loMultiplier('south', d as 2 | 3 | 4))).toEqual([18, 17, 16]);
    expect(multiplierOf('lo2', 'north')).toBe(27);
    expect(multiplierOf('lo2', 'south')).toBe(18);
    expect(multiplierOf('de', 'north')).toBe(1);
    expect(multiplierOf('xien3', 'south')).toBe(1);
    expect(multiplierOf('ssc_digit', null)).toBe(1);
    expect(() => multiplierOf('lo2', null)).toThrow();
  });
});

describe('selections', () => {
  it('canonicalises valid selections and refuses the rest', () => {
    const cases: [BetType, string, string | null][] = [
      ['lo2', '07', '07'],
      ['lo2', '7', null],
      ['lo2', '123', null],
      ['lo2', 'ab', null],
      ['lo3', '007', '007'],
      ['lo4', '0007', '0007'],
      ['lo4', '12345', null],
      ['de', ' 45 ', '45'],
      ['dau', '4', '4'],
      ['dau', '45', null],
      ['duoi', '0', '0'],
      ['cang3', '345', '345'],
      ['xien2', '45,12', '12,45'],
      ['xien2', '45 12', '12,45'],
      ['xien2', '12,12', null],
      ['xien2', '12,45,56', null],
      ['xien3', '99,01,23', '01,23,99'],
      ['xien4', '99,07,56,34', '07,34,56,99'],
      ['xien4', '99,07,56,5', null],
      ['ssc_digit', '3:7', '3:7'],
      ['ssc_digit', '6:7', null],
      ['ssc_digit', '0:1', null],
      ['ssc_bsoe', '1:BIG', '1:big'],
      ['ssc_bsoe', '1:huge', null],
      ['ssc_sum', 'Odd', 'odd'],
      ['ssc_sum', '1:odd', null],
      ['k3_sum', '3', '3'],
      ['k3_sum', '18', '18'],
      ['k3_sum', '2', null],
      ['k3_sum', '19', null],
      ['k3_sum', '010', null],
      ['k3_any_triple', 'any', 'any'],
      ['k3_triple', '444', '444'],
      ['k3_triple', '447', null],
      ['k3_triple', '777', null],
      ['k3_pair', '55', '55'],
      ['k3_pair', '56', null],
      ['k3_bs', 'big', 'big'],
      ['k3_bs', 'odd', null],
    ];
    for (const [type, raw, expected] of cases)
      expect(canonicalSelection(type, raw), `${type} '${raw}'`).toBe(expected);
  });

  it('gives every bet type to exactly one family', () => {
    const all = [...betTypesOf('vn'), ...betTypesOf('ssc'), ...betTypesOf('k3')];
    expect(new Set(all).size).toBe(betTypes.length);
    for (const b of betTypes) expect(betTypesOf(familyOfBetType(b))).toContain(b);
  });
});

describe('regional settlement against known sheets', () => {
  it('bao lô pays per hit, several hits on the same number included', () => {
    expect(hits('lo2', '45', north)).toBe(6);
    expect(hits('lo2', '12', north)).toBe(4);
    expect(hits('lo2', '90', north)).toBe(3);
    expect(hits('lo2', '34', north)).toBe(2);
    expect(hits('lo2', '99', north)).toBe(1);
    expect(hits('lo2', '98', north)).toBe(0);
    expect(hits('lo3', '623', north)).toBe(2);
    expect(hits('lo3', '412', north)).toBe(2);
    expect(hits('lo3', '345', north)).toBe(1);
    // 7th-prize numbers have 2 digits: never a lô 3 hit.
    expect(hits('lo3', '045', north)).toBe(1);
    expect(hits('lo3', '099', north)).toBe(0);
    expect(hits('lo4', '5623', north)).toBe(2);
    expect(hits('lo4', '2345', north)).toBe(1);
    // The sixth prize has 3 digits: '0145' is not drawn as a 4-digit number.
    expect(hits('lo4', '0145', north)).toBe(0);

    expect(hits('lo2', '54', south)).toBe(9);
    expect(hits('lo2', '11', south)).toBe(4);
    expect(hits('lo2', '00', south)).toBe(4);
    expect(hits('lo2', '22', south)).toBe(1);
    expect(hits('lo3', '654', south)).toBe(4);
    expect(hits('lo3', '411', south)).toBe(2);
    expect(hits('lo4', '7654', south)).toBe(1);
    // The 7th prize (3 digits) and the 8th (2 digits) never give a lô 4 hit.
    expect(hits('lo4', '0654', south)).toBe(0);
  });

  it('đề, đầu, đuôi and 3 càng read the special prize', () => {
    expect(hits('de', '45', north)).toBe(1);
    expect(hits('de', '54', north)).toBe(0);
    expect(hits('dau', '4', north)).toBe(1);
    expect(hits('duoi', '5', north)).toBe(1);
    expect(hits('dau', '5', north)).toBe(0);
    expect(hits('cang3', '345', north)).toBe(1);
    expect(hits('cang3', '245', north)).toBe(0);
    expect(hits('de', '54', south)).toBe(1);
    expect(hits('dau', '5', south)).toBe(1);
    expect(hits('duoi', '4', south)).toBe(1);
    expect(hits('cang3', '654', south)).toBe(1);
    expect(hits('cang3', '765', south)).toBe(0);
  });

  it('xiên wins once when every chosen number is among the lô results', () => {
    expect(hits('xien2', '12,45', north)).toBe(1);
    expect(hits('xien2', '12,13', north)).toBe(0);
    expect(hits('xien3', '01,23,99', north)).toBe(1);
    expect(hits('xien3', '01,23,98', north)).toBe(0);
    expect(hits('xien4', '07,34,56,99', north)).toBe(1);
    expect(hits('xien4', '07,34,56,98', north)).toBe(0);
    expect(hits('xien2', '00,11', south)).toBe(1);
    expect(hits('xien3', '00,11,54', south)).toBe(1);
    expect(hits('xien4', '00,11,22,54', south)).toBe(1);
    expect(hits('xien2', '11,12', south)).toBe(0);
    // 45 hits six times but a xiên pays once.
    expect(hits('xien2', '45,12', north)).toBe(1);
  });

  it('pays unit × odds × hits at the default odds, rounded down to the minor unit', () => {
    const odds = (g: 'north' | 'south', b: BetType) => BigInt(defaultOddsTable.groups[g][b]?.oddsMilli ?? 0);
    const unit = 100_000n;
    expect(payoutOf(unit, odds('north', 'lo2'), hits('lo2', '45', north))).toBe(6n * 99n * unit);
    expect(payoutOf(unit, odds('north', 'de'), 1)).toBe(95n * unit);
    expect(payoutOf(unit, odds('north', 'dau'), 1)).toBe(950_000n);
    expect(payoutOf(3n, odds('north', 'dau'), 1)).toBe(28n); // 28.5 rounds down
    expect(payoutOf(unit, odds('north', 'xien4'), 1)).toBe(250n * unit);
    expect(payoutOf(unit, odds('south', 'xien4'), 1)).toBe(1000n * unit);
    expect(payoutOf(unit, odds('north', 'lo2'), 0)).toBe(0n);
  });

  it('the win table agrees with the bet-by-bet rules on both sheets', () => {
    expectWinTableAgrees(north);
    expectWinTableAgrees(south);
    expect(xienPool(north)).toEqual(['01', '07', '12', '23', '34', '45', '56', '78', '90', '99']);
  });

  it('regional bets never win on an e-lottery result and the reverse', () => {
    expect(hitsOf('lo2', '45', { kind: 'ssc', digits: [1, 2, 3, 4, 5] })).toBe(0);
    expect(hitsOf('ssc_sum', 'odd', north)).toBe(0);
  });
});

describe('e-lottery settlement', () => {
  const ssc: DrawResult = { kind: 'ssc', digits: [3, 7, 0, 9, 5] }; // sum 24: big, even

  it('5-digit game: exact digit, big/small/odd/even per position and of the sum', () => {
    expect(hits('ssc_digit', '1:3', ssc)).toBe(1);
    expect(hits('ssc_digit', '1:4', ssc)).toBe(0);
    expect(hits('ssc_digit', '3:0', ssc)).toBe(1);
    expect(hits('ssc_bsoe', '1:small', ssc)).toBe(1);
    expect(hits('ssc_bsoe', '1:odd', ssc)).toBe(1);
    expect(hits('ssc_bsoe', '1:big', ssc)).toBe(0);
    expect(hits('ssc_bsoe', '2:big', ssc)).toBe(1);
    expect(hits('ssc_bsoe', '3:even', ssc)).toBe(1);
    expect(hits('ssc_bsoe', '3:small', ssc)).toBe(1);
    expect(hits('ssc_bsoe', '5:big', ssc)).toBe(1); // 5 is big (5-9)
    expect(hits('ssc_sum', 'big', ssc)).toBe(1);
    expect(hits('ssc_sum', 'even', ssc)).toBe(1);
    expect(hits('ssc_sum', 'small', ssc)).toBe(0);
    expect(hits('ssc_sum', 'small', { kind: 'ssc', digits: [9, 9, 4, 0, 0] })).toBe(1); // 22
    expect(hits('ssc_sum', 'big', { kind: 'ssc', digits: [9, 9, 5, 0, 0] })).toBe(1); // 23
  });

  it('three dice: sums, triples, pairs, and big/small that triples lose', () => {
    const d = (a: number, b: number, c: number): DrawResult => ({ kind: 'k3', dice: [a, b, c] });
    expect(hits('k3_sum', '9', d(2, 2, 5))).toBe(1);
    expect(hits('k3_sum', '10', d(2, 2, 5))).toBe(0);
    expect(hits('k3_pair', '22', d(2, 2, 5))).toBe(1);
    expect(hits('k3_pair', '55', d(2, 2, 5))).toBe(0);
    expect(hits('k3_bs', 'small', d(2, 2, 5))).toBe(1);
    expect(hits('k3_any_triple', 'any', d(2, 2, 5))).toBe(0);
    expect(hits('k3_bs', 'big', d(6, 5, 6))).toBe(1);
    const triple = d(4, 4, 4);
    expect(hits('k3_any_triple', 'any', triple)).toBe(1);
    expect(hits('k3_triple', '444', triple)).toBe(1);
    expect(hits('k3_triple', '555', triple)).toBe(0);
    expect(hits('k3_pair', '44', triple)).toBe(1);
    expect(hits('k3_sum', '12', triple)).toBe(1);
    expect(hits('k3_bs', 'big', triple)).toBe(0);
    expect(hits('k3_bs', 'small', triple)).toBe(0);
    expect(hits('k3_bs', 'small', d(1, 1, 1))).toBe(0);
    expect(hits('k3_sum', '3', d(1, 1, 1))).toBe(1);
  });

  it('the win table agrees with the bet-by-bet rules on every possible outcome', () => {
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++)
        for (let c = 1; c <= 6; c++) expectWinTableAgrees({ kind: 'k3', dice: [a, b, c] });
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 5, maxLength: 5 }), (digits) => {
        expectWinTableAgrees({ kind: 'ssc', digits });
      }),
      { numRuns: 200 },
    );
  });

  it('default odds keep every bet type below a 100% return', () => {
    // Exact probabilities from the full outcome spaces.
    const outcomes: DrawResult[] = [];
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++)
        for (let c = 1; c <= 6; c++) outcomes.push({ kind: 'k3', dice: [a, b, c] });
    for (const betType of betTypesOf('k3')) {
      for (const selection of allSelections(betType)) {
        const odds = oddsFor(defaultOddsTable, 'k3', betType, selection)?.effectiveMilli ?? 0;
        const won = outcomes.filter((o) => hitsOf(betType, selection, o) > 0).length;
        const rtp = (won / outcomes.length) * (odds / 1000);
        expect(rtp, `${betType} ${selection}`).toBeLessThan(1);
        expect(rtp, `${betType} ${selection}`).toBeGreaterThan(0.9);
      }
    }
  });
});

describe('random regional results', () => {
  const digitsArb = (n: number) =>
    fc.integer({ min: 0, max: 10 ** n - 1 }).map((v) => String(v).padStart(n, '0'));
  const northArb = fc
    .tuple(
      fc.array(digitsArb(5), { minLength: 10, maxLength: 10 }),
      fc.array(digitsArb(4), { minLength: 10, maxLength: 10 }),
      fc.array(digitsArb(3), { minLength: 3, maxLength: 3 }),
      fc.array(digitsArb(2), { minLength: 4, maxLength: 4 }),
    )
    .map(
      ([five, four, three, two]): VnResult => ({
        kind: 'vn',
        structure: 'north',
        tiers: {
          special: five.slice(0, 1),
          first: five.slice(1, 2),
          second: five.slice(2, 4),
          third: five.slice(4, 10),
          fourth: four.slice(0, 4),
          fifth: four.slice(4, 10),
          sixth: three,
          seventh: two,
        },
      }),
    );

  it('every valid sheet gives 27 lô hits in total and an agreeing win table', () => {
    fc.assert(
      fc.property(northArb, (r) => {
        expect(vnResultProblems(r)).toEqual([]);
        const lo2Hits = winTable(r)
          .filter((w) => w.betType === 'lo2')
          .reduce((n, w) => n + w.hits, 0);
        expect(lo2Hits).toBe(27);
        const table = new Map(winTable(r).map((w) => [`${w.betType}|${w.selection}`, w.hits]));
        for (const s of ['00', '45', '99', r.tiers.seventh?.[0] ?? '00'])
          expect(table.get(`lo2|${s}`) ?? 0).toBe(hitsOf('lo2', s, r));
        expect(table.get(`de|${(r.tiers.special?.[0] ?? '').slice(-2)}`)).toBe(1);
      }),
      { numRuns: 100 },
    );
  });
});

describe('provably fair draws', () => {
  const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'SSC_1:20260518-0001', nonce: 0 };

  it('turns HMAC-SHA256 bytes into floats as the published formula says', () => {
    const digest = createHmac('sha256', seeds.serverSeed).update(`${seeds.clientSeed}:0:0`).digest();
    const expected =
      (digest[0] as number) / 256 +
      (digest[1] as number) / 256 ** 2 +
      (digest[2] as number) / 256 ** 3 +
      (digest[3] as number) / 256 ** 4;
    const floats = fairFloats(seeds.serverSeed, seeds.clientSeed, 0, 10);
    expect(floats[0]).toBe(expected);
    // The ninth float comes from round 1.
    const next = createHmac('sha256', seeds.serverSeed).update(`${seeds.clientSeed}:0:1`).digest();
    expect(floats[8]).toBe(
      (next[0] as number) / 256 +
        (next[1] as number) / 256 ** 2 +
        (next[2] as number) / 256 ** 3 +
        (next[3] as number) / 256 ** 4,
    );
    for (const f of floats) expect(f >= 0 && f < 1).toBe(true);
  });

  it('reproduces the same result from the same seeds and a valid structure every time', () => {
    const a = drawFromSeeds('vn', 'north', seeds);
    expect(drawFromSeeds('vn', 'north', seeds)).toEqual(a);
    expect(a.kind === 'vn' && vnResultProblems(a)).toEqual([]);
    const b = drawFromSeeds('vn', 'south', { ...seeds, serverSeed: 'b'.repeat(64) });
    expect(b.kind === 'vn' && vnResultProblems(b)).toEqual([]);
    expect(drawFromSeeds('vn', 'north', { ...seeds, nonce: 1 })).not.toEqual(a);
    const ssc = drawFromSeeds('ssc', null, seeds);
    expect(ssc.kind === 'ssc' && ssc.digits.every((d) => d >= 0 && d <= 9)).toBe(true);
    const k3 = drawFromSeeds('k3', null, seeds);
    expect(k3.kind === 'k3' && k3.dice.every((d) => d >= 1 && d <= 6)).toBe(true);
    expect(seedHashOf('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(clientSeedOf('SSC_1', '20260518-0001')).toBe('SSC_1:20260518-0001');
  });

  it('draws uniform digits over many seeds', () => {
    const counts = new Array(10).fill(0) as number[];
    for (let i = 0; i < 2000; i++) {
      const r = drawFromSeeds('ssc', null, { ...seeds, nonce: i });
      if (r.kind === 'ssc') for (const d of r.digits) counts[d] = (counts[d] ?? 0) + 1;
    }
    // 10,000 digits: each about 1,000 (a 5-sigma band).
    for (const c of counts) expect(Math.abs(c - 1000)).toBeLessThan(160);
  });
});

describe('schedule', () => {
  it('knows the weekday of a date and the Vietnamese wall clock (UTC+7)', () => {
    const sunday = parseLocalDate('2026-05-17');
    expect(sunday && weekdayOf(sunday)).toBe(0);
    expect(parseLocalDate('2026-02-30')).toBeNull();
    expect(zonedToInstant({ year: 2026, month: 5, day: 17 }, 18, 15, 'Asia/Ho_Chi_Minh').toISOString()).toBe(
      '2026-05-17T11:15:00.000Z',
    );
    expect(localParts(new Date('2026-05-17T17:30:00Z'), 'Asia/Ho_Chi_Minh')).toMatchObject({
      day: 18,
      hour: 0,
      minute: 30,
      weekday: 1,
    });
  });

  it('draws the North daily at 18:15, the Centre at 17:15 and the South at 16:15 on their weekdays', () => {
    const dayFrom = new Date('2026-05-17T17:00:00Z'); // Monday 2026-05-18 00:00 local
    const dayTo = new Date('2026-05-18T17:00:00Z');
    const slots = (code: string) => slotsBetween(gameByCode(code) as never, dayFrom, dayTo);
    expect(slots('VN_MB').map((s) => s.drawAt.toISOString())).toEqual(['2026-05-18T11:15:00.000Z']);
    expect(slots('VN_MB')[0]?.numero).toBe('20260518');
    // Monday in the South: Ho Chi Minh City, Đồng Tháp, Cà Mau.
    expect(provincesDrawingOn('south', 1).map((p) => p.code)).toEqual(['HCM', 'DT', 'CM']);
    expect(provincesDrawingOn('centre', 1).map((p) => p.code)).toEqual(['TTH', 'PY']);
    expect(slots('VN_HCM').map((s) => s.drawAt.toISOString())).toEqual(['2026-05-18T09:15:00.000Z']);
    expect(slots('VN_TTH').map((s) => s.drawAt.toISOString())).toEqual(['2026-05-18T10:15:00.000Z']);
    expect(slots('VN_BTR')).toEqual([]); // Bến Tre draws on Tuesdays
    // Every day, every region has draws; 3 or 4 southern provinces, 2 or 3 central ones.
    for (let day = 0; day < 7; day++) {
      expect(provincesDrawingOn('south', day).length).toBeGreaterThanOrEqual(3);
      expect(provincesDrawingOn('centre', day).length).toBeGreaterThanOrEqual(2);
      expect(provincesDrawingOn('north', day)).toHaveLength(1);
    }
  });

  it('opens an official draw when the previous one draws and closes it before the draw', () => {
    const hcm = gameByCode('VN_HCM');
    if (!hcm) throw new Error('no HCM');
    const monday = slotOfNumero(hcm, '20260518');
    // The draw before Monday is Saturday's.
    expect(monday?.opensAt.toISOString()).toBe('2026-05-16T09:15:00.000Z');
    expect(monday?.closesAt.toISOString()).toBe('2026-05-18T09:00:00.000Z');
    expect(slotOfNumero(hcm, '20260519')).toBeNull(); // not a Ho Chi Minh City day
    expect(slotOfNumero(hcm, 'x')).toBeNull();
  });

  it('numbers fast draws per local day with their cadence, the last one at midnight', () => {
    const ssc1 = gameByCode('SSC_1');
    const k3_5 = gameByCode('K3_5');
    if (!ssc1 || !k3_5) throw new Error('missing games');
    const from = new Date('2026-05-17T17:00:00Z'); // local midnight
    const first = slotsBetween(ssc1, from, new Date(from.getTime() + 180_000));
    expect(first.map((s) => s.numero)).toEqual(['20260518-0001', '20260518-0002', '20260518-0003']);
    expect(first[0]?.opensAt.toISOString()).toBe('2026-05-17T17:00:00.000Z');
    expect(first[0]?.closesAt.toISOString()).toBe('2026-05-17T17:00:50.000Z');
    const last = slotsBetween(ssc1, new Date(from.getTime() - 60_000), from);
    expect(last.map((s) => s.numero)).toEqual(['20260517-1440']);
    expect(slotsBetween(k3_5, from, new Date(from.getTime() + 86_400_000))).toHaveLength(288);
    expect(slotOfNumero(ssc1, '20260518-0002')?.drawAt.toISOString()).toBe('2026-05-17T17:02:00.000Z');
    expect(slotOfNumero(ssc1, '20260518-1441')).toBeNull();
    expect(slotOfNumero(k3_5, '20260518-0288')?.drawAt.toISOString()).toBe('2026-05-18T17:00:00.000Z');
  });

  it('has one game per province plus the fast games, each with a default play type of its family', () => {
    expect(games.filter((g) => g.source === 'official')).toHaveLength(36);
    for (const g of games) {
      expect(betTypesOf(g.family)).toContain(g.defaultPlayType);
      expect(g.closeSeconds).toBeGreaterThan(0);
      if (g.cadenceSeconds) expect([60, 180, 300]).toContain(g.cadenceSeconds);
    }
    expect(new Set(games.map((g) => g.code)).size).toBe(games.length);
  });

  it('names each game as the lottery pages do, in English and Vietnamese', () => {
    // The web's names (locales/lottery, `lottery.gameNames`): the betting records must say the same.
    const webNames = (language: 'en' | 'vi'): Record<string, string> =>
      JSON.parse(
        readFileSync(
          new URL(`../../../../../web/src/locales/lottery/${language}.json`, import.meta.url),
          'utf8',
        ),
      ).lottery.gameNames;
    for (const language of ['en', 'vi'] as const) {
      const names = webNames(language);
      for (const g of games) {
        const kind =
          g.family === 'ssc' || g.family === 'k3'
            ? g.family
            : g.source === 'engine'
              ? g.structure === 'north'
                ? 'fastNorth'
                : 'fastSouth'
              : null;
        const expected = kind
          ? names[kind]?.replace('{{minutes}}', String((g.cadenceSeconds ?? 0) / 60))
          : g.name;
        expect(displayNameOf(g, language), `${g.code} ${language}`).toBe(expected);
      }
    }
    const name = (code: string, language?: string) => displayNameOf(gameByCode(code) as never, language);
    expect(name('SSC_1', 'en')).toBe('5D Lotto · 1 min');
    expect(name('K3_5', 'vi')).toBe('Xúc xắc nhanh 3 · 5 phút');
    expect(name('VNF_MN_3')).toBe('Fast South · 3 min');
    expect(name('SSC_3', 'th')).toBe('5D Lotto · 3 min');
    // An official draw keeps its province's own name in every language.
    expect(name('VN_HCM', 'en')).toBe(gameByCode('VN_HCM')?.name);
  });
});
