import { randomInt } from 'node:crypto';
import { AppError } from '@portal/contracts/errors';
import type { Db, Tx } from '../../db/schema.ts';
import { sha256 } from '../identity/secrets.ts';
import * as repo from './ledger.repo.ts';

/** What a transfer is: its postings, key and fingerprint, and the accounts it moves. */

/** House accounts are split so concurrent movements do not queue on one row. */
export const HOUSE_SHARDS = 16;

export type AccountKey =
  | { owner: 'member'; memberId: string; kind: string; currency: string }
  | { owner: 'house'; kind: string; currency: string };

export type Posting = { account: AccountKey; amount: bigint };

export type TransferRequest = {
  merchantId: string;
  /** Unique per merchant for ever: the same key again returns the first result and moves nothing. */
  key: string;
  type: string;
  memberId?: string | null;
  memo?: Record<string, unknown>;
  postings: Posting[];
};

export type TransferResult = {
  transferId: string;
  replayed: boolean;
  entries: { accountId: string; amount: bigint; balanceAfter: bigint }[];
};

const describeKey = (k: AccountKey) =>
  k.owner === 'member' ? `m:${k.memberId}:${k.kind}:${k.currency}` : `h:${k.kind}:${k.currency}`;

/** What a request means, so a key reused for a different movement is refused, not replayed. */
export const fingerprintOf = (req: TransferRequest) =>
  sha256(JSON.stringify([req.type, req.postings.map((p) => [describeKey(p.account), p.amount.toString()])]));

export function validatePostings(postings: Posting[]): void {
  if (postings.length < 2) throw new Error('a transfer needs at least two entries');
  let total = 0n;
  for (const p of postings) {
    if (p.amount === 0n) throw new Error('a ledger entry cannot be zero');
    total += p.amount;
  }
  if (total !== 0n) throw new Error(`entries must sum to zero, got ${total}`);
}

/** A member balance that would have gone below zero failed the statement (its CHECK). */
export const isInsufficientFunds = (error: unknown) => (error as { code?: string }).code === '23514';

/**
 * Account ids by merchant, owner, kind, currency and shard, per database: accounts are never
 * deleted or re-keyed. Bounded: past the limit it starts over rather than grow without end.
 */
const accountIdsByDb = new WeakMap<Db, Map<string, string>>();
const ACCOUNT_ID_CACHE_LIMIT = 100_000;

async function accountIdOf(db: Db, merchantId: string, account: AccountKey, shard: number): Promise<string> {
  let accountIds = accountIdsByDb.get(db);
  if (!accountIds || accountIds.size >= ACCOUNT_ID_CACHE_LIMIT) {
    accountIds = new Map();
    accountIdsByDb.set(db, accountIds);
  }
  const cacheKey = `${merchantId}|${describeKey(account)}|${shard}`;
  const cached = accountIds.get(cacheKey);
  if (cached) return cached;
  const id = await repo.findOrCreateAccount(db, {
    merchantId,
    memberId: account.owner === 'member' ? account.memberId : null,
    kind: account.kind,
    currency: account.currency,
    shard,
  });
  accountIds.set(cacheKey, id);
  return id;
}

/** A transfer's accounts, resolved before posting it (`resolveAccounts`). */
export type ResolvedAccounts = {
  merchantId: string;
  /** What each posting was, in the request's order, so they cannot serve another transfer. */
  postingKeys: string[];
  /** In account-id order, the order balances are locked in. */
  postings: { accountId: string; amount: bigint; isMember: boolean }[];
};

export const postingKeysOf = (postings: Posting[]) =>
  postings.map((p) => `${describeKey(p.account)}:${p.amount}`);

/**
 * The account ids of a transfer's postings through `db`, outside any transaction: cached, or
 * found, or created empty and committed at once. Null when two postings share an account (one
 * update per entry is needed then: the full path does that). A caller that posts inside its
 * own transaction resolves first, before it takes a connection for that transaction, and
 * passes the result to `postTransfer`. House accounts are a random shard of theirs, or
 * `houseShard` (a batch writing several transfers at once keeps to one shard, so batches
 * written side by side do not wait on each other's house balances).
 */
export async function resolveAccounts(
  db: Db,
  req: Pick<TransferRequest, 'merchantId' | 'postings'>,
  houseShard?: number,
): Promise<ResolvedAccounts | null> {
  const postings = await Promise.all(
    req.postings.map(async (p) => ({
      accountId: await accountIdOf(
        db,
        req.merchantId,
        p.account,
        p.account.owner === 'house' ? (houseShard ?? randomInt(HOUSE_SHARDS)) % HOUSE_SHARDS : 0,
      ),
      amount: p.amount,
      isMember: p.account.owner === 'member',
    })),
  );
  if (new Set(postings.map((p) => p.accountId)).size !== postings.length) return null;
  postings.sort((a, b) => (BigInt(a.accountId) < BigInt(b.accountId) ? -1 : 1));
  return { merchantId: req.merchantId, postingKeys: postingKeysOf(req.postings), postings };
}

export const transferRow = (req: TransferRequest, fingerprint: string) => ({
  merchant_id: req.merchantId,
  idempotency_key: req.key,
  type: req.type,
  member_id: req.memberId ?? null,
  memo: JSON.stringify({ ...req.memo, fingerprint }),
});

/** INSUFFICIENT_FUNDS with the refused account's balance as it stands (0 when unknown). */
export async function insufficientFunds(db: Db | Tx, accountId: string | undefined): Promise<AppError> {
  const current = accountId ? await repo.balanceOf(db, accountId) : undefined;
  return new AppError('INSUFFICIENT_FUNDS', 'Insufficient balance', 422, {
    balance: Number(current?.balance ?? 0),
  });
}

/** A transfer one statement wrote: its rows are the entries, in the postings' order. */
export const writtenByStatement = (
  transferId: string,
  rows: { account_id: string | null; balance: string | null }[],
  postings: { amount: bigint }[],
): TransferResult => ({
  transferId,
  replayed: false,
  entries: rows.map((r, i) => ({
    accountId: r.account_id as string,
    amount: postings[i]?.amount as bigint,
    balanceAfter: BigInt(r.balance as string),
  })),
});

/**
 * The transfers a batch statement wrote (`transferBatchCtes`), in the batch's order: each with
 * its entries in its postings' order; null for one it did not write.
 */
export function resultsOfBatch(
  postingsOfEach: { accountId: string; amount: bigint }[][],
  written: { transfers: [number, string][] | null; balances: [number, string, string][] | null },
): (TransferResult | null)[] {
  const ids = new Map(written.transfers ?? []);
  const balances = new Map<string, bigint>();
  for (const [seq, accountId, balance] of written.balances ?? [])
    balances.set(`${seq}|${accountId}`, BigInt(balance));
  return postingsOfEach.map((postings, seq) => {
    const transferId = ids.get(seq);
    if (!transferId) return null;
    return {
      transferId,
      replayed: false,
      entries: postings.map((posting) => ({
        accountId: posting.accountId,
        amount: posting.amount,
        balanceAfter: balances.get(`${seq}|${posting.accountId}`) as bigint,
      })),
    };
  });
}
