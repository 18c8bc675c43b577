import { type Kysely, sql } from 'kysely';

/**
 * Platform information (spec 2 `messageV2`): each member's inbox. A notice holds the operator's
 * title and text; the platform's own kinds hold what the web app needs to say them in the
 * member's language (the deposit's reference and amount, the operator's note).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_message')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`kind in ('notice', 'deposit_approved', 'deposit_rejected', 'withdrawal_approved', 'withdrawal_rejected', 'withdrawal_paid')`,
        ),
    )
    .addColumn('title', 'text')
    .addColumn('content', 'text')
    .addColumn('reference', 'text')
    .addColumn('amount', 'bigint')
    .addColumn('currency', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .addCheckConstraint(
      'member_message_notice_text',
      sql`kind <> 'notice' or (title is not null and content is not null)`,
    )
    .execute();
  // The inbox page, newest first; and the header's count, which reads unread rows only.
  await db.schema
    .createIndex('member_message_member')
    .on('member_message')
    .columns(['member_id', 'id desc'])
    .execute();
  await db.schema
    .createIndex('member_message_unread')
    .on('member_message')
    .column('member_id')
    .where(sql.ref('read_at'), 'is', null)
    .execute();
}
