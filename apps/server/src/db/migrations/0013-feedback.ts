import { type Kysely, sql } from 'kysely';

/**
 * Feedback (spec 7 `PUT /wps/feedback`): what a visitor or member told the operator, with the
 * names of its images under `DATA_DIR/feedback`, and the operator's answer once given (a
 * member's answer is also written to its platform information).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feedback')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('member_id', 'bigint', (c) => c.references('member.id'))
    .addColumn('category', 'text', (c) =>
      c.notNull().check(sql`category in ('suggestion', 'problem', 'payment', 'game', 'other')`),
    )
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('remark', 'text')
    .addColumn('images', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('answer', 'text')
    .addColumn('answered_at', 'timestamptz')
    .execute();
  // The operator reads the newest first, per merchant.
  await db.schema
    .createIndex('feedback_merchant')
    .on('feedback')
    .columns(['merchant_id', 'id desc'])
    .execute();
}
