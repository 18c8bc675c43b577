import { type Kysely, sql } from 'kysely';

/**
 * The chat room: each member's conversation with customer service. A message is the member's or
 * the service's; the member's read mark is the last service message it has seen, the service's
 * the last member message answered or seen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_message')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('sender', 'text', (c) => c.notNull().check(sql`sender in ('member', 'service')`))
    .addColumn('text', 'text', (c) => c.notNull())
    // The member's own messages carry the request id that sent them, so a retry sends once.
    .addColumn('request_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('chat_message_request', ['member_id', 'request_id'])
    .execute();
  await db.schema
    .createIndex('chat_message_member')
    .on('chat_message')
    .columns(['member_id', 'id'])
    .execute();
  await db.schema
    .createTable('chat_read')
    .addColumn('member_id', 'bigint', (c) => c.primaryKey().references('member.id'))
    // The newest service message the member has seen (0: none).
    .addColumn('member_seen', 'bigint', (c) => c.notNull().defaultTo(0))
    // The newest member message the service has answered or seen (0: none).
    .addColumn('service_seen', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}
