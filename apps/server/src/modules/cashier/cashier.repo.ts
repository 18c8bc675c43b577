import type { Insertable } from 'kysely';
import type { MerchantCashierTable, Tx } from '../../db/schema.ts';

/** The SQL of deposits, withdrawals' settings and bank cards; payment channels have channels.repo.ts. */

export const findDepositByRequest = (tx: Tx, memberId: string, requestId: string) =>
  tx
    .selectFrom('deposit')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();

/** Inserts unless the member already sent this request id; undefined on such a replay. */
export const insertDeposit = (
  tx: Tx,
  row: {
    merchant_id: string;
    member_id: string;
    channel_code: string;
    amount: string;
    currency: string;
    reference: string;
    request_id: string;
    proof_file: string | null;
  },
) =>
  tx
    .insertInto('deposit')
    .values(row)
    .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
    .returningAll()
    .executeTakeFirst();

export const listMemberDeposits = (tx: Tx, memberId: string, limit: number) =>
  tx
    .selectFrom('deposit')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

export const findDeposit = (tx: Tx, id: string) =>
  tx.selectFrom('deposit').selectAll().where('id', '=', id).executeTakeFirst();

/** Moves a pending deposit to its decision; undefined when it was already decided. */
export const decidePending = (
  tx: Tx,
  id: string,
  status: 'approved' | 'rejected',
  now: Date,
  note: string | null,
) =>
  tx
    .updateTable('deposit')
    .set({ status, decided_at: now, note })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();

export const linkTransfer = (tx: Tx, id: string, transferId: string) =>
  tx.updateTable('deposit').set({ transfer_id: transferId }).where('id', '=', id).execute();

export const insertCashierSettings = (tx: Tx, row: Insertable<MerchantCashierTable>) =>
  tx
    .insertInto('merchant_cashier')
    .values(row)
    .onConflict((oc) => oc.column('merchant_id').doNothing())
    .execute();

export const findDepositByReference = (tx: Tx, reference: string) =>
  tx.selectFrom('deposit').selectAll().where('reference', '=', reference).executeTakeFirst();

export const setGatewayTrade = (tx: Tx, id: string, tradeId: string) =>
  tx.updateTable('deposit').set({ gateway_trade_id: tradeId }).where('id', '=', id).execute();

/** How many rows an operator's queue shows at once: the oldest waiting, or the newest of all. */
export const QUEUE_LIMIT = 100;

/**
 * The operator's deposit queue: the merchant's requests awaiting a decision, oldest first (the
 * order they should be checked in); with `all`, the newest of any state.
 */
export const depositQueue = (tx: Tx, merchantId: string, all: boolean) => {
  const query = tx
    .selectFrom('deposit as d')
    .innerJoin('member as m', 'm.id', 'd.member_id')
    .select([
      'd.id',
      'd.created_at',
      'm.account',
      'd.channel_code',
      'd.amount',
      'd.currency',
      'd.reference',
      'd.status',
      'd.proof_file',
    ])
    .where('d.merchant_id', '=', merchantId);
  return (all ? query.orderBy('d.id', 'desc') : query.where('d.status', '=', 'pending').orderBy('d.id'))
    .limit(QUEUE_LIMIT)
    .execute();
};
