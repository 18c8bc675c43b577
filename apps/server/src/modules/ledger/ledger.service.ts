import { randomInt } from 'node:crypto';
import { AppError } from '@portal/contracts/errors';
import type { RawBuilder } from 'kysely';
import type { Db, Tx } from '../../db/schema.ts';
import { createCoalescer, type Settled } from '../../lib/coalescer.ts';
import { sha256 } from '../identity/secrets.ts';
import * as repo from './ledger.repo.ts';

export type { TransferOutcome } from './ledger.repo.ts';

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
const fingerprintOf = (req: TransferRequest) =>
  sha256(JSON.stringify([req.type, req.postings.map((p) => [describeKey(p.account), p.amount.toString()])]));

function inTransaction<T>(db: Db | Tx, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : (db as Db).transaction().execute(work);
}

export function validatePostings(postings: Posting[]): void {
  if (postings.length < 2) throw new Error('a transfer needs at least two entries');
  let total = 0n;
  for (const p of postings) {
    if (p.amount === 0n) throw new Error('a ledger entry cannot be zero');
    total += p.amount;
  }
  if (total !== 0n) throw new Error(`entries must sum to zero, got ${total}`);
}

/**
 * Posts one balanced transfer: the transfer row (unique key), every balance change and every
 * entry commit together or not at all. Balances are locked in account-id order so two
 * transfers over the same accounts cannot deadlock.
 */
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

const postingKeysOf = (postings: Posting[]) => postings.map((p) => `${describeKey(p.account)}:${p.amount}`);

/**
 * The account ids of a transfer's postings through `db`, outside any transaction: cached, or
 * found, or created empty and committed at once. Null when two postings share an account (one
 * update per entry is needed then: the full path does that). A caller that posts inside its
 * own transaction resolves first, before it takes a connection for that transaction, and
 * passes the result to `postTransfer`.
 */
export async function resolveAccounts(
  db: Db,
  req: Pick<TransferRequest, 'merchantId' | 'postings'>,
): Promise<ResolvedAccounts | null> {
  const postings = await Promise.all(
    req.postings.map(async (p) => ({
      accountId: await accountIdOf(
        db,
        req.merchantId,
        p.account,
        p.account.owner === 'house' ? randomInt(HOUSE_SHARDS) : 0,
      ),
      amount: p.amount,
      isMember: p.account.owner === 'member',
    })),
  );
  if (new Set(postings.map((p) => p.accountId)).size !== postings.length) return null;
  postings.sort((a, b) => (BigInt(a.accountId) < BigInt(b.accountId) ? -1 : 1));
  return { merchantId: req.merchantId, postingKeys: postingKeysOf(req.postings), postings };
}

const transferRow = (req: TransferRequest, fingerprint: string) => ({
  merchant_id: req.merchantId,
  idempotency_key: req.key,
  type: req.type,
  member_id: req.memberId ?? null,
  memo: JSON.stringify({ ...req.memo, fingerprint }),
});

/**
 * Outside a caller's transaction, a transfer is one statement: one round trip, and the balance
 * rows are locked only while it runs and commits (no hot wallet held across round trips).
 */
async function postInOneStatement(
  db: Db,
  req: TransferRequest,
  fingerprint: string,
  resolved: ResolvedAccounts,
): Promise<TransferResult | null> {
  const { postings } = resolved;
  let rows: Awaited<ReturnType<typeof repo.postTransferStatement>>;
  try {
    rows = await repo.postTransferStatement(db, transferRow(req, fingerprint), postings);
  } catch (error) {
    if (!isInsufficientFunds(error)) throw error;
    const debited = postings.find((p) => p.amount < 0n && p.isMember);
    const current = debited ? await repo.balanceOf(db, debited.accountId) : undefined;
    throw new AppError('INSUFFICIENT_FUNDS', 'Insufficient balance', 422, {
      balance: Number(current?.balance ?? 0),
    });
  }
  if (rows.length === 0) return null; // the key was used before: the replay path answers
  return {
    transferId: rows[0]?.transfer_id as string,
    replayed: false,
    entries: rows.map((r, i) => ({
      accountId: r.account_id as string,
      amount: postings[i]?.amount as bigint,
      balanceAfter: BigInt(r.balance as string),
    })),
  };
}

type Pending = {
  req: TransferRequest;
  fingerprint: string;
  accounts: ResolvedAccounts;
  /** A member whose accounts the caller reads next: a batch answers them with its statement. */
  readMember?: string;
};
/** A posted transfer (null: the full path must answer) and, when a batch read them, the accounts. */
type Posted = { result: TransferResult | null; memberAccounts?: MemberAccount[] };

/** Transfers waiting to go out together, per database (see `createCoalescer`). */
const batchersByDb = new WeakMap<Db, ReturnType<typeof createBatcher>>();
/** Statements of transfers in flight at once; the rest wait and go out as one. */
const TRANSFERS_IN_FLIGHT = 1;
const TRANSFER_BATCH_LIMIT = 64;

function createBatcher(db: Db) {
  /** Keys waiting or in flight: a second request with a key waits for the first, then replays. */
  const keysInFlight = new Map<string, Promise<unknown>>();
  const coalescer = createCoalescer<Pending, Posted>(
    (batch) => (batch.length === 1 ? postAlone(db, batch) : postTogether(db, batch)),
    { maxInFlight: TRANSFERS_IN_FLIGHT, maxBatch: TRANSFER_BATCH_LIMIT },
  );
  return async (pending: Pending): Promise<Posted> => {
    const key = `${pending.req.merchantId}|${pending.req.key}`;
    const earlier = keysInFlight.get(key);
    if (earlier) {
      await earlier.catch(() => undefined);
      return { result: null }; // the full path answers: a replay, or a retry after a refusal
    }
    const posted = coalescer.submit(pending);
    keysInFlight.set(key, posted);
    try {
      return await posted;
    } finally {
      if (keysInFlight.get(key) === posted) keysInFlight.delete(key);
    }
  };
}

/**
 * A transfer of its own: one statement (`postInOneStatement`). A batch locks accounts before
 * keys, a lone statement its key first: the same key sent to two nodes at once can deadlock
 * them, and PostgreSQL then cancels one statement (nothing written); it is tried once more.
 */
async function postAlone(db: Db, [one]: Pending[]): Promise<Settled<Posted>[]> {
  const p = one as Pending;
  const post = async () => ({ result: await postInOneStatement(db, p.req, p.fingerprint, p.accounts) });
  try {
    return [
      {
        ok: true,
        value: await post().catch((error) => (isDeadlock(error) ? post() : Promise.reject(error))),
      },
    ];
  } catch (error) {
    return [{ ok: false, error }];
  }
}

const isDeadlock = (error: unknown) => (error as { code?: string }).code === '40P01';

/**
 * Transfers together in one statement and one commit. When any of them cannot be written as
 * asked (a used key, short funds, a lost race for a key or a deadlock) nothing is written, and
 * each is posted on its own, so one refusal never decides another's outcome.
 */
async function postTogether(db: Db, batch: Pending[]): Promise<Settled<Posted>[]> {
  let written: Awaited<ReturnType<typeof repo.postTransferBatch>> | null = null;
  const readMembers = [...new Set(batch.flatMap((p) => (p.readMember ? [p.readMember] : [])))];
  try {
    written = await repo.postTransferBatch(
      db,
      batch.map((p) => ({ row: transferRow(p.req, p.fingerprint), postings: p.accounts.postings })),
      readMembers,
    );
  } catch {
    // Nothing of a failed statement is written; each transfer then meets its own outcome.
  }
  if (!written?.ok)
    return Promise.all(batch.map((p) => postAlone(db, [p]).then((s) => s[0] as Settled<Posted>)));
  const accountsOf = new Map<string, MemberAccount[]>(readMembers.map((id) => [id, []]));
  for (const [memberId, kind, currency, balance] of written.memberAccounts)
    accountsOf.get(memberId)?.push({ kind, currency, balance: BigInt(balance) });
  const ids = new Map(written.transfers);
  const balances = new Map<string, bigint>();
  for (const [seq, accountId, balance] of written.balances)
    balances.set(`${seq}|${accountId}`, BigInt(balance));
  return batch.map((p, seq) => {
    const transferId = ids.get(seq);
    if (!transferId) return { ok: false, error: new Error('a batched transfer was not written') };
    const result: TransferResult = {
      transferId,
      replayed: false,
      entries: p.accounts.postings.map((posting) => ({
        accountId: posting.accountId,
        amount: posting.amount,
        balanceAfter: balances.get(`${seq}|${posting.accountId}`) as bigint,
      })),
    };
    return {
      ok: true,
      value: { result, memberAccounts: p.readMember ? accountsOf.get(p.readMember) : undefined },
    };
  });
}

/**
 * Inside a caller's transaction, with its accounts resolved beforehand, a transfer is one
 * statement too. A member balance that would go below zero is INSUFFICIENT_FUNDS, thrown after
 * part of the statement was written: the caller must undo its transaction (as with the full
 * path, which also throws after earlier balances were updated). Null when the key was used
 * before (nothing written): the full path answers the replay.
 */
async function postInCallersTransaction(
  tx: Tx,
  req: TransferRequest,
  fingerprint: string,
  postings: ResolvedAccounts['postings'],
): Promise<TransferResult | null> {
  const rows = await repo.postTransferStatement(tx, transferRow(req, fingerprint), postings, true);
  const first = rows[0];
  if (!first) return null;
  // Updates stop at the first refused balance, so the ones made are the first postings.
  const done = rows.filter((r) => r.account_id !== null);
  if (done.length < postings.length) {
    const refused = postings[done.length];
    const current = refused ? await repo.balanceOf(tx, refused.accountId) : undefined;
    throw new AppError('INSUFFICIENT_FUNDS', 'Insufficient balance', 422, {
      balance: Number(current?.balance ?? 0),
    });
  }
  return {
    transferId: first.transfer_id,
    replayed: false,
    entries: done.map((r, i) => ({
      accountId: r.account_id as string,
      amount: postings[i]?.amount as bigint,
      balanceAfter: BigInt(r.balance as string),
    })),
  };
}

/** A member balance that would have gone below zero failed the statement (its CHECK). */
export const isInsufficientFunds = (error: unknown) => (error as { code?: string }).code === '23514';

/** A transfer written by a caller's own statement, with the caller's rows (`embedTransfer`). */
export type EmbeddedTransfer = {
  /** CTEs to put after the caller's own. */
  ctes: RawBuilder<unknown>[];
  /** Columns for the statement's answer: pass its row to `outcome`. */
  columns: RawBuilder<unknown>;
  /** The transfer, or null when the caller's condition did not hold and nothing was written. */
  outcome(row: repo.TransferOutcome | undefined): TransferResult | null;
};

/**
 * A transfer as part of a statement the caller writes (one round trip and one commit for the
 * caller's rows and the money). It is written only if `onlyIf`, a condition over the caller's
 * CTEs, holds; the key must then be new. A member balance going below zero fails the whole
 * statement: see `isInsufficientFunds`. `accounts` from `resolveAccounts`, for these postings.
 */
export function embedTransfer(
  req: TransferRequest,
  accounts: ResolvedAccounts,
  onlyIf: RawBuilder<unknown>,
): EmbeddedTransfer {
  validatePostings(req.postings);
  assertResolvedFor(accounts, req);
  const { postings } = accounts;
  return {
    ctes: repo.transferCtes(transferRow(req, fingerprintOf(req)), postings, { onlyIf }),
    columns: repo.transferOutcomeColumns,
    outcome(row) {
      if (!row?.ledger_transfer_id) return null;
      const balances = row.ledger_entries ?? [];
      if (balances.length !== postings.length) throw new Error('the transfer wrote too few entries');
      return {
        transferId: row.ledger_transfer_id,
        replayed: false,
        entries: postings.map((p, i) => ({
          accountId: p.accountId,
          amount: p.amount,
          balanceAfter: BigInt(balances[i]?.[1] as string),
        })),
      };
    },
  };
}

function assertResolvedFor(accounts: ResolvedAccounts, req: TransferRequest): void {
  if (
    accounts.merchantId !== req.merchantId ||
    accounts.postingKeys.join('\n') !== postingKeysOf(req.postings).join('\n')
  )
    throw new Error('accounts resolved for other postings');
}

/** Outside any transaction: through the batcher (null result: the full path must answer). */
async function postOutsideTransaction(
  db: Db,
  req: TransferRequest,
  fingerprint: string,
  readMember?: string,
): Promise<Posted> {
  const accounts = await resolveAccounts(db, req);
  // The same account twice needs one update per entry: the transaction path does that.
  if (!accounts) return { result: null };
  let post = batchersByDb.get(db);
  if (!post) {
    post = createBatcher(db);
    batchersByDb.set(db, post);
  }
  return post({ req, fingerprint, accounts, readMember });
}

/**
 * A transfer outside any transaction, then `memberId`'s accounts: read by the batch statement
 * that wrote the transfer when it went out with others (their balances as that statement left
 * them), else read after it.
 */
export async function postTransferThenReadMember(
  db: Db,
  req: TransferRequest,
  memberId: string,
): Promise<{ result: TransferResult; accounts: MemberAccount[] }> {
  validatePostings(req.postings);
  const posted = await postOutsideTransaction(db, req, fingerprintOf(req), memberId);
  const result = posted.result ?? (await postTransfer(db, req));
  return { result, accounts: posted.memberAccounts ?? (await memberAccounts(db, memberId)) };
}

/**
 * `accounts`: inside a caller's transaction, the postings' accounts from `resolveAccounts`
 * (made for this request's merchant and postings), so the transfer is one statement.
 */
export async function postTransfer(
  db: Db | Tx,
  req: TransferRequest,
  accounts?: ResolvedAccounts | null,
): Promise<TransferResult> {
  validatePostings(req.postings);
  const fingerprint = fingerprintOf(req);
  if (!db.isTransaction) {
    const done = (await postOutsideTransaction(db as Db, req, fingerprint)).result;
    if (done) return done;
  } else if (accounts) {
    assertResolvedFor(accounts, req);
    const done = await postInCallersTransaction(db as Tx, req, fingerprint, accounts.postings);
    if (done) return done;
  }
  return inTransaction(db, async (tx) => {
    const inserted = await repo.insertTransfer(tx, {
      merchant_id: req.merchantId,
      idempotency_key: req.key,
      type: req.type,
      member_id: req.memberId ?? null,
      memo: JSON.stringify({ ...req.memo, fingerprint }),
    });
    if (!inserted) {
      const first = await repo.findTransferByKey(tx, req.merchantId, req.key);
      if (!first || first.memo.fingerprint !== fingerprint) {
        throw new AppError(
          'IDEMPOTENCY_CONFLICT',
          'This request id was already used for a different operation',
        );
      }
      const entries = await repo.entriesOfTransfer(tx, first.id);
      return {
        transferId: first.id,
        replayed: true,
        entries: entries.map((e) => ({
          accountId: e.account_id,
          amount: BigInt(e.amount),
          balanceAfter: BigInt(e.balance_after),
        })),
      };
    }

    const resolved = await Promise.all(
      req.postings.map(async (p) => ({
        accountId: await repo.findOrCreateAccount(tx, {
          merchantId: req.merchantId,
          memberId: p.account.owner === 'member' ? p.account.memberId : null,
          kind: p.account.kind,
          currency: p.account.currency,
          shard: p.account.owner === 'house' ? randomInt(HOUSE_SHARDS) : 0,
        }),
        amount: p.amount,
        isMember: p.account.owner === 'member',
      })),
    );
    resolved.sort((a, b) => (BigInt(a.accountId) < BigInt(b.accountId) ? -1 : 1));

    const entries: TransferResult['entries'] = [];
    for (const entry of resolved) {
      const updated = await repo.applyToBalance(tx, entry.accountId, entry.amount);
      if (!updated) {
        const current = await repo.balanceOf(tx, entry.accountId);
        throw new AppError('INSUFFICIENT_FUNDS', 'Insufficient balance', 422, {
          balance: Number(current?.balance ?? 0),
        });
      }
      entries.push({
        accountId: entry.accountId,
        amount: entry.amount,
        balanceAfter: BigInt(updated.balance),
      });
    }
    await repo.insertEntries(
      tx,
      entries.map((e) => ({
        transfer_id: inserted.id,
        account_id: e.accountId,
        amount: e.amount.toString(),
        balance_after: e.balanceAfter.toString(),
      })),
    );
    return { transferId: inserted.id, replayed: false, entries };
  });
}

type MemberAccount = { kind: string; currency: string; balance: bigint };

/** Balance reads waiting to go out together, per database: one read serves many requests. */
const balanceReadersByDb = new WeakMap<Db, (memberId: string) => Promise<MemberAccount[]>>();

function createBalanceReader(db: Db) {
  const coalescer = createCoalescer<string, MemberAccount[]>(
    async (memberIds) => {
      const byMember = new Map<string, MemberAccount[]>();
      for (const r of await repo.balancesOfMembers(db, [...new Set(memberIds)])) {
        const list = byMember.get(r.member_id) ?? [];
        list.push({ kind: r.kind, currency: r.currency, balance: BigInt(r.balance) });
        byMember.set(r.member_id, list);
      }
      return memberIds.map((id) => ({ ok: true, value: byMember.get(id) ?? [] }));
    },
    { maxInFlight: 1, maxBatch: 256 },
  );
  return (memberId: string) => coalescer.submit(memberId);
}

/**
 * A member's accounts and balances (ledger reads for other modules). Outside a transaction the
 * read is sent after the call (never before), so it sees every change committed before it.
 */
export async function memberAccounts(db: Db | Tx, memberId: string): Promise<MemberAccount[]> {
  if (!db.isTransaction) {
    let read = balanceReadersByDb.get(db as Db);
    if (!read) {
      read = createBalanceReader(db as Db);
      balanceReadersByDb.set(db as Db, read);
    }
    return read(memberId);
  }
  const rows = await repo.memberBalances(db, memberId);
  return rows.map((r) => ({ kind: r.kind, currency: r.currency, balance: BigInt(r.balance) }));
}

export type AuditReport = {
  ok: boolean;
  accounts: number;
  entries: number;
  grandTotal: string;
  negativeMemberBalances: number;
  accountsOutOfBalance: { id: string; balance: string; computed: string }[];
  unbalancedTransfers: { transfer_id: string; total: string; entries: string }[];
  duplicateKeys: { merchant_id: string; idempotency_key: string; n: string }[];
};

/** Recomputes every balance from its entries and checks the whole ledger sums to zero. */
export async function auditLedger(db: Db): Promise<AuditReport> {
  const [outOfBalance, unbalanced, totals, duplicates] = await Promise.all([
    repo.accountsOutOfBalance(db),
    repo.transfersNotSummingToZero(db),
    repo.grandTotal(db),
    repo.duplicateKeys(db),
  ]);
  const grand = totals?.total ?? '0';
  const negative = Number(totals?.negative ?? 0);
  return {
    ok:
      outOfBalance.length === 0 &&
      unbalanced.length === 0 &&
      grand === '0' &&
      duplicates.length === 0 &&
      negative === 0,
    accounts: Number(totals?.accounts ?? 0),
    entries: Number(totals?.entries ?? 0),
    grandTotal: grand,
    negativeMemberBalances: negative,
    accountsOutOfBalance: outOfBalance,
    unbalancedTransfers: unbalanced,
    duplicateKeys: duplicates,
  };
}
