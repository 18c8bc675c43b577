import { z } from 'zod';
import { idSchema, merchantSchema } from '../admin/ops-flags.ts';
import type { SystemService } from '../system/system.service.ts';
import type { CashierService } from './cashier.service.ts';
import type { WithdrawalDesk } from './withdrawal.service.ts';

/** The operator's cashier commands (`npm run ops -- deposit|withdrawal ...`). */

export const cashierOpsSchemas = [
  z
    .object({
      kind: z.literal('deposit'),
      id: idSchema('A deposit'),
      decision: z.enum(['approve', 'reject']),
      note: z.string().max(500).nullable(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('withdrawal'),
      id: idSchema('A withdrawal'),
      decision: z.enum(['approve', 'reject', 'paid']),
      note: z.string().max(500).nullable(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('withdrawal_payout'),
      merchant: merchantSchema,
      account: z.string().min(1).max(64),
    })
    .strict(),
] as const;
export type CashierOpsCommand = z.infer<(typeof cashierOpsSchemas)[number]>;

export const cashierOpsUsage = `  deposit approve ID | deposit reject ID [--note TEXT]
  withdrawal approve ID | withdrawal reject ID | withdrawal paid ID [--note TEXT]
  withdrawal payout ACCOUNT                         a self-excluded member's whole balance to their
                                                    bank card, then approved and paid as any withdrawal`;

/** `deposit|withdrawal ...` words and flags into a command (the schema then checks it), or null. */
export function cashierOpsOf(
  words: readonly string[],
  flags: Map<string, string>,
  merchant: string,
): unknown {
  const [topic, action, target] = words;
  if (topic === 'deposit' && target && (action === 'approve' || action === 'reject'))
    return { kind: 'deposit', id: target, decision: action, note: flags.get('note') ?? null };
  if (topic === 'withdrawal' && action === 'payout' && target && words.length === 3)
    return { kind: 'withdrawal_payout', merchant, account: target };
  if (topic === 'withdrawal' && target && (action === 'approve' || action === 'reject' || action === 'paid'))
    return { kind: 'withdrawal', id: target, decision: action, note: flags.get('note') ?? null };
  return null;
}

/** Deposits and withdrawals go by their own id; a payout names a merchant's member. */
export async function applyCashierCommand(
  desk: {
    cashier: Pick<CashierService, 'decide'>;
    withdrawals: Pick<WithdrawalDesk, 'decide' | 'payOutExcluded'>;
    system: Pick<SystemService, 'merchantIdByCode'>;
  },
  command: CashierOpsCommand,
): Promise<string> {
  switch (command.kind) {
    case 'deposit': {
      const deposit = await desk.cashier.decide(command.id, command.decision, command.note);
      return `deposit ${deposit.id} (${deposit.reference}, ${deposit.amount} minor units) ${deposit.status}`;
    }
    case 'withdrawal': {
      const w = await desk.withdrawals.decide(command.id, command.decision, command.note);
      return `withdrawal ${w.id} (${w.amount} minor units) ${w.status}`;
    }
    case 'withdrawal_payout': {
      const merchantId = await desk.system.merchantIdByCode(command.merchant);
      const payout = await desk.withdrawals.payOutExcluded(merchantId, command.account);
      return payout
        ? `withdrawal ${payout.withdrawalId}: ${payout.amount} ${payout.currency} minor units of ${payout.account} to ${payout.card}, pending: approve and pay it as any withdrawal`
        : `${command.account} has no balance to pay out`;
    }
  }
}
