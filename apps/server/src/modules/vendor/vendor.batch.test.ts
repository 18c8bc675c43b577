import type { AppError } from '@portal/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type VendorPlayer, vendorClient } from '../../test/vendor-helpers.ts';
import { auditLedger } from '../ledger/ledger.service.ts';

// Group commit of the vendor protocol: debits and credits that arrive together are written in
// one statement each, and a batch that cannot be written as asked falls back to one statement
// per call. Calls made in the same turn of the event loop go out as one batch.

let t: TestApp;
let v: Awaited<ReturnType<typeof vendorClient>>;
beforeAll(async () => {
  // Merchant settings and players' limits cached as in service: calls made together then reach
  // the batch together. The clock stands still, so no cache runs out between the warm-up and the
  // batch on a busy machine (the limits' 2 s did, and one call came late).
  t = await createTestApp({ SETTINGS_CACHE_MS: 60_000 }, { clock: testClock() });
  v = await vendorClient(t.app);
});
afterAll(async () => {
  const audit = await auditLedger(t.app.database.db);
  expect(audit.ok, JSON.stringify(audit)).toBe(true);
  await t.close();
});

const GAME = 'lucky-reels';
const service = () => t.app.services.vendor;
const debit = (p: VendorPlayer, transactionId: string, roundId: string, amount: number) =>
  service().debit('IHS', { sessionToken: p.session, transactionId, roundId, gameCode: GAME, amount });
const credit = (p: VendorPlayer, transactionId: string, roundId: string, amount: number) =>
  service().credit('IHS', { playerId: p.id, transactionId, roundId, gameCode: GAME, amount });
const codeOf = (outcome: PromiseSettledResult<unknown>) =>
  outcome.status === 'rejected' ? (outcome.reason as AppError).code : 'ok';

/** Players with money, each with one round played alone (their session and accounts known). */
async function players(n: number, funds = 10_000n): Promise<VendorPlayer[]> {
  const list: VendorPlayer[] = [];
  for (let i = 0; i < n; i++) {
    const p = await v.player(funds);
    await debit(p, `warm-d-${p.id}`, `warm-${p.id}`, 100);
    await credit(p, `warm-c-${p.id}`, `warm-${p.id}`, 100);
    list.push(p);
  }
  return list;
}

/** The house accounts the bet or payout transfers of these transaction ids moved. */
async function houseAccountsOf(transactionIds: string[]) {
  const rows = await t.app.database.db
    .selectFrom('ledger_entry as e')
    .innerJoin('ledger_transfer as lt', 'lt.id', 'e.transfer_id')
    .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
    .select('a.id')
    .distinct()
    .where(
      'lt.idempotency_key',
      'in',
      transactionIds.map((id) => `vendor:IHS:${id}`),
    )
    .where('a.member_id', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}

describe('vendor calls written together', () => {
  it('writes the debits, then the credits, of many players in one statement each, answering each as if alone', async () => {
    const list = await players(6);
    const debits = await Promise.all(list.map((p, i) => debit(p, `g-d-${p.id}`, `g-r-${p.id}`, 1_000 + i)));
    debits.forEach((d, i) => {
      expect(d).toMatchObject({ balance: 10_000 - 1_000 - i, replayed: false, currency: 'VND' });
    });
    expect(new Set(debits.map((d) => d.platformTransactionId)).size).toBe(list.length);
    // One statement keeps its house postings to one shard: proof the debits went together.
    expect(await houseAccountsOf(list.map((p) => `g-d-${p.id}`))).toHaveLength(1);

    const credits = await Promise.all(
      list.map((p, i) => credit(p, `g-c-${p.id}`, `g-r-${p.id}`, 500 * i + 1)),
    );
    credits.forEach((c, i) => {
      expect(c).toMatchObject({ balance: 10_000 - 1_000 - i + 500 * i + 1, replayed: false });
    });
    expect(await houseAccountsOf(list.map((p) => `g-c-${p.id}`))).toHaveLength(1);

    const bets = await t.app.database.db
      .selectFrom('bet')
      .select(['member_id', 'stake', 'payout', 'status'])
      .where(
        'round_id',
        'in',
        list.map((p) => `g-r-${p.id}`),
      )
      .orderBy('member_id')
      .execute();
    expect(bets).toEqual(
      list.map((p, i) => ({
        member_id: p.id,
        stake: String(1_000 + i),
        payout: String(500 * i + 1),
        status: 'settled',
      })),
    );
    // Replays of batched calls answer the first result and move nothing.
    const again = await Promise.all(list.map((p, i) => debit(p, `g-d-${p.id}`, `g-r-${p.id}`, 1_000 + i)));
    again.forEach((d, i) => {
      expect(d).toMatchObject({ replayed: true, platformTransactionId: debits[i]?.platformTransactionId });
      expect(d.balance).toBe(credits[i]?.balance);
    });
  });

  it('gives each call of a batch that cannot be written as asked its own answer', async () => {
    const [rich, poor, replaying, lonely] = (await players(4)) as [
      VendorPlayer,
      VendorPlayer,
      VendorPlayer,
      VendorPlayer,
    ];
    const first = await debit(replaying, 'm-d-replay', 'm-r-replay', 700);

    const outcomes = await Promise.allSettled([
      debit(rich, 'm-d-rich', 'm-r-rich', 2_000),
      debit(poor, 'm-d-poor', 'm-r-poor', 10_001),
      debit(replaying, 'm-d-replay', 'm-r-replay', 700),
      credit(lonely, 'm-c-none', 'm-r-never-debited', 50),
    ]);
    expect(outcomes.map(codeOf)).toEqual(['ok', 'INSUFFICIENT_FUNDS', 'ok', 'ROUND_NOT_FOUND']);
    expect((outcomes[0] as PromiseFulfilledResult<{ balance: number }>).value.balance).toBe(8_000);
    expect(((outcomes[1] as PromiseRejectedResult).reason as AppError).value).toMatchObject({
      balance: 10_000,
    });
    expect((outcomes[2] as PromiseFulfilledResult<unknown>).value).toMatchObject({
      replayed: true,
      platformTransactionId: first.platformTransactionId,
      balance: 9_300,
    });

    // Credits of rounds whose debits were just rolled back settle one way only.
    const rounds = [rich, replaying];
    const [paid, refused] = await Promise.all([
      Promise.allSettled([
        credit(rich, 'm-c-rich', 'm-r-rich', 3_000),
        credit(replaying, 'm-c-replay', 'm-r-replay', 3_000),
      ]),
      v.rollback(replaying.id, 'm-rb-replay', 'm-d-replay', 'm-r-replay'),
    ]);
    expect(codeOf(paid[0] as PromiseSettledResult<unknown>)).toBe('ok');
    const creditWon = codeOf(paid[1] as PromiseSettledResult<unknown>) === 'ok';
    const rollbackBody = refused.json();
    expect(creditWon ? rollbackBody.code : 'ROUND_CLOSED').toBe('ROUND_CLOSED');
    if (!creditWon) expect(codeOf(paid[1] as PromiseSettledResult<unknown>)).toBe('ROUND_ROLLED_BACK');
    const balances = await Promise.all(rounds.map((p) => service().balance('IHS', p.session)));
    expect(balances.map((b) => b.balance)).toEqual([11_000, creditWon ? 12_300 : 10_000]);
  });
});
