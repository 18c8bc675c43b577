import { setTimeout as wait } from 'node:timers/promises';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type VendorPlayer, vendorClient } from '../../test/vendor-helpers.ts';
import { auditLedger } from '../ledger/ledger.service.ts';

// The vendor protocol under concurrency: the calls of a round (its debit, the credit, a rollback,
// each possibly sent more than once) arrive in any order and at the same time, as a vendor
// retrying after a timeout sends them. Whatever the interleaving, the answers must tell the
// vendor the truth about the money: the balance moves by exactly what the answers say.

let t: TestApp;
let v: Awaited<ReturnType<typeof vendorClient>>;
beforeAll(async () => {
  // Merchant settings cached as in service, so calls made together reach the batches together.
  t = await createTestApp({ SETTINGS_CACHE_MS: 60_000 });
  v = await vendorClient(t.app);
});
afterAll(async () => {
  const audit = await auditLedger(t.app.database.db);
  expect(audit.ok, JSON.stringify(audit)).toBe(true);
  await t.close();
});

/** Every refusal a call of this test may meet (docs/vendor-protocol.md); anything else fails it. */
const DOCUMENTED = new Set([
  'INSUFFICIENT_FUNDS',
  'TRANSACTION_ROLLED_BACK',
  'ROUND_NOT_FOUND',
  'ROUND_ROLLED_BACK',
  'ROUND_CLOSED',
]);

type Answer = { ok: true; id: string; replayed: boolean } | { ok: false; code: string };
function answerOf(response: LightMyRequestResponse): Answer {
  const body = response.json();
  if (response.statusCode === 200 && body.success)
    return { ok: true, id: body.value.platformTransactionId, replayed: body.value.replayed };
  expect(DOCUMENTED.has(body.code), `${response.statusCode} ${response.body}`).toBe(true);
  return { ok: false, code: body.code };
}

const balanceOf = async (p: VendorPlayer) =>
  (await v.call('balance', { sessionToken: p.session })).json().value.balance as number;

/** The answers to one transaction id: every success names one platform transaction, once new. */
function settledOnce(answers: Answer[], what: string): boolean {
  const oks = answers.filter((a): a is Extract<Answer, { ok: true }> => a.ok);
  expect(new Set(oks.map((a) => a.id)).size, what).toBeLessThanOrEqual(1);
  expect(oks.filter((a) => !a.replayed).length, what).toBeLessThanOrEqual(1);
  return oks.length > 0;
}

describe('vendor calls of one round arriving together', () => {
  it('never keeps a stake whose rollback was answered, when the debit and its rollback cross', async () => {
    const p = await v.player(1_000_000n);
    let expected = 1_000_000;
    for (let i = 0; i < 30; i++) {
      const [d, rb] = await Promise.all([
        v.debit(p.session, `x-d-${i}`, `x-r-${i}`, 1_000),
        // The rollback sets off a little later each time, to meet the debit at every stage.
        wait(i % 6).then(() => v.rollback(p.id, `x-rb-${i}`, `x-d-${i}`, `x-r-${i}`)),
      ]);
      const debited = answerOf(d).ok;
      const rolledBack = answerOf(rb).ok;
      // A rollback answered means the stake is not kept, whichever came first.
      if (debited && !rolledBack) expected -= 1_000;
      expect(await balanceOf(p), `round ${i}: ${d.body} ${rb.body}`).toBe(expected);
    }
  });

  it('settles a round one way only when its debit, credit and rollback all cross', async () => {
    const p = await v.player(1_000_000n);
    let expected = 1_000_000;
    for (let i = 0; i < 60; i++) {
      const [d, c, rb] = await Promise.all([
        v.debit(p.session, `y-d-${i}`, `y-r-${i}`, 1_000),
        wait((i * 7) % 5).then(() => v.credit(p.id, `y-c-${i}`, `y-r-${i}`, 2_500)),
        wait(i % 4).then(() => v.rollback(p.id, `y-rb-${i}`, `y-d-${i}`, `y-r-${i}`)),
      ]);
      const [debited, credited, rolledBack] = [d, c, rb].map((r) => answerOf(r).ok);
      const story = `round ${i}: ${d.body} ${c.body} ${rb.body}`;
      if (credited) expect(debited && !rolledBack, story).toBe(true);
      if (debited && !rolledBack) expected -= 1_000;
      if (credited) expected += 2_500;
      expect(await balanceOf(p), story).toBe(expected);
    }
  });

  it('moves each balance by exactly what the answers say, in any order and with retries', async () => {
    const round = fc.record({
      stake: fc.integer({ min: 1, max: 4_000 }),
      debits: fc.integer({ min: 1, max: 3 }),
      payout: fc.integer({ min: 0, max: 6_000 }),
      credits: fc.integer({ min: 0, max: 2 }),
      rollbacks: fc.integer({ min: 0, max: 2 }),
    });
    const scenario = fc.record({
      rounds: fc.array(round, { minLength: 1, maxLength: 6 }),
      // Start delays in ms, spread over the calls in order: some meet in a batch, some do not.
      delays: fc.array(fc.constantFrom(0, 0, 0, 1, 3), { minLength: 40, maxLength: 40 }),
      seed: fc.integer(),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(scenario, async ({ rounds, delays, seed }) => {
        run += 1;
        const funds = 8_000;
        const p = await v.player(BigInt(funds));
        type Call = {
          round: number;
          kind: 'debit' | 'credit' | 'rollback';
          send: () => Promise<LightMyRequestResponse>;
        };
        const calls: Call[] = [];
        rounds.forEach((r, i) => {
          const ids = {
            d: `p${run}-d-${i}`,
            c: `p${run}-c-${i}`,
            rb: `p${run}-rb-${i}`,
            r: `p${run}-r-${i}`,
          };
          for (let k = 0; k < r.debits; k++)
            calls.push({ round: i, kind: 'debit', send: () => v.debit(p.session, ids.d, ids.r, r.stake) });
          for (let k = 0; k < r.credits; k++)
            calls.push({ round: i, kind: 'credit', send: () => v.credit(p.id, ids.c, ids.r, r.payout) });
          for (let k = 0; k < r.rollbacks; k++)
            calls.push({ round: i, kind: 'rollback', send: () => v.rollback(p.id, ids.rb, ids.d, ids.r) });
        });
        // A seeded shuffle: the order the calls set off in.
        let state = seed >>> 0 || 1;
        for (let i = calls.length - 1; i > 0; i--) {
          state = (state * 1_103_515_245 + 12_345) >>> 0;
          const j = state % (i + 1);
          [calls[i], calls[j]] = [calls[j] as Call, calls[i] as Call];
        }
        const responses = await Promise.all(
          calls.map(async (c, i) => {
            await wait(delays[i % delays.length] ?? 0);
            return c.send();
          }),
        );
        const answers = responses.map(answerOf);

        let expected = funds;
        rounds.forEach((r, i) => {
          const of = (kind: Call['kind']) =>
            answers.filter((_, n) => calls[n]?.round === i && calls[n]?.kind === kind);
          const debited = settledOnce(of('debit'), `debit of round ${i}`);
          const credited = settledOnce(of('credit'), `credit of round ${i}`);
          const rolledBack = settledOnce(of('rollback'), `rollback of round ${i}`);
          const story = `round ${i}: ${JSON.stringify({ r, debited, credited, rolledBack })}`;
          // A round is credited only after its debit, and settles one way only.
          if (credited) expect(debited && !rolledBack, story).toBe(true);
          if (debited && !rolledBack) expected -= r.stake;
          if (credited) expected += r.payout;
        });
        expect(await balanceOf(p), JSON.stringify({ rounds, answers })).toBe(expected);
      }),
      { numRuns: 40 },
    );
  });
});
