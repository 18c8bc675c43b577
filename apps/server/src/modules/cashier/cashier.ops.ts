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
      kind: z.enum(['deposit_list', 'withdrawal_list']),
      merchant: merchantSchema,
      all: z.boolean({ error: '--all is yes or no' }),
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

export const cashierOpsUsage = `  deposit list [--all yes]                          deposits awaiting a decision, oldest first, with
                                                    the proof image (or with --all yes the newest)
  deposit approve ID | deposit reject ID [--note TEXT]
  withdrawal list [--all yes]                       withdrawals to approve or pay, with the card to pay
                                                    to, and paid ones reported not received
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
  if ((topic === 'deposit' || topic === 'withdrawal') && action === 'list' && words.length === 2) {
    const all = flags.get('all');
    return {
      kind: `${topic}_list`,
      merchant,
      all: all === undefined || all === 'no' ? false : all === 'yes' ? true : all,
    };
  }
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
    cashier: Pick<CashierService, 'decide' | 'queue'>;
    withdrawals: Pick<WithdrawalDesk, 'decide' | 'payOutExcluded' | 'queue'>;
    system: Pick<SystemService, 'merchantIdByCode'>;
  },
  command: CashierOpsCommand,
): Promise<string> {
  switch (command.kind) {
    case 'deposit_list': {
      const rows = await desk.cashier.queue(
        await desk.system.merchantIdByCode(command.merchant),
        command.all,
      );
      if (rows.length === 0) return command.all ? 'no deposits yet' : 'no deposits awaiting a decision';
      return rows.map(depositLine).join('\n');
    }
    case 'withdrawal_list': {
      const rows = await desk.withdrawals.queue(
        await desk.system.merchantIdByCode(command.merchant),
        command.all,
      );
      if (rows.length === 0)
        return command.all ? 'no withdrawals yet' : 'no withdrawals to approve, pay or look into';
      return rows.map(withdrawalLine).join('\n');
    }
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

type DepositQueueRow = Awaited<ReturnType<CashierService['queue']>>[number];
type WithdrawalQueueRow = Awaited<ReturnType<WithdrawalDesk['queue']>>[number];

const minor = (amount: string, currency: string) => `${amount} ${currency} minor units`;
/** Proof images are kept under DATA_DIR/proofs. */
const proofOf = (file: string | null) => (file ? `proof: proofs/${file}` : 'no proof image');

/** One deposit of the queue: when, who, how much, its reference (the transfer's memo) and proof. */
function depositLine(d: DepositQueueRow): string {
  return `${d.id}  ${d.created_at.toISOString()}  ${d.account}  ${d.channel_code}  ${minor(d.amount, d.currency)}  ${d.reference}  ${d.status}  ${proofOf(d.proof_file)}`;
}

/** One withdrawal of the queue: what is asked of the operator, and the card to pay to. */
function withdrawalLine(w: WithdrawalQueueRow): string {
  const card = `to ${w.bank_name} / ${w.account_name} / ${w.account_number}`;
  const state =
    w.status === 'paid' && w.confirmation === 'not_received'
      ? `paid, reported not received (${proofOf(w.proof_file)})`
      : w.status === 'paid' && w.confirmation === 'partially_received'
        ? `paid, reported received in part: ${minor(w.received_amount ?? '0', w.currency)}`
        : w.status;
  return `${w.id}  ${w.created_at.toISOString()}  ${w.account}  ${minor(w.amount, w.currency)}  ${state}  ${card}`;
}
