import type { Db } from '../../db/schema.ts';
import { createCoalescer, type Settled } from '../../lib/coalescer.ts';
import type { MemberAccount } from './ledger.balances.ts';
import * as repo from './ledger.repo.ts';
import {
  insufficientFunds,
  isInsufficientFunds,
  type ResolvedAccounts,
  resultsOfBatch,
  type TransferRequest,
  type TransferResult,
  transferRow,
  writtenByStatement,
} from './ledger.request.ts';

/** Transfers outside any transaction: one statement each, or many in one (group commit). */

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
    throw await insufficientFunds(db, postings.find((p) => p.amount < 0n && p.isMember)?.accountId);
  }
  if (rows.length === 0) return null; // the key was used before: the replay path answers
  return writtenByStatement(rows[0]?.transfer_id as string, rows, postings);
}

export type Pending = {
  req: TransferRequest;
  fingerprint: string;
  accounts: ResolvedAccounts;
  /** A member whose accounts the caller reads next: a batch answers them with its statement. */
  readMember?: string;
};
/** A posted transfer (null: the full path must answer) and, when a batch read them, the accounts. */
export type Posted = { result: TransferResult | null; memberAccounts?: MemberAccount[] };

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
  const results = resultsOfBatch(
    batch.map((p) => p.accounts.postings),
    written,
  );
  return batch.map((p, seq) => {
    const result = results[seq];
    if (!result) return { ok: false, error: new Error('a batched transfer was not written') };
    return {
      ok: true,
      value: { result, memberAccounts: p.readMember ? accountsOf.get(p.readMember) : undefined },
    };
  });
}

/** Posts through this database's batcher (null result: the full path must answer). */
export function postThroughBatcher(db: Db, pending: Pending): Promise<Posted> {
  let post = batchersByDb.get(db);
  if (!post) {
    post = createBatcher(db);
    batchersByDb.set(db, post);
  }
  return post(pending);
}
