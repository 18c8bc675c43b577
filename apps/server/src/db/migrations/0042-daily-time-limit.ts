import { type Kysely, sql } from 'kysely';

/**
 * Daily time limits (player protection): the minutes a member may be signed in on the member
 * site each local day of the merchant, every device together. The member columns follow the
 * session limit's (a longer limit or a removal waits in `daily_time_pending*`). Each session
 * keeps the instant its play would reach the limit if it went on without a break
 * (`play_ends_at`), so the session read checks it without adding up the day's sessions; it is
 * worked out again only when that instant comes, at login and when the limit changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table member
    add column daily_time_minutes integer check (daily_time_minutes > 0),
    add column daily_time_pending integer check (daily_time_pending > 0),
    add column daily_time_pending_from timestamptz`.execute(db);
  await sql`alter table session add column play_ends_at timestamptz`.execute(db);
}
