import { type Kysely, sql } from 'kysely';

/**
 * `ledger_transfer_member` (member_id, created_at) serves no query: the account record reads a
 * member's entries through their accounts, and a transfer is found by its key or its id. Every
 * money movement wrote an entry into it all the same (two a vendor round).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists ledger_transfer_member`.execute(db);
}
