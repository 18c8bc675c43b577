import { AppError } from '@portal/contracts/errors';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerByUsername } from '../../test/identity-helpers.ts';
import { createTestApp, type TestApp, usingPostgres } from '../../test/test-app.ts';
import { memberBalances } from './ledger.repo.ts';
import {
  type AccountKey,
  auditLedger,
  postTransfer,
  postTransferThenReadMember,
  resolveAccounts,
  type TransferRequest,
  validatePostings,
} from './ledger.service.ts';

let t: TestApp;
let merchantId: string;
let memberIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await t.app.services.system.settingsFor('localhost')).id;
  memberIds = [];
  for (let i = 0; i < 3; i++) memberIds.push((await registerByUsername(t.app)).json().value.member.id);
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const main = (memberId: string): AccountKey => ({ owner: 'member', memberId, kind: 'main', currency: 'VND' });
const hold = (memberId: string): AccountKey => ({
  owner: 'member',
  memberId,
  kind: 'withdrawal_hold',
  currency: 'VND',
});
const vendor = (memberId: string): AccountKey => ({
  owner: 'member',
  memberId,
  kind: 'vendor:STUDIO',
  currency: 'VND',
});
const house = (kind: string): AccountKey => ({ owner: 'house', kind, currency: 'VND' });

/** As the vendor protocol posts: accounts resolved first, then one statement in its own transaction. */
async function postInTransaction(req: TransferRequest) {
  const accounts = await resolveAccounts(db(), req);
  return db()
    .transaction()
    .execute((tx) => postTransfer(tx, req, accounts));
}

describe('validatePostings', () => {
  it('refuses unbalanced, single and zero entries', () => {
    expect(() => validatePostings([{ account: house('cash'), amount: 5n }])).toThrow();
    expect(() =>
      validatePostings([
        { account: house('cash'), amount: 5n },
        { account: house('bank'), amount: -4n },
      ]),
    ).toThrow();
    expect(() =>
      validatePostings([
        { account: house('cash'), amount: 0n },
        { account: house('bank'), amount: 0n },
      ]),
    ).toThrow();
  });
});

type Op =
  | { kind: 'deposit'; who: number; amount: number }
  | { kind: 'toVendor' | 'fromVendor' | 'withdraw'; who: number; amount: number }
  | { kind: 'reject' | 'pay'; who: number; amount: number }
  | { kind: 'replay' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    who: fc.nat(2),
    amount: fc.integer({ min: 1, max: 1_000_000 }),
  }),
  fc.record({
    kind: fc.constantFrom('toVendor' as const, 'fromVendor' as const, 'withdraw' as const),
    who: fc.nat(2),
    amount: fc.integer({ min: 1, max: 600_000 }),
  }),
  fc.record({
    kind: fc.constantFrom('reject' as const, 'pay' as const),
    who: fc.nat(2),
    amount: fc.integer({ min: 1, max: 600_000 }),
  }),
  fc.constant({ kind: 'replay' as const }),
);

describe('postTransfer under random sequences', () => {
  it('keeps every balance equal to its entries, the sum zero, nothing negative, replays free', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), async (ops) => {
        run++;
        // The model: what each member account should hold.
        const model = new Map<string, bigint>();
        const get = (k: AccountKey) => model.get(JSON.stringify(k)) ?? 0n;
        const accounts = memberIds.flatMap((m) => [main(m), hold(m), vendor(m)]);
        const stored = async () => {
          const out = new Map<string, bigint>();
          for (const m of memberIds) {
            for (const row of await memberBalances(db(), m))
              out.set(
                JSON.stringify({ owner: 'member', memberId: m, kind: row.kind, currency: row.currency }),
                BigInt(row.balance),
              );
          }
          return out;
        };
        // Balances carry over between runs: start the model from what the database holds.
        for (const [k, v] of await stored()) model.set(k, v);
        const keys: { key: string; postings: { account: AccountKey; amount: bigint }[]; type: string }[] = [];
        let n = 0;
        for (const op of ops) {
          let type: string;
          let postings: { account: AccountKey; amount: bigint }[];
          if (op.kind === 'replay') {
            const earlier = keys.at(-1);
            if (!earlier) continue;
            const again = await postTransfer(db(), { merchantId, ...earlier });
            expect(again.replayed).toBe(true);
            continue;
          }
          const m = memberIds[op.who] as string;
          const amount = BigInt(op.amount);
          switch (op.kind) {
            case 'deposit':
              type = 'deposit';
              postings = [
                { account: house('deposits'), amount: -amount },
                { account: main(m), amount },
              ];
              break;
            case 'toVendor':
              type = 'wallet_transfer';
              postings = [
                { account: main(m), amount: -amount },
                { account: vendor(m), amount },
              ];
              break;
            case 'fromVendor':
              type = 'wallet_transfer';
              postings = [
                { account: vendor(m), amount: -amount },
                { account: main(m), amount },
              ];
              break;
            case 'withdraw':
              type = 'withdrawal_request';
              postings = [
                { account: main(m), amount: -amount },
                { account: hold(m), amount },
              ];
              break;
            case 'reject':
              type = 'withdrawal_reject';
              postings = [
                { account: hold(m), amount: -amount },
                { account: main(m), amount },
              ];
              break;
            case 'pay':
              type = 'withdrawal_paid';
              postings = [
                { account: hold(m), amount: -amount },
                { account: house('withdrawals'), amount },
              ];
              break;
          }
          const key = `prop-${run}-${n++}-${Math.random()}`;
          const enough = postings.every(
            (p) => p.account.owner === 'house' || get(p.account) + p.amount >= 0n,
          );
          try {
            // Every other movement as a caller's transaction with resolved accounts.
            const post = n % 2 ? postInTransaction : (req: TransferRequest) => postTransfer(db(), req);
            const result = await post({ merchantId, key, type, memberId: m, postings });
            expect(enough).toBe(true);
            expect(result.replayed).toBe(false);
            for (const p of postings)
              if (p.account.owner === 'member')
                model.set(JSON.stringify(p.account), get(p.account) + p.amount);
            keys.push({ key, postings, type });
          } catch (error) {
            if (!(error instanceof AppError) || error.code !== 'INSUFFICIENT_FUNDS') throw error;
            expect(enough).toBe(false);
          }
        }
        const report = await auditLedger(db());
        expect(report, JSON.stringify(report)).toMatchObject({
          ok: true,
          grandTotal: '0',
          negativeMemberBalances: 0,
        });
        const after = await stored();
        for (const k of accounts) expect(after.get(JSON.stringify(k)) ?? 0n, JSON.stringify(k)).toBe(get(k));
        return true;
      }),
      { numRuns: 30 },
    );
  });

  it('refuses a key reused for a different movement, and moves nothing', async () => {
    const m = memberIds[0] as string;
    const key = `conflict-${Math.random()}`;
    await postTransfer(db(), {
      merchantId,
      key,
      type: 'deposit',
      postings: [
        { account: house('deposits'), amount: -100n },
        { account: main(m), amount: 100n },
      ],
    });
    const before = await auditLedger(db());
    await expect(
      postTransfer(db(), {
        merchantId,
        key,
        type: 'deposit',
        postings: [
          { account: house('deposits'), amount: -999n },
          { account: main(m), amount: 999n },
        ],
      }),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect((await auditLedger(db())).entries).toBe(before.entries);
  });
});

describe("postTransfer inside a caller's transaction with resolved accounts", () => {
  it('posts once, answers a replay with the first transfer, and refuses other postings', async () => {
    const m = (await registerByUsername(t.app)).json().value.member.id as string;
    const key = `tx-${Math.random()}`;
    const req: TransferRequest = {
      merchantId,
      key,
      type: 'deposit',
      memberId: m,
      postings: [
        { account: house('deposits'), amount: -700n },
        { account: main(m), amount: 700n },
      ],
    };
    const first = await postInTransaction(req);
    expect(first.replayed).toBe(false);
    expect(first.entries.find((e) => e.amount === 700n)?.balanceAfter).toBe(700n);
    const again = await postInTransaction(req);
    expect(again).toMatchObject({ replayed: true, transferId: first.transferId });
    expect((await memberBalances(db(), m)).find((r) => r.kind === 'main')?.balance).toBe('700');
    const other = await resolveAccounts(db(), { merchantId, postings: req.postings.slice().reverse() });
    await expect(
      db()
        .transaction()
        .execute((tx) => postTransfer(tx, { ...req, key: `${key}-other` }, other)),
    ).rejects.toThrow('accounts resolved for other postings');
    expect((await auditLedger(db())).ok).toBe(true);
  });

  it('refuses insufficient funds with the balance, whichever account is locked first, and moves nothing', async () => {
    const m = (await registerByUsername(t.app)).json().value.member.id as string;
    await postInTransaction({
      merchantId,
      key: `tx-fund-${Math.random()}`,
      type: 'deposit',
      postings: [
        { account: house('deposits'), amount: -500n },
        { account: main(m), amount: 500n },
      ],
    });
    // The hold account now exists too, so one direction locks the refused account second.
    await postInTransaction({
      merchantId,
      key: `tx-hold-${Math.random()}`,
      type: 'withdrawal_request',
      postings: [
        { account: main(m), amount: -100n },
        { account: hold(m), amount: 100n },
      ],
    });
    const before = await auditLedger(db());
    for (const [from, to, balance] of [
      [main(m), hold(m), 400],
      [hold(m), main(m), 100],
    ] as const) {
      await expect(
        postInTransaction({
          merchantId,
          key: `tx-broke-${Math.random()}`,
          type: 'wallet_transfer',
          postings: [
            { account: from, amount: -1_000n },
            { account: to, amount: 1_000n },
          ],
        }),
      ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance } });
    }
    const after = await auditLedger(db());
    expect(after).toMatchObject({ ok: true, entries: before.entries });
    const rows = await memberBalances(db(), m);
    expect(Object.fromEntries(rows.map((r) => [r.kind, r.balance]))).toEqual({
      main: '400',
      withdrawal_hold: '100',
    });
  });
});

describe('postTransfer with many callers at once (batched into one statement)', () => {
  it('gives each transfer its own outcome: short funds and replays refuse only themselves, entries chain', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            who: fc.nat(2),
            kind: fc.constantFrom('deposit', 'toVendor', 'fromVendor', 'withdraw'),
            amount: fc.integer({ min: 1, max: 400_000 }),
            replayOf: fc.option(fc.nat(40), { nil: undefined }),
          }),
          { minLength: 2, maxLength: 40 },
        ),
        async (ops) => {
          run++;
          const before = new Map<string, bigint>();
          for (const m of memberIds)
            for (const row of await memberBalances(db(), m))
              before.set(`${m}:${row.kind}`, BigInt(row.balance));
          const requests = ops.map((op, i): TransferRequest => {
            const m = memberIds[op.who] as string;
            const amount = BigInt(op.amount);
            const [from, to] =
              op.kind === 'deposit'
                ? [house('deposits'), main(m)]
                : op.kind === 'toVendor'
                  ? [main(m), vendor(m)]
                  : op.kind === 'fromVendor'
                    ? [vendor(m), main(m)]
                    : [main(m), hold(m)];
            return {
              merchantId,
              key: `batch-${run}-${i}-${Math.random()}`,
              type: op.kind,
              memberId: m,
              postings: [
                { account: from, amount: -amount },
                { account: to, amount },
              ],
            };
          });
          // Some requests are sent twice at once (a replayed request), with the same key and body.
          const sent = [
            ...requests,
            ...ops.flatMap((op) =>
              op.replayOf !== undefined && requests[op.replayOf]
                ? [requests[op.replayOf] as TransferRequest]
                : [],
            ),
          ];
          const results = await Promise.allSettled(sent.map((req) => postTransfer(db(), req)));
          const expected = new Map(before);
          const freshByKey = new Map<string, number>();
          results.forEach((r, i) => {
            const req = sent[i] as TransferRequest;
            if (r.status === 'rejected') {
              expect(r.reason).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
              return;
            }
            if (r.value.replayed) return;
            freshByKey.set(req.key, (freshByKey.get(req.key) ?? 0) + 1);
            for (const p of req.postings)
              if (p.account.owner === 'member') {
                const k = `${p.account.memberId}:${p.account.kind}`;
                expected.set(k, (expected.get(k) ?? 0n) + p.amount);
              }
          });
          for (const n of freshByKey.values()) expect(n).toBe(1);
          for (const m of memberIds)
            for (const row of await memberBalances(db(), m))
              expect(BigInt(row.balance), `${m}:${row.kind}`).toBe(expected.get(`${m}:${row.kind}`) ?? 0n);
          const report = await auditLedger(db());
          expect(report, JSON.stringify(report)).toMatchObject({ ok: true, negativeMemberBalances: 0 });
          // Each account's entries, in the order written, step from one balance to the next.
          const broken = await sql<{ id: string }>`
            select id from (
              select id, balance_after, amount,
                lag(balance_after) over (partition by account_id order by id) as previous
              from ledger_entry) e
            where previous is not null and previous + amount <> balance_after`.execute(db());
          expect(broken.rows).toEqual([]);
          return true;
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('postTransferThenReadMember', () => {
  it("answers the member's accounts as they are after the transfer, batched or alone", async () => {
    const deposit = (m: string, amount: bigint): TransferRequest => ({
      merchantId,
      key: `read-${Math.random()}`,
      type: 'deposit',
      memberId: m,
      postings: [
        { account: house('deposits'), amount: -amount },
        { account: main(m), amount },
      ],
    });
    // Six deposits at once, two per member: they go out in batches as they arrive.
    const answers = await Promise.all(
      [...memberIds, ...memberIds].map((m, i) =>
        postTransferThenReadMember(db(), deposit(m, 10n + BigInt(i)), m),
      ),
    );
    for (const [i, m] of memberIds.entries()) {
      const mine = [answers[i], answers[i + memberIds.length]];
      const stored = (await memberBalances(db(), m)).map((r) => ({
        kind: r.kind,
        currency: r.currency,
        balance: BigInt(r.balance),
      }));
      // Whichever of a member's two deposits was written last answers with both.
      expect(mine.map((a) => a?.accounts)).toContainEqual(stored);
      for (const a of mine) expect(a?.result.replayed).toBe(false);
    }
  });
});

describe.runIf(usingPostgres)('concurrency on PostgreSQL', () => {
  it('lets exactly floor(balance / amount) of 200 simultaneous debits through, and 50 replays move money once', async () => {
    const m = (await registerByUsername(t.app)).json().value.member.id as string;
    const fund = await postTransfer(db(), {
      merchantId,
      key: `fund-${Math.random()}`,
      type: 'deposit',
      postings: [
        { account: house('deposits'), amount: -10_000n },
        { account: main(m), amount: 10_000n },
      ],
    });
    const start = fund.entries.find((e) => e.amount > 0n)?.balanceAfter ?? 0n;
    const amount = 70n;
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        postTransfer(db(), {
          merchantId,
          key: `debit-${Math.random()}-${i}`,
          type: 'bet',
          postings: [
            { account: main(m), amount: -amount },
            { account: house('bets'), amount },
          ],
        }),
      ),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled').length;
    expect(succeeded).toBe(Number(start / amount));
    const key = `replayed-${Math.random()}`;
    const replays = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        postTransfer(db(), {
          merchantId,
          key,
          type: 'deposit',
          postings: [
            { account: house('deposits'), amount: -5n },
            { account: main(m), amount: 5n },
          ],
        }),
      ),
    );
    const fresh = replays.filter((r) => r.status === 'fulfilled' && !r.value.replayed).length;
    expect(fresh).toBe(1);
    expect((await auditLedger(db())).ok).toBe(true);
  });
  it("lets exactly floor(balance / amount) of 200 simultaneous debits through callers' transactions", async () => {
    const m = (await registerByUsername(t.app)).json().value.member.id as string;
    await postTransfer(db(), {
      merchantId,
      key: `fund-tx-${Math.random()}`,
      type: 'deposit',
      postings: [
        { account: house('deposits'), amount: -10_000n },
        { account: main(m), amount: 10_000n },
      ],
    });
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        postInTransaction({
          merchantId,
          key: `debit-tx-${Math.random()}-${i}`,
          type: 'bet',
          postings: [
            { account: main(m), amount: -70n },
            { account: house('bets'), amount: 70n },
          ],
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(Math.floor(10_000 / 70));
    for (const r of results)
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect((await memberBalances(db(), m)).find((r) => r.kind === 'main')?.balance).toBe(String(10_000 % 70));
    expect((await auditLedger(db())).ok).toBe(true);
  });
});
