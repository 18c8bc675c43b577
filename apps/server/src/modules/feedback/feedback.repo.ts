import type { FeedbackCategory } from '@portal/contracts/feedback';
import type { Tx } from '../../db/schema.ts';

/** The only SQL of feedback. */

export const insert = (
  tx: Tx,
  row: {
    merchant_id: string;
    member_id: string | null;
    category: FeedbackCategory;
    content: string;
    remark: string | null;
    ip: string | null;
  },
) => tx.insertInto('feedback').values(row).returning(['id', 'created_at']).executeTakeFirstOrThrow();

export const setImages = (tx: Tx, id: string, images: readonly string[]) =>
  tx
    .updateTable('feedback')
    .set({ images: JSON.stringify(images) })
    .where('id', '=', id)
    .execute();

/** The merchant's newest, with the sender's account when a member sent it. */
export const newest = (tx: Tx, merchantId: string, limit: number, unansweredOnly: boolean) => {
  let query = tx
    .selectFrom('feedback as f')
    .leftJoin('member as m', 'm.id', 'f.member_id')
    .select([
      'f.id',
      'f.category',
      'f.content',
      'f.remark',
      'f.images',
      'f.created_at',
      'f.answered_at',
      'm.account',
    ])
    .where('f.merchant_id', '=', merchantId);
  if (unansweredOnly) query = query.where('f.answered_at', 'is', null);
  return query.orderBy('f.id', 'desc').limit(limit).execute();
};

/** Locks one of the merchant's, for answering it once. */
export const lockOne = (tx: Tx, merchantId: string, id: string) =>
  tx
    .selectFrom('feedback')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export const setAnswer = (tx: Tx, id: string, answer: string, at: Date) =>
  tx.updateTable('feedback').set({ answer, answered_at: at }).where('id', '=', id).execute();
