import type { FastifyBaseLogger } from 'fastify';
import type { CallResult, PlatformClient } from '../platform/platform-client.ts';
import type { PendingRound, PlayerRecord } from '../store/player-store.ts';

/**
 * Brings an unsettled round to its end through the protocol: a round whose debit has no
 * known answer is rolled back (safe whichever way the debit went: a rollback of a debit
 * the platform never got moves nothing and blocks it), a round with a fixed outcome is
 * credited (same transaction id every time, so a retry can never pay twice).
 */
export type Settlement =
  | { state: 'done'; balance: number }
  /** The platform refuses for good: the round is dropped and logged for the operator. */
  | { state: 'void'; code: string }
  /** No answer yet: the round stays stored and the sweep tries again later. */
  | { state: 'pending'; detail: string };

export interface SettleDeps {
  platform: PlatformClient;
  now: () => Date;
  log: FastifyBaseLogger;
  sleep: (ms: number) => Promise<void>;
  /** Pause before each retry; its length is the number of retries. */
  retryDelaysMs: readonly number[];
  /** The sweep's base interval; a round's later retries back off from it, up to an hour. */
  sweepIntervalMs: number;
}

/** Credit refusals after which the round can never be paid (the platform voided it). */
const CREDIT_TERMINAL = new Set(['ROUND_ROLLED_BACK', 'ROUND_NOT_FOUND', 'IDEMPOTENCY_CONFLICT']);

export async function settleRound(
  deps: SettleDeps,
  record: PlayerRecord,
  round: PendingRound,
  save: () => Promise<void>,
  retries: readonly number[] = deps.retryDelaysMs,
): Promise<Settlement> {
  for (let attempt = 0; ; attempt++) {
    const result = await sendOnce(deps, record, round);
    round.attempts++;
    if (result.ok || result.kind === 'refused') {
      const settlement = conclude(deps, record, round, result);
      if (settlement) {
        record.pending = record.pending.filter((r) => r.roundId !== round.roundId);
        await save();
        return settlement;
      }
    }
    const detail = result.ok ? 'unexpected' : result.kind === 'refused' ? result.code : result.detail;
    round.lastError = detail;
    const delay = retries[attempt];
    if (delay === undefined) {
      const backoff = Math.min(deps.sweepIntervalMs * 2 ** Math.min(round.attempts, 10), 3_600_000);
      round.nextAttemptAt = new Date(deps.now().getTime() + backoff).toISOString();
      await save();
      deps.log.warn(
        { roundId: round.roundId, stage: round.stage, detail },
        'round not settled yet; will retry',
      );
      return { state: 'pending', detail };
    }
    await deps.sleep(delay);
  }
}

function sendOnce(
  deps: SettleDeps,
  record: PlayerRecord,
  round: PendingRound,
): Promise<CallResult<{ balance: number }>> {
  const common = { playerId: record.playerId, roundId: round.roundId, gameCode: round.gameCode };
  return round.stage === 'credit'
    ? deps.platform.credit({ ...common, transactionId: round.creditTransactionId, amount: round.win ?? 0 })
    : deps.platform.rollback({
        ...common,
        transactionId: round.rollbackTransactionId,
        debitTransactionId: round.debitTransactionId,
      });
}

/** What an answer means for the round; undefined when it must be tried again. */
function conclude(
  deps: SettleDeps,
  record: PlayerRecord,
  round: PendingRound,
  result: CallResult<{ balance: number }>,
): Settlement | undefined {
  const context = { playerId: record.playerId, roundId: round.roundId, stage: round.stage };
  if (result.ok) return { state: 'done', balance: result.value.balance };
  if (result.kind !== 'refused') return undefined;
  if (round.stage === 'credit' && CREDIT_TERMINAL.has(result.code)) {
    deps.log.error({ ...context, code: result.code, win: round.win }, 'credit refused for good; round void');
    return { state: 'void', code: result.code };
  }
  if (round.stage !== 'credit' && result.code === 'ROUND_CLOSED') {
    // The round was already credited, so the debit did go through and was paid: nothing to undo.
    deps.log.warn(context, 'rollback refused: round already settled');
    return { state: 'void', code: result.code };
  }
  // Any other refusal (a signature or configuration problem) may be fixed by the operator.
  deps.log.error({ ...context, code: result.code, message: result.message }, 'settlement refused');
  return undefined;
}
