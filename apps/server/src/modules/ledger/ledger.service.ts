import { randomInt } from 'node:crypto';
import { AppError } from '@portal/contracts/errors';
import type { RawBuilder } from 'kysely';
import type { Db, Tx } from '../../db/schema.ts';
import { type MemberAccount, memberAccounts } from './ledger.balances.ts';
import { type Posted, postThroughBatcher } from './ledger.batcher.ts';
import * as repo from './ledger.repo.ts';
import {
  fingerprintOf,
  HOUSE_SHARDS,
  insufficientFunds,
  postingKeysOf,
  type ResolvedAccounts,
  resolveAccounts,
  resultsOfBatch,
  type TransferRequest,
  type TransferResult,
  transferRow,
  validatePostings,
  writtenByStatement,
} from './ledger.request.ts';

/**
 * Posting transfers (inside a caller's transaction, inside a caller's statement, or through the
 * batcher) and the audit. Other modules take everything of the ledger from here.
 */

export { memberAccounts } from './ledger.balances.ts';
export type { TransferBatchOutcome, TransferOutcome } from './ledger.repo.ts';
export {
  type AccountKey,
  HOUSE_SHARDS,
  isInsufficientFunds,
  type Posting,
  type ResolvedAccounts,
  resolveAccounts,
  type TransferRequest,
  type TransferResult,
  validatePostings,
} from './ledger.request.ts';

function inTransaction<T>(db: Db | Tx, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : (db as Db).transaction().execute(work);
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
  if (done.length < postings.length) throw await insufficientFunds(tx, postings[done.length]?.accountId);
  return writtenByStatement(first.transfer_id, done, postings);
}

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

/** Transfers written by a caller's own batch statement, with the caller's rows (`embedTransferBatch`). */
export type EmbeddedTransferBatch = {
  /** CTEs to put after the caller's checks and before its writes (its writes read `ok`). */
  ctes: RawBuilder<unknown>[];
  /** Columns for the statement's answer: pass its row to `outcome`. */
  columns: RawBuilder<unknown>;
  /** Each transfer in the batch's order, or null when nothing was written (`ok` false). */
  outcome(row: repo.TransferBatchOutcome | undefined): TransferResult[] | null;
};

/**
 * Several transfers as part of one statement the caller writes (group commit for the caller's
 * rows and the money): all are written, or none when any key was used, any member balance would
 * go below zero or the caller's `alsoIf` does not hold; the CTE `ok` tells which, and the
 * caller's own writes must read it. `lockAfter`: see `transferBatchCtes`. `accounts` from
 * `resolveAccounts`, for each request's postings.
 */
export function embedTransferBatch(
  items: { req: TransferRequest; accounts: ResolvedAccounts }[],
  opts: { alsoIf?: RawBuilder<unknown>; lockAfter?: RawBuilder<unknown> } = {},
): EmbeddedTransferBatch {
  const transfers = items.map(({ req, accounts }) => {
    validatePostings(req.postings);
    assertResolvedFor(accounts, req);
    return { row: transferRow(req, fingerprintOf(req)), postings: accounts.postings };
  });
  return {
    ctes: repo.transferBatchCtes(transfers, opts),
    columns: repo.transferBatchColumns,
    outcome(row) {
      if (row?.ok !== true) return null;
      const results = resultsOfBatch(
        transfers.map((t) => t.postings),
        row,
      );
      if (results.some((r) => r === null)) throw new Error('a batched transfer was not written');
      return results as TransferResult[];
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
  return postThroughBatcher(db, { req, fingerprint, accounts, readMember });
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
 * A payment from a house account into a member's main wallet (a bonus, a reward, an agent's pay):
 * the balanced pair of postings, its key and the reference the account record shows.
 */
export function payFromHouse(
  db: Db | Tx,
  q: {
    merchantId: string;
    memberId: string;
    currency: string;
    amount: bigint;
    house: string;
    key: string;
    type: string;
    reference: string;
  },
): Promise<TransferResult> {
  return postTransfer(db, {
    merchantId: q.merchantId,
    key: q.key,
    type: q.type,
    memberId: q.memberId,
    memo: { reference: q.reference },
    postings: [
      {
        account: { owner: 'member', memberId: q.memberId, kind: 'main', currency: q.currency },
        amount: q.amount,
      },
      { account: { owner: 'house', kind: q.house, currency: q.currency }, amount: -q.amount },
    ],
  });
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
      if (!updated) throw await insufficientFunds(tx, entry.accountId);
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
