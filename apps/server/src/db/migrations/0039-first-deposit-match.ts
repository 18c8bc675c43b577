import { type Kysely, sql } from 'kysely';

/**
 * A deposit match may be for a first deposit only (`first_deposit_only`): it pays only when the
 * deposit that earns it is the member's first approved one, and a member who has deposited
 * already cannot join it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table promotion
    add column first_deposit_only boolean not null default false,
    add constraint promotion_first_deposit check (not first_deposit_only or action = 'match')`.execute(db);
}
