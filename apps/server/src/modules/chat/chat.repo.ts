import { sql } from 'kysely';
import type { ChatMessageRow, Db, Tx } from '../../db/schema.ts';

/** The only SQL of the chat room. */

/** The newest `limit` messages of the member before `before` (all when null), oldest first. */
export async function messages(db: Db, memberId: string, before: string | null, limit: number) {
  const rows = await db
    .selectFrom('chat_message')
    .selectAll()
    .where('member_id', '=', memberId)
    .$if(before !== null, (qb) => qb.where('id', '<', before as string))
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  return { rows: rows.slice(0, limit).reverse(), more: rows.length > limit };
}

export const byRequest = (db: Tx, memberId: string, requestId: string) =>
  db
    .selectFrom('chat_message')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();

/** Inserts a message; undefined when the member's request id was used already (a retry). */
export async function insert(
  db: Tx,
  row: {
    merchant_id: string;
    member_id: string;
    sender: 'member' | 'service';
    text: string;
    request_id: string | null;
    created_at: Date;
  },
): Promise<ChatMessageRow | undefined> {
  return db
    .insertInto('chat_message')
    .values(row)
    .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Service messages newer than the member's read mark. */
export async function unreadByMember(db: Tx, memberId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from chat_message c
    where c.member_id = ${memberId}::bigint and c.sender = 'service'
      and c.id > coalesce((select member_seen from chat_read where member_id = ${memberId}::bigint), 0)`.execute(
    db,
  );
  return rows[0]?.n ?? 0;
}

/** Moves a read mark forward to the newest message (never back). */
export async function markSeen(db: Tx, memberId: string, by: 'member' | 'service') {
  const column = by === 'member' ? sql.ref('member_seen') : sql.ref('service_seen');
  const sender = by === 'member' ? 'service' : 'member';
  await sql`
    insert into chat_read (member_id, ${column})
    select ${memberId}::bigint, coalesce(max(id), 0) from chat_message
      where member_id = ${memberId}::bigint and sender = ${sender}
    on conflict (member_id) do update set ${column} = greatest(chat_read.${column}, excluded.${column})`.execute(
    db,
  );
}

/** Conversations with member messages the service has not answered or seen, oldest waiting first. */
export async function waiting(db: Db, merchantId: string) {
  const { rows } = await sql<{ account: string; waiting: number; first_at: Date; last_text: string }>`
    select m.account, count(*)::int as waiting, min(c.created_at) as first_at,
      (array_agg(c.text order by c.id desc))[1] as last_text
    from chat_message c
    join member m on m.id = c.member_id
    left join chat_read r on r.member_id = c.member_id
    where c.merchant_id = ${merchantId}::bigint and c.sender = 'member' and c.id > coalesce(r.service_seen, 0)
    group by m.account
    order by min(c.id)
    limit 100`.execute(db);
  return rows;
}
