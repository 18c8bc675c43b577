import { isAgentType } from '@portal/contracts/identity';
import type { Tx } from '../../db/schema.ts';
import type { CashierSettings } from '../system/merchant-settings.ts';
import * as repo from './turnover.repo.ts';
import {
  bonusTransferTypes,
  depositTransferTypes,
  type TurnoverProgress,
  turnoverOf,
  turnoverProgress,
} from './turnover.ts';

const none: TurnoverProgress = { required: 0n, done: 0n, outstanding: 0n };

/** A credit of the current run, with the turnover it asks for (the operator's `turnover show`). */
export type TurnoverCredit = { type: string; at: Date; amount: bigint; required: bigint };

/**
 * The turnover a member still owes under the merchant's rule, read from the ledger and the bets:
 * nothing is kept up to date on the money paths, so it costs only when asked (a withdrawal, the
 * withdrawal page, the operator).
 */
export async function turnoverOwed(
  tx: Tx,
  memberId: string,
  cashier: Pick<CashierSettings, 'depositTurnoverPct' | 'bonusTurnoverPct' | 'withdrawMin'>,
  currency: string,
): Promise<TurnoverProgress & { credits: TurnoverCredit[] }> {
  const pctOf = (type: string) =>
    (depositTransferTypes as readonly string[]).includes(type)
      ? cashier.depositTurnoverPct
      : cashier.bonusTurnoverPct;
  if (cashier.depositTurnoverPct === 0 && cashier.bonusTurnoverPct === 0) return { ...none, credits: [] };
  const start = await repo.turnoverStart(tx, memberId, currency, cashier.withdrawMin);
  if (!start) return { ...none, credits: [] };
  // An agent collects from its downlines by transfer: that is its business, not a deposit to stake.
  const fromOutside = isAgentType(start.memberType) ? ['deposit'] : depositTransferTypes;
  const types = [
    ...(cashier.depositTurnoverPct > 0 ? fromOutside : []),
    ...(cashier.bonusTurnoverPct > 0 ? bonusTransferTypes : []),
  ];
  const rows = await repo.creditsSince(tx, start, types);
  const stakes = await repo.stakesFrom(
    tx,
    memberId,
    rows.map((row) => row.created_at),
  );
  const credits = rows.map((row) => ({
    type: row.type,
    at: row.created_at,
    amount: BigInt(row.amount),
    required: turnoverOf(BigInt(row.amount), pctOf(row.type)),
  }));
  const progress = turnoverProgress(
    credits.map((c, i) => ({ required: c.required, stakedAfter: stakes[i] ?? 0n })),
  );
  return { ...progress, credits };
}
