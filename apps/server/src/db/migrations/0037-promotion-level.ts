import { type Kysely, sql } from 'kysely';

/**
 * A promotion may be for members of a VIP club level and above (`min_club_rank`, a rank of the
 * merchant's ladder); null keeps it open to every member.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table promotion
    add column min_club_rank integer check (min_club_rank between 1 and 10)`.execute(db);
}
