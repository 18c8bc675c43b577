import { randomInt } from 'node:crypto';
import { AppError } from '@portal/contracts/errors';
import { MemberType } from '@portal/contracts/identity';
import type { VendorSession, VendorTransactionValue } from '@portal/contracts/vendor';
import type { Db, Tx } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { createCoalescer } from '../../lib/coalescer.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import * as identityRepo from '../identity/identity.repo.ts';
import { newToken, sha256 } from '../identity/secrets.ts';
import {
  type AccountKey,
  embedTransfer,
  embedTransferBatch,
  HOUSE_SHARDS,
  isInsufficientFunds,
  memberAccounts,
  type Posting,
  postTransfer,
  type ResolvedAccounts,
  resolveAccounts,
  type TransferRequest,
} from '../ledger/ledger.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import * as repo from './vendor.repo.ts';

const SESSION_MS = 12 * 60 * 60_000;
/** Remembered players and sessions per node; past this the maps start over. */
const CACHE_LIMIT = 100_000;
/**
 * Balance events wait this long, so a round's debit and credit (or a burst of calls) cost one
 * balance read and one event: the event carries the balance read after the last of them.
 */
const PUBLISH_DELAY_MS = 25;
/**
 * Calls written together at most, and batch statements of each kind (debits, credits) written at
 * once: one of each at a time keeps the batches large and PostgreSQL's work a call the lowest
 * (docs/decisions.md, "Vendor benchmark, session 17").
 */
const MAX_BATCH = 64;
const BATCHES_IN_FLIGHT = 1;

/**
 * Where responsible-gaming limits refuse a debit (DESIGN.md section 5) with `PLAYER_LIMIT`;
 * the app wires the player-protection service in, tests may leave it out.
 */
export type PlayerLimits = {
  checkDebit(member: { id: string; merchant_id: string }, amount: bigint): Promise<void>;
};
export const noPlayerLimits: PlayerLimits = { checkDebit: async () => {} };

type Member = { id: string; merchant_id: string };
type Context = { member: Member; currency: string };
/** What a money call wrote: the vendor transaction's id and the member's balance after it. */
type Written = { id: string; balance: bigint | null };
type BatchedDebit = repo.BatchDebit & { transfer: TransferRequest };
type BatchedCredit = { row: repo.NewVendorTransaction & { kind: 'credit' }; transfer: TransferRequest };

const isDeadlock = (error: unknown) => (error as { code?: string }).code === '40P01';

/** Runs `work` again (twice at most) while it fails in a way that wrote nothing (`again`). */
async function madeAgain<T>(work: () => Promise<T>, again: (error: unknown) => boolean): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await work();
    } catch (error) {
      if (!again(error) || tries >= 3) throw error;
    }
  }
}

/**
 * A rollback met its debit being written at the same moment, as a vendor that timed out on the
 * debit sends it: the attempt is undone and made again (`rollbackIn`).
 */
class DebitWrittenMeanwhile extends Error {}

type RollbackBody = {
  playerId: string;
  transactionId: string;
  debitTransactionId: string;
  roundId: string;
  gameCode: string;
};

const mainWallet = (memberId: string, currency: string): AccountKey => ({
  owner: 'member',
  memberId,
  kind: 'main',
  currency,
});
const houseFor = (vendor: string, currency: string): AccountKey => ({
  owner: 'house',
  kind: `game:${vendor}`,
  currency,
});

/** The seamless-wallet side of docs/vendor-protocol.md. Every call is one transaction. */
export function createVendorService(deps: {
  db: Db;
  clock: Clock;
  system: Pick<SystemService, 'settingsById'>;
  wallet: Pick<WalletService, 'publishBalance'>;
  limits?: PlayerLimits;
}) {
  const limits = deps.limits ?? noPlayerLimits;
  const secrets = createTtlCache<string, string | null>(60_000, deps.clock);
  const gameNames = createTtlCache<string, string>(60_000, deps.clock);

  async function mainBalance(db: Db | Tx, memberId: string, currency: string): Promise<bigint> {
    const accounts = await memberAccounts(db, memberId);
    return accounts.find((a) => a.kind === 'main' && a.currency === currency)?.balance ?? 0n;
  }

  /**
   * Who a player id and a session token stand for never changes (members are not deleted or
   * moved between merchants; a session keeps its member), so both are remembered. What does
   * change, a session's expiry, is checked in SQL by every call that needs a live session.
   */
  const players = new Map<string, Member>();
  /** A game session's expiry renewed at `now`: `SESSION_MS` ahead, or the session limit's end if sooner. */
  const cappedExpiry = (now: Date, endsAt: Date | null) => {
    const renewed = now.getTime() + SESSION_MS;
    return new Date(endsAt ? Math.min(renewed, endsAt.getTime()) : renewed);
  };
  const sessions = new Map<string, { member: Member; expiresAt: Date; endsAt: Date | null }>();
  const remember = <V>(map: Map<string, V>, key: string, value: V) => {
    if (map.size >= CACHE_LIMIT) map.clear();
    map.set(key, value);
  };

  async function contextOfPlayer(playerId: string): Promise<Context> {
    let member = players.get(playerId);
    if (!member) {
      const row = /^\d{1,18}$/.test(playerId)
        ? await identityRepo.findMemberById(deps.db, playerId)
        : undefined;
      if (!row) throw new AppError('NOT_FOUND', 'Unknown player');
      member = { id: row.id, merchant_id: row.merchant_id };
      remember(players, playerId, member);
    }
    const merchant = await deps.system.settingsById(member.merchant_id);
    return { member, currency: merchant.info.brand.currency };
  }

  /**
   * The session's member and currency. `fresh` reads the session row (the caller relies on it
   * being live); otherwise a remembered session whose known expiry has not passed is used, and
   * the caller checks it is still live in its own SQL (`recordDebit`).
   */
  async function contextOfSession(
    vendor: string,
    sessionToken: string,
    fresh: boolean,
  ): Promise<Context & { tokenHash: string }> {
    const now = deps.clock.now();
    const tokenHash = sha256(sessionToken);
    const key = `${vendor}:${tokenHash}`;
    let session = fresh ? undefined : sessions.get(key);
    if (!session || session.expiresAt <= now) {
      const row = await repo.findSession(deps.db, tokenHash, vendor, now);
      if (!row) {
        sessions.delete(key);
        throw new AppError('INVALID_TOKEN', 'The session is unknown or has expired', 401);
      }
      session = {
        member: { id: row.member_id, merchant_id: row.merchant_id },
        expiresAt: row.expires_at,
        endsAt: row.ends_at,
      };
      remember(sessions, key, session);
    }
    // Renewed by use, but written at most once an hour per session (and node), and never past
    // the end of the launching session's time limit.
    const renewed = cappedExpiry(now, session.endsAt);
    if (renewed.getTime() - session.expiresAt.getTime() > 60 * 60_000) {
      session.expiresAt = renewed;
      await repo.extendSession(deps.db, tokenHash, renewed, now);
    }
    const merchant = await deps.system.settingsById(session.member.merchant_id);
    return { member: session.member, currency: merchant.info.brand.currency, tokenHash };
  }

  function gameName(merchantId: string, vendor: string, code: string) {
    return gameNames.get(`${merchantId}:${vendor}:${code}`, async () => {
      const game = await repo.findGameByCode(deps.db, merchantId, vendor, code);
      return game?.name_en ?? code;
    });
  }

  const publishing = new Map<string, { again: boolean }>();
  /**
   * Tells the member's open tabs their balance shortly after a committed change, off the
   * vendor's answer path. One read per member at a time: changes while one is waiting or
   * running ask for one more read after it, so the last event always follows the last change.
   * A failed read or send is dropped: the next change publishes again.
   */
  function publishSoon(member: Member): void {
    const pending = publishing.get(member.id);
    if (pending) {
      pending.again = true;
      return;
    }
    const state = { again: false };
    publishing.set(member.id, state);
    const run = async () => {
      try {
        do {
          state.again = false;
          await deps.wallet.publishBalance(member, null);
        } while (state.again);
      } catch {
        // dropped, see above
      } finally {
        publishing.delete(member.id);
      }
    };
    setTimeout(() => void run(), PUBLISH_DELAY_MS).unref();
  }

  /** The answer to a transaction id seen before: the first result, the current balance. */
  async function replay(
    ctx: Context,
    vendor: string,
    transactionId: string,
    fingerprint: string,
  ): Promise<VendorTransactionValue> {
    const first = await repo.findTransaction(deps.db, ctx.member.merchant_id, vendor, transactionId);
    if (!first) throw new AppError('CONFLICT', 'Please retry');
    if (first.rolled_back && first.fingerprint === 'tombstone')
      throw new AppError('TRANSACTION_ROLLED_BACK', 'This debit was already rolled back', 409, {
        balance: Number(await mainBalance(deps.db, ctx.member.id, ctx.currency)),
      });
    if (first.fingerprint !== fingerprint || first.member_id !== ctx.member.id)
      throw new AppError('IDEMPOTENCY_CONFLICT', 'This transaction id was used for a different operation');
    return {
      balance: Number(await mainBalance(deps.db, ctx.member.id, ctx.currency)),
      currency: ctx.currency,
      transactionId,
      platformTransactionId: first.id,
      replayed: true,
    };
  }

  /**
   * Runs one money call, in a transaction unless `inTransaction` is false (the work is then one
   * statement); a balance error carries the balance, and success publishes it.
   */
  async function moneyCall(
    ctx: Context,
    vendor: string,
    transactionId: string,
    fingerprint: string,
    work: (tx: Tx) => Promise<{ id: string; balance: bigint | null } | null>,
    inTransaction = true,
  ): Promise<VendorTransactionValue> {
    let done: { id: string; balance: bigint | null } | null;
    try {
      done = inTransaction
        ? await deps.db.transaction().execute(work)
        : // One statement: nothing of it is written when PostgreSQL cancels it to break a
          // deadlock (a batch locking the same round and balances), so it is sent again.
          await madeAgain(() => work(deps.db), isDeadlock);
    } catch (error) {
      if ((error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') || isInsufficientFunds(error))
        throw new AppError('INSUFFICIENT_FUNDS', 'Insufficient balance', 422, {
          balance: Number(await mainBalance(deps.db, ctx.member.id, ctx.currency)),
        });
      throw error;
    }
    if (!done) return replay(ctx, vendor, transactionId, fingerprint);
    const balance = done.balance ?? (await mainBalance(deps.db, ctx.member.id, ctx.currency));
    publishSoon(ctx.member);
    return {
      balance: Number(balance),
      currency: ctx.currency,
      transactionId,
      platformTransactionId: done.id,
      replayed: false,
    };
  }

  /** The member's main balance after a transfer, from the entries it wrote. */
  const balanceAfter = (
    entries: { accountId: string; balanceAfter: bigint; amount: bigint }[],
    sign: 1n | -1n,
  ) => entries.find((e) => (sign > 0n ? e.amount > 0n : e.amount < 0n))?.balanceAfter ?? null;

  /**
   * Group commit for debits and for paying credits (`createCoalescer`, one for each kind): the
   * calls of a kind that arrive while its batch is being written go out together, the debits in
   * one statement and commit (`recordDebits`), the credits in another (`recordCredits`); neither
   * kind waits for the other's batch to finish. Each statement keeps its house postings to one
   * shard of the house account, a different one from the statement written beside it, so they
   * never wait on each other's house balances (and each updates that balance once). A call
   * alone, or a batch that cannot be written as asked (a replayed id, short funds, an expired
   * session, a round without a live debit, a lost race), writes nothing: each of its calls is
   * then sent as its own statement, which gives it its own answer. So batching changes what a
   * call costs, never its outcome.
   */
  // Nodes start at different shards, so their batches seldom meet on one house balance.
  let nextShard = randomInt(HOUSE_SHARDS);
  async function writeTogether<I extends { transfer: TransferRequest }>(
    items: I[],
    write: (items: I[], accounts: ResolvedAccounts[]) => Promise<Written[] | null>,
  ): Promise<(Written | null)[]> {
    const eachAlone = items.map(() => null);
    if (items.length < 2) return eachAlone;
    nextShard = (nextShard + 1) % HOUSE_SHARDS;
    const shard = nextShard;
    try {
      const accounts = await Promise.all(items.map((i) => resolveAccounts(deps.db, i.transfer, shard)));
      if (accounts.some((a) => a === null)) return eachAlone;
      return (await write(items, accounts as ResolvedAccounts[])) ?? eachAlone;
    } catch {
      // A failed statement wrote nothing; each call meets its own outcome alone.
      return eachAlone;
    }
  }
  const writeDebits = (batch: BatchedDebit[]) =>
    writeTogether(batch, async (debits, accounts) => {
      const written = await repo.recordDebits(deps.db, deps.clock.now(), debits, (checks) =>
        embedTransferBatch(
          debits.map((d, i) => ({ req: d.transfer, accounts: accounts[i] as ResolvedAccounts })),
          checks,
        ),
      );
      return written?.map((w) => ({ id: w.id, balance: balanceAfter(w.transfer.entries, -1n) })) ?? null;
    });
  const writeCredits = (batch: BatchedCredit[]) =>
    writeTogether(batch, async (credits, accounts) => {
      const written = await repo.recordCredits(
        deps.db,
        deps.clock.now(),
        credits.map((c) => c.row),
        (checks) =>
          embedTransferBatch(
            credits.map((c, i) => ({ req: c.transfer, accounts: accounts[i] as ResolvedAccounts })),
            checks,
          ),
      );
      return written?.map((w) => ({ id: w.id, balance: balanceAfter(w.transfer.entries, 1n) })) ?? null;
    });
  const debitBatches = createCoalescer<BatchedDebit, Written | null>(
    async (batch) => (await writeDebits(batch)).map((value) => ({ ok: true, value })),
    { maxInFlight: BATCHES_IN_FLIGHT, maxBatch: MAX_BATCH },
  );
  const creditBatches = createCoalescer<BatchedCredit, Written | null>(
    async (batch) => (await writeCredits(batch)).map((value) => ({ ok: true, value })),
    { maxInFlight: BATCHES_IN_FLIGHT, maxBatch: MAX_BATCH },
  );

  /**
   * One attempt at a rollback, in the caller's transaction: the round is locked first, so a
   * credit of it settles before or after, never beside. A debit met half-way (it committed
   * between this attempt's reads, so its round is not locked, or it holds the id this attempt
   * would block) undoes the attempt with `DebitWrittenMeanwhile`.
   */
  async function rollbackIn(
    tx: Tx,
    ctx: Context,
    vendor: string,
    body: RollbackBody,
    fingerprint: string,
  ): Promise<Written | null> {
    const bet = await repo.lockRound(tx, ctx.member.id, vendor, body.roundId);
    const debit = await repo.findTransaction(tx, ctx.member.merchant_id, vendor, body.debitTransactionId);
    if (
      debit &&
      (debit.kind !== 'debit' || debit.member_id !== ctx.member.id || debit.round_id !== body.roundId)
    )
      throw new AppError(
        'VALIDATION_FAILED',
        'debitTransactionId does not name a debit of this player and round',
      );
    // A live debit writes its round's bet row with it: seen without it, it committed after the lock.
    if (debit && !debit.rolled_back && !bet) throw new DebitWrittenMeanwhile();
    const round = await repo.roundState(tx, ctx.member.merchant_id, vendor, ctx.member.id, body.roundId);
    if (debit && !debit.rolled_back && round.credits > 0)
      throw new AppError('ROUND_CLOSED', 'This round was already credited; it cannot be rolled back', 409, {
        balance: Number(await mainBalance(tx, ctx.member.id, ctx.currency)),
      });
    const refund = debit && !debit.rolled_back ? BigInt(debit.amount) : 0n;
    const inserted = await repo.insertTransaction(tx, {
      merchant_id: ctx.member.merchant_id,
      vendor_code: vendor,
      transaction_id: body.transactionId,
      kind: 'rollback',
      member_id: ctx.member.id,
      round_id: body.roundId,
      amount: refund.toString(),
      fingerprint,
    });
    if (!inserted) return null;
    if (!debit) {
      // Never seen: nothing to return, and that debit is refused should it come late.
      const tombstone = await repo.insertTransaction(tx, {
        merchant_id: ctx.member.merchant_id,
        vendor_code: vendor,
        transaction_id: body.debitTransactionId,
        kind: 'debit',
        member_id: ctx.member.id,
        round_id: body.roundId,
        amount: '0',
        fingerprint: 'tombstone',
        rolled_back: true,
      });
      // The id was taken meanwhile: the debit was being written while this looked for it.
      if (!tombstone) throw new DebitWrittenMeanwhile();
      return { id: inserted.id, balance: null };
    }
    if (refund === 0n || !bet || !(await repo.markRolledBack(tx, debit.id)))
      return { id: inserted.id, balance: null };
    const result = await postTransfer(tx, {
      merchantId: ctx.member.merchant_id,
      key: `vendor:${vendor}:rollback:${body.debitTransactionId}`,
      type: 'bet_refund',
      memberId: ctx.member.id,
      memo: { round: body.roundId, game: body.gameCode, vendor },
      postings: [
        { account: houseFor(vendor, ctx.currency), amount: -refund },
        { account: mainWallet(ctx.member.id, ctx.currency), amount: refund },
      ],
    });
    await repo.refundStake(tx, bet.id, refund.toString());
    return { id: inserted.id, balance: balanceAfter(result.entries, 1n) };
  }

  return {
    /** The signing secret of a vendor code, cached; null for an unknown vendor. */
    secretOf: (vendor: string) =>
      secrets.get(vendor, async () => (await repo.findVendorSecret(deps.db, vendor))?.wallet_secret ?? null),

    async authenticate(vendor: string, launchToken: string): Promise<VendorSession> {
      const now = deps.clock.now();
      const launch = await repo.spendLaunch(deps.db, sha256(launchToken), vendor, now);
      if (!launch) throw new AppError('INVALID_TOKEN', 'The launch token is unknown, used or expired', 401);
      const [member, game, merchant] = await Promise.all([
        identityRepo.findMemberById(deps.db, launch.member_id),
        repo.findGame(deps.db, launch.game_id),
        deps.system.settingsById(launch.merchant_id),
      ]);
      if (!member || !game) throw new AppError('INVALID_TOKEN', 'The launch token is no longer valid', 401);
      if (launch.ends_at && launch.ends_at <= now)
        throw new AppError('INVALID_TOKEN', "The player's session time limit has been reached", 401);
      const sessionToken = newToken();
      await repo.insertSession(deps.db, {
        token_hash: sha256(sessionToken),
        merchant_id: launch.merchant_id,
        member_id: member.id,
        vendor_code: vendor,
        game_code: game.code,
        expires_at: cappedExpiry(now, launch.ends_at),
        ends_at: launch.ends_at,
      });
      await repo.touchRecent(deps.db, member.id, game.id, now);
      const currency = merchant.info.brand.currency;
      return {
        sessionToken,
        playerId: member.id,
        nickname: member.nickname ?? member.account,
        currency,
        exponent: merchant.currencyExponent,
        language: launch.language,
        balance: Number(await mainBalance(deps.db, member.id, currency)),
        gameCode: game.code,
        lobbyUrl: launch.lobby_url,
        playMoney: member.type === MemberType.Trial,
      };
    },

    async balance(vendor: string, sessionToken: string) {
      const ctx = await contextOfSession(vendor, sessionToken, true);
      return {
        balance: Number(await mainBalance(deps.db, ctx.member.id, ctx.currency)),
        currency: ctx.currency,
      };
    },

    async debit(
      vendor: string,
      body: {
        sessionToken: string;
        transactionId: string;
        roundId: string;
        gameCode: string;
        amount: number;
      },
    ): Promise<VendorTransactionValue> {
      const ctx = await contextOfSession(vendor, body.sessionToken, false);
      const amount = BigInt(body.amount);
      const fingerprint = sha256(`debit:${body.roundId}:${body.gameCode}:${amount}`);
      try {
        await limits.checkDebit(ctx.member, amount);
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'PLAYER_LIMIT')) throw error;
        // A replayed debit answers as the first did: its own stake already counts toward the limit.
        if (await repo.findTransaction(deps.db, ctx.member.merchant_id, vendor, body.transactionId))
          return replay(ctx, vendor, body.transactionId, fingerprint);
        throw new AppError('PLAYER_LIMIT', error.message, 403, {
          ...(error.value as object),
          balance: Number(await mainBalance(deps.db, ctx.member.id, ctx.currency)),
        });
      }
      const name = await gameName(ctx.member.merchant_id, vendor, body.gameCode);
      const postings: Posting[] = [
        { account: mainWallet(ctx.member.id, ctx.currency), amount: -amount },
        { account: houseFor(vendor, ctx.currency), amount },
      ];
      const transfer: TransferRequest = {
        merchantId: ctx.member.merchant_id,
        key: `vendor:${vendor}:${body.transactionId}`,
        type: 'bet',
        memberId: ctx.member.id,
        memo: { round: body.roundId, game: body.gameCode, vendor },
        postings,
      };
      const debit: repo.BatchDebit = {
        tokenHash: ctx.tokenHash,
        row: {
          merchant_id: ctx.member.merchant_id,
          vendor_code: vendor,
          transaction_id: body.transactionId,
          kind: 'debit',
          member_id: ctx.member.id,
          round_id: body.roundId,
          amount: amount.toString(),
          fingerprint,
        },
        bet: { game_code: body.gameCode, game_name: name, currency: ctx.currency },
      };
      // With others (group commit), else one statement of its own: the transaction id, the
      // round's bet row and the money, or nothing.
      const work = async (db: Tx) => {
        const together = await debitBatches.submit({ ...debit, transfer });
        if (together) return together;
        const accounts = await resolveAccounts(deps.db, transfer);
        // A main wallet and a house account are never the same account.
        if (!accounts) throw new Error('a debit needs two distinct accounts');
        const recorded = await repo.recordDebit(
          db,
          { tokenHash: ctx.tokenHash, now: deps.clock.now() },
          debit.row,
          debit.bet,
          (onlyIf) => embedTransfer(transfer, accounts, onlyIf),
        );
        if (!recorded.expiresAt) {
          sessions.delete(`${vendor}:${ctx.tokenHash}`);
          throw new AppError('INVALID_TOKEN', 'The session is unknown or has expired', 401);
        }
        if (!recorded.id) return null;
        if (!recorded.transfer) throw new Error('the debit was recorded without its money');
        return { id: recorded.id, balance: balanceAfter(recorded.transfer.entries, -1n) };
      };
      return moneyCall(ctx, vendor, body.transactionId, fingerprint, work, false);
    },

    async credit(
      vendor: string,
      body: { playerId: string; transactionId: string; roundId: string; gameCode: string; amount: number },
    ): Promise<VendorTransactionValue> {
      const ctx = await contextOfPlayer(body.playerId);
      const amount = BigInt(body.amount);
      const fingerprint = sha256(`credit:${body.roundId}:${body.gameCode}:${amount}`);
      const postings: Posting[] = [
        { account: houseFor(vendor, ctx.currency), amount: -amount },
        { account: mainWallet(ctx.member.id, ctx.currency), amount },
      ];
      const transfer: TransferRequest = {
        merchantId: ctx.member.merchant_id,
        key: `vendor:${vendor}:${body.transactionId}`,
        type: 'bet_payout',
        memberId: ctx.member.id,
        memo: { round: body.roundId, game: body.gameCode, vendor },
        postings,
      };
      const row: repo.NewVendorTransaction & { kind: 'credit' } = {
        merchant_id: ctx.member.merchant_id,
        vendor_code: vendor,
        transaction_id: body.transactionId,
        kind: 'credit',
        member_id: ctx.member.id,
        round_id: body.roundId,
        amount: amount.toString(),
        fingerprint,
      };
      // A credit that pays goes with others (group commit), else (and a zero credit always) as
      // one statement of its own: the round's lock and state, the transaction id, the payout
      // and the money.
      const work = async (db: Tx) => {
        const pays = amount > 0n;
        const together = pays ? await creditBatches.submit({ row, transfer }) : null;
        if (together) return together;
        const accounts = pays ? await resolveAccounts(deps.db, transfer) : null;
        if (pays && !accounts) throw new Error('a credit needs two distinct accounts');
        const recorded = await repo.recordCredit(
          db,
          row,
          deps.clock.now(),
          accounts ? (onlyIf) => embedTransfer(transfer, accounts, onlyIf) : null,
        );
        if (!recorded.id) {
          // Nothing written: the id was seen before (the replay path answers), or a refusal.
          const seen =
            recorded.round === 'live' ||
            (await repo.findTransaction(db, ctx.member.merchant_id, vendor, body.transactionId));
          if (seen) return null;
          const balance = Number(await mainBalance(deps.db, ctx.member.id, ctx.currency));
          if (recorded.round === 'rolled_back')
            throw new AppError('ROUND_ROLLED_BACK', 'The debits of this round were rolled back', 409, {
              balance,
            });
          throw new AppError('ROUND_NOT_FOUND', 'No debit was made in this round', 404, { balance });
        }
        if (accounts && !recorded.transfer) throw new Error('the credit was recorded without its money');
        return {
          id: recorded.id,
          balance: recorded.transfer ? balanceAfter(recorded.transfer.entries, 1n) : null,
        };
      };
      return moneyCall(ctx, vendor, body.transactionId, fingerprint, work, false);
    },

    async rollback(vendor: string, body: RollbackBody): Promise<VendorTransactionValue> {
      const ctx = await contextOfPlayer(body.playerId);
      const fingerprint = sha256(`rollback:${body.debitTransactionId}:${body.roundId}`);
      // Made again when it met its debit half-way (once the debit's id is taken it stays taken,
      // so the next attempt finds the debit whole), or when PostgreSQL cancelled it to break a
      // deadlock with batches of the same rounds and balances: either way it wrote nothing.
      return madeAgain(
        () =>
          moneyCall(ctx, vendor, body.transactionId, fingerprint, (tx) =>
            rollbackIn(tx, ctx, vendor, body, fingerprint),
          ),
        (error) => error instanceof DebitWrittenMeanwhile || isDeadlock(error),
      );
    },

    async endRound(vendor: string, body: { playerId: string; roundId: string }) {
      const ctx = await contextOfPlayer(body.playerId);
      await repo.settleRound(deps.db, ctx.member.id, vendor, body.roundId, deps.clock.now());
      return {
        balance: Number(await mainBalance(deps.db, ctx.member.id, ctx.currency)),
        currency: ctx.currency,
      };
    },
  };
}
export type VendorService = ReturnType<typeof createVendorService>;
