import { randomUUID } from 'node:crypto';
import type { BetType, DrawResult, VnStructure } from '@portal/contracts/lottery';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberRow } from '../../db/schema.ts';
import { testClock } from '../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLedger } from '../ledger/ledger.service.ts';
import * as repo from './lottery.repo.ts';
import {
  currentOddsVersion,
  drawWith,
  houseLottery,
  mainBalance,
  openDraw,
  player,
} from './lottery-test-helpers.ts';
import { betTypesOf } from './rules/bet-types.ts';
import { gameByCode } from './rules/games.ts';
import { hitsOf, payoutOf } from './rules/settle.ts';
import { loNumbers, vnStructureTiers } from './rules/vn-result.ts';

const clock = testClock(Date.parse('2026-05-18T01:00:05Z'));
let t: TestApp;
const members: { id: string; row: MemberRow }[] = [];
let oddsVersion: number;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  oddsVersion = await currentOddsVersion(t.app);
  for (let i = 0; i < 3; i++) {
    const p = await player(t.app, 10_000_000_000n);
    const row = await t.app.services.identity.directory.byId(p.id);
    if (!row) throw new Error('no member');
    members.push({ id: p.id, row });
  }
});
afterAll(() => t.close());

const digits = (n: number) => fc.integer({ min: 0, max: 10 ** n - 1 }).map((v) => String(v).padStart(n, '0'));

const vnResultArb = (structure: VnStructure): fc.Arbitrary<DrawResult> =>
  fc
    .tuple(
      ...vnStructureTiers[structure].map(([, count, len]) =>
        fc.array(digits(len), { minLength: count, maxLength: count }),
      ),
    )
    .map((lists) => {
      const tiers: Record<string, string[]> = {};
      vnStructureTiers[structure].forEach(([name], i) => {
        tiers[name] = lists[i] as string[];
      });
      return { kind: 'vn', structure, tiers };
    });

const resultArb = (game: string): fc.Arbitrary<DrawResult> => {
  const g = gameByCode(game);
  if (g?.family === 'ssc')
    return fc
      .array(fc.integer({ min: 0, max: 9 }), { minLength: 5, maxLength: 5 })
      .map((d) => ({ kind: 'ssc', digits: d }));
  if (g?.family === 'k3')
    return fc
      .array(fc.integer({ min: 1, max: 6 }), { minLength: 3, maxLength: 3 })
      .map((d) => ({ kind: 'k3', dice: d }));
  return vnResultArb(g?.structure ?? 'north');
};

/** A valid selection of a bet type, often one the result makes win. */
function selectionArb(betType: BetType, result: DrawResult): fc.Arbitrary<string> {
  const lo = result.kind === 'vn' ? loNumbers(result, 2) : ['00'];
  const lucky2 = fc.oneof(fc.constantFrom(...lo), digits(2));
  const pickDistinct = (k: number) =>
    fc.uniqueArray(lucky2, { minLength: k, maxLength: k }).map((xs) => [...xs].sort().join(','));
  switch (betType) {
    case 'lo2':
    case 'de':
      return lucky2;
    case 'lo3':
    case 'cang3':
      return result.kind === 'vn' ? fc.oneof(fc.constantFrom(...loNumbers(result, 3)), digits(3)) : digits(3);
    case 'lo4':
      return result.kind === 'vn' ? fc.oneof(fc.constantFrom(...loNumbers(result, 4)), digits(4)) : digits(4);
    case 'dau':
    case 'duoi':
      return digits(1);
    case 'xien2':
      return pickDistinct(2);
    case 'xien3':
      return pickDistinct(3);
    case 'xien4':
      return pickDistinct(4);
    case 'ssc_digit':
      return fc
        .tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 9 }))
        .map(([p, d]) => `${p}:${d}`);
    case 'ssc_bsoe':
      return fc
        .tuple(fc.integer({ min: 1, max: 5 }), fc.constantFrom('big', 'small', 'odd', 'even'))
        .map(([p, w]) => `${p}:${w}`);
    case 'ssc_sum':
      return fc.constantFrom('big', 'small', 'odd', 'even');
    case 'k3_sum':
      return fc.integer({ min: 3, max: 18 }).map(String);
    case 'k3_any_triple':
      return fc.constant('any');
    case 'k3_triple':
      return fc.integer({ min: 1, max: 6 }).map((d) => String(d).repeat(3));
    case 'k3_pair':
      return fc.integer({ min: 1, max: 6 }).map((d) => String(d).repeat(2));
    case 'k3_bs':
      return fc.constantFrom('big', 'small');
  }
}

type Line = { betType: BetType; selection: string; unitStake: number };

const scenarioArb = fc.constantFrom('VNF_MB_1', 'VNF_MN_3', 'SSC_1', 'K3_1').chain((game) =>
  resultArb(game).chain((result) => {
    const family = gameByCode(game)?.family ?? 'vn';
    const lineArb: fc.Arbitrary<Line> = fc.constantFrom(...betTypesOf(family)).chain((betType) =>
      fc.record({
        betType: fc.constant(betType),
        selection: selectionArb(betType, result),
        unitStake: fc.integer({ min: 100_000, max: 5_000_000 }),
      }),
    );
    const slips = fc.array(fc.array(lineArb, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 3 });
    return fc.record({ game: fc.constant(game), result: fc.constant(result), slips });
  }),
);

describe('settlement property', () => {
  it('for random bets and results: each bet pays its rule, stakes = payouts + house result, the ledger audits clean', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async ({ game, result, slips }) => {
        const drawId = await openDraw(t.app, game, clock.now());
        const houseBefore = await houseLottery(t.app);
        const balancesBefore = await Promise.all(members.map((m) => mainBalance(t.app, m.id)));
        let stakes = 0n;
        for (const [i, lines] of slips.entries()) {
          const m = members[i] as (typeof members)[number];
          const slip = await t.app.services.lottery.placeBets(m.row, 'localhost', {
            drawId,
            oddsVersion,
            requestId: randomUUID(),
            bets: lines,
          });
          stakes += BigInt(slip.totalStake);
        }
        await drawWith(t.app, drawId, result);
        const report = await t.app.services.lotteryEngine.settleDraw(t.app.database.db, drawId);
        expect(report.finished).toBe(true);

        let payouts = 0n;
        for (const [i] of slips.entries()) {
          const m = members[i] as (typeof members)[number];
          const bets = await repo.memberBets(t.app.database.db, { memberId: m.id, drawId }, 100, 0);
          let memberPayout = 0n;
          let memberStake = 0n;
          for (const b of bets.rows) {
            const hits = hitsOf(b.bet_type as BetType, b.selection, result);
            const expected = payoutOf(BigInt(b.unit_stake), BigInt(b.odds_milli), hits);
            expect(BigInt(b.payout), `${b.bet_type} ${b.selection} on ${JSON.stringify(result)}`).toBe(
              expected,
            );
            expect(b.status).toBe('settled');
            memberPayout += expected;
            memberStake += BigInt(b.stake);
          }
          payouts += memberPayout;
          expect(await mainBalance(t.app, m.id)).toBe(
            (balancesBefore[i] as bigint) - memberStake + memberPayout,
          );
        }
        const houseResult = (await houseLottery(t.app)) - houseBefore;
        expect(stakes).toBe(payouts + houseResult);
        const check = await repo.settlementCheck(t.app.database.db, drawId);
        expect(check).toMatchObject({
          open_bets: '0',
          payout: payouts.toString(),
          credited: payouts.toString(),
        });
        // Settling again moves nothing.
        const again = await t.app.services.lotteryEngine.settleDraw(t.app.database.db, drawId);
        expect(again.betsSettled).toBe(0);
        const audit = await auditLedger(t.app.database.db);
        expect(audit.ok, JSON.stringify(audit)).toBe(true);
      }),
      { numRuns: 25 },
    );
  });
});
