import type { Kysely } from 'kysely';

/** A two-factor step remembers whether the typed password was the weak default. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('login_challenge')
    .addColumn('weak_password', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}
