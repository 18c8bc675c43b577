import { type Kysely, sql } from 'kysely';

/**
 * A VIP club level may raise the member's rebate: `rebate_bonus_bp` basis points are added to the
 * merchant's rate of each product it pays a rebate on (the sum at most the rebate's top rate).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table merchant_club_level
    add column rebate_bonus_bp integer not null default 0
      check (rebate_bonus_bp between 0 and 300)`.execute(db);
}
