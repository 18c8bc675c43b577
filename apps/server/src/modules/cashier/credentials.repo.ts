import { sql } from 'kysely';
import type { Tx } from '../../db/schema.ts';

/** SQL of the payment password and bound bank cards. */

export const findMember = (tx: Tx, memberId: string) =>
  tx.selectFrom('member').selectAll().where('id', '=', memberId).executeTakeFirst();

export const setPaymentPasswordHash = (tx: Tx, memberId: string, hash: string) =>
  tx.updateTable('member').set({ payment_password_hash: hash }).where('id', '=', memberId).execute();

export const setPayeeNameIfEmpty = (tx: Tx, memberId: string, name: string) =>
  tx
    .updateTable('member')
    .set({ payee_name: name })
    .where('id', '=', memberId)
    .where('payee_name', 'is', null)
    .execute();

export const listCards = (tx: Tx, memberId: string) =>
  tx
    .selectFrom('bank_card')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('removed', '=', false)
    .orderBy('id')
    .execute();

export const findCard = (tx: Tx, memberId: string, id: string) =>
  tx
    .selectFrom('bank_card')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('removed', '=', false)
    .executeTakeFirst();

/**
 * Undefined when the member already bound this account number. The partial index's predicate is
 * a literal: as a parameter, a prepared statement's generic plan (from the sixth call on one
 * connection) cannot match the index and the insert fails.
 */
export const insertCard = (
  tx: Tx,
  row: { member_id: string; bank_name: string; account_name: string; account_number: string },
) =>
  tx
    .insertInto('bank_card')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['member_id', 'account_number']).where('removed', '=', sql.lit(false)).doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
