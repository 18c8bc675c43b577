import { randomBytes } from 'node:crypto';
import { hashServerSeed } from '../fairness/provably-fair.ts';
import { lineBetOf } from '../games/lucky-reels/bets.ts';
import { luckyReels } from '../games/lucky-reels/definition.ts';
import { spinOutcome } from '../games/lucky-reels/outcome.ts';
import { StudioError } from '../http/studio-error.ts';
import type { CallResult } from '../platform/platform-client.ts';
import type { StudioSession } from '../sessions/session-store.ts';
import type { PendingRound, PlayerRecord, PlayerStore } from '../store/player-store.ts';
import { type SettleDeps, settleRound } from './settle-round.ts';

export interface SpinResult {
  roundId: string;
  bet: number;
  lineBet: number;
  win: number;
  /** grid[reel][row] as symbol ids. */
  grid: string[][];
  stops: number[];
  lineWins: { line: number; symbol: string; count: number; pay: number; amount: number }[];
  scatter: { count: number; pay: number; amount: number; positions: [number, number][] };
  balance: number;
  /** The win is fixed but the platform has not confirmed the credit yet; it is retried. */
  creditPending: boolean;
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
}

export interface SpinService {
  spin(session: StudioSession, bet: number): Promise<SpinResult>;
  /**
   * One pass over every player with unsettled rounds whose retry is due, or over all of
   * them (`all`, at start-up: a restart is a good moment to try again at once).
   */
  sweep(all?: boolean): Promise<void>;
}

/** A round id the protocol accepts (letters, digits, `_.:-`, at most 64) and never repeats. */
const newRoundId = (now: Date, prefix = 'lr') =>
  `${prefix}-${now.getTime().toString(36)}-${randomBytes(8).toString('hex')}`;

type Seeds = PlayerRecord['seeds'];

/** What a spin shows: its outcome, in money of the line bet, and the seeds that drew it. */
function spinResult(
  round: {
    roundId: string;
    bet: number;
    lineBet: number;
    win: number;
    balance: number;
    creditPending: boolean;
  },
  outcome: ReturnType<typeof spinOutcome>,
  seeds: Seeds,
): SpinResult {
  const name = (index: number) => luckyReels.symbols[index]?.id ?? '?';
  return {
    ...round,
    grid: outcome.grid.map((column) => column.map(name)),
    stops: outcome.stops,
    lineWins: outcome.lineWins.map((w) => ({ ...w, symbol: name(w.symbol), amount: w.pay * round.lineBet })),
    scatter: { ...outcome.scatter, amount: outcome.scatter.pay * round.bet },
    fairness: {
      serverSeedHash: hashServerSeed(seeds.serverSeed),
      clientSeed: seeds.clientSeed,
      nonce: seeds.nonce,
    },
  };
}

export function createSpinService(deps: SettleDeps & { store: PlayerStore }): SpinService {
  const spinning = new Set<string>();

  /** Earlier rounds are settled first, once each without waiting, so money stays in order. */
  async function settleDue(record: PlayerRecord, save: () => Promise<void>, onlyDue: boolean) {
    const now = deps.now().getTime();
    for (const round of [...record.pending]) {
      if (onlyDue && round.nextAttemptAt && Date.parse(round.nextAttemptAt) > now) continue;
      await settleRound(deps, record, round, save, []);
    }
  }

  async function play(session: StudioSession, bet: number, record: PlayerRecord, save: () => Promise<void>) {
    await settleDue(record, save, false);
    const lineBet = lineBetOf(bet, session.currency, session.exponent);
    if (lineBet === null) throw new StudioError('VALIDATION_FAILED', 'This bet is not offered');

    const now = deps.now();
    const roundId = newRoundId(now);
    const round: PendingRound = {
      roundId,
      gameCode: luckyReels.code,
      debitTransactionId: `${roundId}:d`,
      creditTransactionId: `${roundId}:c`,
      rollbackTransactionId: `${roundId}:r`,
      bet,
      stage: 'debit',
      createdAt: now.toISOString(),
      attempts: 0,
    };
    // Stored before the debit leaves: after a crash the sweep finds it and rolls it back.
    record.pending.push(round);
    await save();

    const debit = await deps.platform.debit({
      sessionToken: session.sessionToken,
      transactionId: round.debitTransactionId,
      roundId,
      gameCode: round.gameCode,
      amount: bet,
    });
    if (!debit.ok) {
      if (debit.kind === 'refused') {
        record.pending = record.pending.filter((r) => r !== round);
        await save();
        if (debit.balance !== undefined) session.balance = debit.balance;
        throw debitRefusal(debit);
      }
      return cancel(session, record, round, save, debit.detail);
    }
    session.balance = debit.value.balance;

    // Only a debit the platform confirmed draws an outcome and uses up a nonce.
    const seeds = { ...record.seeds };
    const outcome = spinOutcome(seeds);
    const win = outcome.units * lineBet;
    record.seeds.nonce = seeds.nonce + 1;
    round.stage = 'credit';
    round.win = win;
    round.nonce = seeds.nonce;
    await save();

    const credit = await settleRound(deps, record, round, save);
    if (credit.state === 'void') {
      throw new StudioError('ROUND_CANCELLED', `The platform refused the credit (${credit.code})`);
    }
    if (credit.state === 'done') session.balance = credit.balance;
    return spinResult(
      { roundId, bet, lineBet, win, balance: session.balance, creditPending: credit.state === 'pending' },
      outcome,
      seeds,
    );
  }

  /**
   * Fun mode (a free-play account): the same draw from the same seeds, verifiable the same way,
   * with play money the session holds; nothing reaches the wallet and nothing is owed after.
   */
  async function playForFun(
    session: StudioSession,
    bet: number,
    record: PlayerRecord,
    save: () => Promise<void>,
  ) {
    const lineBet = lineBetOf(bet, session.currency, session.exponent);
    if (lineBet === null) throw new StudioError('VALIDATION_FAILED', 'This bet is not offered');
    if (bet > session.balance)
      throw new StudioError('INSUFFICIENT_FUNDS', 'Not enough play money for this bet', {
        balance: session.balance,
      });
    const seeds = { ...record.seeds };
    const outcome = spinOutcome(seeds);
    const win = outcome.units * lineBet;
    record.seeds.nonce = seeds.nonce + 1;
    await save();
    session.balance += win - bet;
    const roundId = newRoundId(deps.now(), 'fun');
    return spinResult(
      { roundId, bet, lineBet, win, balance: session.balance, creditPending: false },
      outcome,
      seeds,
    );
  }

  /** The debit got no usable answer: roll it back (the protocol's rule) and say so. */
  async function cancel(
    session: StudioSession,
    record: PlayerRecord,
    round: PendingRound,
    save: () => Promise<void>,
    detail: string,
  ): Promise<never> {
    deps.log.warn({ roundId: round.roundId, detail }, 'debit unanswered; rolling it back');
    round.stage = 'rollback';
    round.lastError = detail;
    await save();
    const rollback = await settleRound(deps, record, round, save);
    if (rollback.state === 'done') {
      session.balance = rollback.balance;
      throw new StudioError(
        'BET_REFUNDED',
        'The wallet did not answer in time; the bet was cancelled and refunded',
        {
          balance: rollback.balance,
        },
      );
    }
    if (rollback.state === 'void') {
      throw new StudioError('ROUND_CANCELLED', 'The wallet settled this round already');
    }
    throw new StudioError(
      'BET_REFUND_PENDING',
      'The wallet does not answer; the bet will be refunded automatically',
    );
  }

  return {
    async spin(session, bet) {
      if (spinning.has(session.playerId))
        throw new StudioError('SPIN_IN_PROGRESS', 'A spin is already running');
      spinning.add(session.playerId);
      try {
        return await deps.store.withPlayer(session.playerId, (record, save) =>
          session.playMoney ? playForFun(session, bet, record, save) : play(session, bet, record, save),
        );
      } finally {
        spinning.delete(session.playerId);
      }
    },

    async sweep(all = false) {
      for (const playerId of deps.store.playersWithPending()) {
        try {
          await deps.store.withPlayer(playerId, (record, save) => settleDue(record, save, !all));
        } catch (error) {
          deps.log.error({ err: error, playerId }, 'settlement sweep failed for a player');
        }
      }
    },
  };
}

function debitRefusal(result: Extract<CallResult<unknown>, { kind: 'refused' }>): StudioError {
  const value = result.balance === undefined ? undefined : { balance: result.balance };
  switch (result.code) {
    case 'INSUFFICIENT_FUNDS':
      return new StudioError('INSUFFICIENT_FUNDS', 'Not enough money for this bet', value);
    case 'INVALID_TOKEN':
      return new StudioError('SESSION_EXPIRED', 'The game session has expired');
    case 'PLAYER_LIMIT':
      return new StudioError('PLAYER_LIMIT', result.message, value);
    default:
      return new StudioError('BET_REFUSED', `The wallet refused the bet (${result.code})`, value);
  }
}
