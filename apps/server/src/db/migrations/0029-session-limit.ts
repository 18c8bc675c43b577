import { type Kysely, sql } from 'kysely';

/**
 * Session-time limits (player protection): the member chooses how long a session may last; a
 * session that reaches it ends. Like the money limits, a first or shorter limit applies at once
 * and a longer one or none waits for the cooling-off (`session_limit_pending*`, removal when
 * the pending minutes are null). A game launched in a limited session carries the session's end
 * (`ends_at`) to its vendor session, which is never renewed past it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('member')
    .addColumn('session_limit_minutes', 'integer', (c) => c.check(sql`session_limit_minutes > 0`))
    .addColumn('session_limit_pending', 'integer', (c) => c.check(sql`session_limit_pending > 0`))
    .addColumn('session_limit_pending_from', 'timestamptz')
    .execute();
  await db.schema.alterTable('game_launch').addColumn('ends_at', 'timestamptz').execute();
  await db.schema.alterTable('vendor_session').addColumn('ends_at', 'timestamptz').execute();
}
