import { sql } from 'kysely';
import type { Tx, WithdrawalConfirmation, WithdrawalStatus } from '../../db/schema.ts';
import { QUEUE_LIMIT } from './cashier.repo.ts';

/** SQL of withdrawals. Rows come joined with the card they are paid to. */

const withCard = (tx: Tx) =>
  tx
    .selectFrom('withdrawal as w')
    .innerJoin('bank_card as c', 'c.id', 'w.bank_card_id')
    .selectAll('w')
    .select(['c.bank_name', 'c.account_number']);

export type WithdrawalRow = NonNullable<Awaited<ReturnType<typeof findWithdrawal>>>;

export const findWithdrawal = (tx: Tx, id: string) => withCard(tx).where('w.id', '=', id).executeTakeFirst();

export const findMemberWithdrawal = (tx: Tx, memberId: string, id: string) =>
  withCard(tx).where('w.id', '=', id).where('w.member_id', '=', memberId).executeTakeFirst();

export const findByRequest = (tx: Tx, memberId: string, requestId: string) =>
  withCard(tx).where('w.member_id', '=', memberId).where('w.request_id', '=', requestId).executeTakeFirst();

export const listMemberWithdrawals = (tx: Tx, memberId: string, limit: number) =>
  withCard(tx).where('w.member_id', '=', memberId).orderBy('w.id', 'desc').limit(limit).execute();

/** Serialises one member's withdrawal requests, so the daily count cannot be raced. */
export const lockMember = (tx: Tx, memberId: string) =>
  tx.selectFrom('member').select('id').where('id', '=', memberId).forUpdate().executeTakeFirst();

/** A merchant's member by account name (any case), locked, with the merchant's currency. */
export const lockMemberByAccount = (tx: Tx, merchantId: string, account: string) =>
  tx
    .selectFrom('member')
    .innerJoin('merchant', 'merchant.id', 'member.merchant_id')
    .select([
      'member.id',
      'member.account',
      'member.excluded_kind',
      'member.excluded_until',
      'merchant.currency',
    ])
    .where('member.merchant_id', '=', merchantId)
    .where((eb) => eb(eb.fn('lower', ['member.account']), '=', account.toLowerCase()))
    .forUpdate('member')
    .executeTakeFirst();

/** Requests since the start of today in the merchant's time zone, rejected ones not counted. */
export async function countToday(tx: Tx, memberId: string, timeZone: string, now: Date): Promise<number> {
  const row = await tx
    .selectFrom('withdrawal')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('status', '<>', 'rejected')
    .where(
      'created_at',
      '>=',
      sql<Date>`date_trunc('day', ${now}::timestamptz at time zone ${timeZone}) at time zone ${timeZone}`,
    )
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export const insertWithdrawal = (
  tx: Tx,
  row: {
    merchant_id: string;
    member_id: string;
    bank_card_id: string;
    amount: string;
    currency: string;
    request_id: string;
    created_at: Date;
  },
) =>
  tx
    .insertInto('withdrawal')
    .values(row)
    .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
    .returning('id')
    .executeTakeFirst();

/** Moves a withdrawal from one of `from` to `to`; undefined when it was not in such a state. */
export const transition = (
  tx: Tx,
  id: string,
  from: readonly WithdrawalStatus[],
  set: {
    status: WithdrawalStatus;
    decided_at?: Date;
    note?: string | null;
  },
) =>
  tx
    .updateTable('withdrawal')
    .set(set)
    .where('id', '=', id)
    .where('status', 'in', from)
    .returning(['id', 'member_id', 'merchant_id', 'amount', 'currency', 'status'])
    .executeTakeFirst();

/** Approved to paid; the player has the merchant's configured minutes to answer (spec 4). */
export const markPaid = (tx: Tx, id: string, now: Date, note: string | null) =>
  tx
    .updateTable('withdrawal')
    .set({
      status: 'paid',
      paid_at: now,
      force_receive_at: sql<Date>`${now}::timestamptz + make_interval(mins => coalesce((select force_receive_minutes from merchant_cashier mc where mc.merchant_id = withdrawal.merchant_id), 30))`,
      ...(note === null ? {} : { note }),
    })
    .where('id', '=', id)
    .where('status', '=', 'approved')
    .returning(['id', 'member_id', 'merchant_id', 'amount', 'currency', 'status'])
    .executeTakeFirst();

/** Records the player's answer to a paid withdrawal; undefined when it may not change now. */
export const confirm = (
  tx: Tx,
  memberId: string,
  id: string,
  allowedFrom: readonly (WithdrawalConfirmation | null)[],
  set: {
    confirmation: WithdrawalConfirmation;
    received_amount?: string;
    proof_file?: string;
    confirmed_at: Date;
  },
) =>
  tx
    .updateTable('withdrawal')
    .set(set)
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('status', '=', 'paid')
    .where((eb) => {
      const states = allowedFrom.filter((s): s is WithdrawalConfirmation => s !== null);
      const ors = [];
      if (allowedFrom.includes(null)) ors.push(eb('confirmation', 'is', null));
      if (states.length) ors.push(eb('confirmation', 'in', states));
      return eb.or(ors);
    })
    // An unanswered withdrawal past its deadline has been received by force; that is final.
    .where((eb) => eb.or([eb('confirmation', 'is not', null), eb('force_receive_at', '>', set.confirmed_at)]))
    .returning('id')
    .executeTakeFirst();

/** Paid withdrawals nobody answered before the deadline count as received (spec 4). */
export const forceReceiveDue = (tx: Tx, now: Date, memberId?: string) => {
  let q = tx
    .updateTable('withdrawal')
    .set({ confirmation: 'force_received', confirmed_at: sql<Date>`force_receive_at` })
    .where('status', '=', 'paid')
    .where('confirmation', 'is', null)
    .where('force_receive_at', '<=', now);
  if (memberId) q = q.where('member_id', '=', memberId);
  return q.execute();
};

/**
 * The operator's withdrawal queue, oldest first: requests to decide (pending), to pay (approved),
 * and paid ones the member reported not received or received in part. Each with the card to pay
 * to in full, which the operator needs and the member's own pages mask. With `all`, the newest
 * of any state.
 */
export const withdrawalQueue = (tx: Tx, merchantId: string, all: boolean) => {
  const query = tx
    .selectFrom('withdrawal as w')
    .innerJoin('bank_card as c', 'c.id', 'w.bank_card_id')
    .innerJoin('member as m', 'm.id', 'w.member_id')
    .select([
      'w.id',
      'w.created_at',
      'm.account',
      'w.amount',
      'w.currency',
      'w.status',
      'w.confirmation',
      'w.received_amount',
      'w.proof_file',
      'c.bank_name',
      'c.account_name',
      'c.account_number',
    ])
    .where('w.merchant_id', '=', merchantId);
  const open = query.where((eb) =>
    eb.or([
      eb('w.status', 'in', ['pending', 'approved']),
      eb.and([
        eb('w.status', '=', 'paid'),
        eb('w.confirmation', 'in', ['not_received', 'partially_received']),
      ]),
    ]),
  );
  return (all ? query.orderBy('w.id', 'desc') : open.orderBy('w.id')).limit(QUEUE_LIMIT).execute();
};
