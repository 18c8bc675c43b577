import type { LimitKind, LimitPeriod, PlayerLimit } from '@portal/contracts/responsible-gaming';
import { type ParsedAmount, parseAmount } from '../../../lib/amount.ts';

/** The largest limit the server accepts (LIMIT_MAX in the contract), kept here so no schema loads for it. */
export const LIMIT_MAX_MINOR = 1_000_000_000_000_000;

/** One limit of the answer; a row the answer lacks reads as "no limit, nothing used". */
export function findLimit(limits: readonly PlayerLimit[], kind: LimitKind, period: LimitPeriod): PlayerLimit {
  return (
    limits.find((limit) => limit.kind === kind && limit.period === period) ?? {
      kind,
      period,
      amount: null,
      used: 0,
      pending: null,
    }
  );
}

/** A typed limit (major units, "1,000.50") as integer minor units, or why it cannot be one. */
export function parseLimit(text: string, exponent: number): ParsedAmount {
  const parsed = parseAmount(text, exponent);
  if (parsed.ok && parsed.minor > LIMIT_MAX_MINOR) return { ok: false, problem: 'tooLarge' };
  return parsed;
}

/** What a change did, read from the row before and after it: the status line says which. */
export type LimitOutcome =
  /** A first or lower limit (or the same again): in force now. */
  | { kind: 'applied'; amount: number }
  /** No limit any more (only when none was in force: a removal otherwise waits). */
  | { kind: 'removed' }
  /** A raise waits for the cooling-off; `current` applies until `from`. */
  | { kind: 'raisePending'; amount: number; from: string; current: number | null }
  /** A removal waits for the cooling-off; `current` applies until `from`. */
  | { kind: 'removalPending'; from: string; current: number | null }
  /** The amount in force asked again: the waiting change is dropped. */
  | { kind: 'cancelled'; amount: number };

export function limitOutcome(before: PlayerLimit, wanted: number | null, after: PlayerLimit): LimitOutcome {
  if (after.pending) {
    return after.pending.amount === null
      ? { kind: 'removalPending', from: after.pending.from, current: after.amount }
      : {
          kind: 'raisePending',
          amount: after.pending.amount,
          from: after.pending.from,
          current: after.amount,
        };
  }
  if (after.amount === null) return { kind: 'removed' };
  if (before.pending && wanted === before.amount) return { kind: 'cancelled', amount: after.amount };
  return { kind: 'applied', amount: after.amount };
}

/** How much of a limit is used, 0 to 1, for the bar beside the figures. */
export const usedShare = (limit: PlayerLimit): number =>
  limit.amount === null || limit.amount <= 0 ? 0 : Math.min(1, limit.used / limit.amount);
