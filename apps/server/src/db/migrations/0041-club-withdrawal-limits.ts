import { type Kysely, sql } from 'kysely';

/**
 * A VIP club level may raise the member's withdrawal limits: the largest single withdrawal and
 * how many a day. Null keeps what the level below gives (down to the merchant's own limits).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table merchant_club_level
    add column withdraw_max bigint check (withdraw_max > 0),
    add column withdraw_daily_count integer check (withdraw_daily_count between 1 and 100)`.execute(db);
}
