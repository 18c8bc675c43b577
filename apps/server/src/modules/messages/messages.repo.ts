import type { NewMemberMessage, Tx } from '../../db/schema.ts';

/** The only SQL of the inbox. Every read and write is scoped to one member. */

export const insertMessage = (tx: Tx, message: NewMemberMessage) =>
  tx.insertInto('member_message').values(message).returning('id').executeTakeFirstOrThrow();

/** A notice to every member of a merchant in one statement; answers how many were written. */
export async function insertNoticeForMerchant(
  tx: Tx,
  merchantId: string,
  notice: { title: string; content: string },
) {
  const result = await tx
    .insertInto('member_message')
    .columns(['member_id', 'kind', 'title', 'content'])
    .expression((eb) =>
      eb
        .selectFrom('member')
        .where('merchant_id', '=', merchantId)
        .select((m) => [
          'member.id',
          m.val('notice').as('kind'),
          m.val(notice.title).as('title'),
          m.val(notice.content).as('content'),
        ]),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

export async function page(tx: Tx, memberId: string, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    tx
      .selectFrom('member_message')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    tx
      .selectFrom('member_message')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function unreadCount(tx: Tx, memberId: string): Promise<number> {
  const row = await tx
    .selectFrom('member_message')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Marks the member's own unread messages among `ids` (all of them when null) read at `at`. */
export async function markRead(tx: Tx, memberId: string, ids: readonly string[] | null, at: Date) {
  let query = tx
    .updateTable('member_message')
    .set({ read_at: at })
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null);
  if (ids) query = query.where('id', 'in', ids);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
