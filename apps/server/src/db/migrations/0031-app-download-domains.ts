import type { Kysely } from 'kysely';

/**
 * Spec 2 side menu: "app download (hidden on one specific domain)". Which of a merchant's
 * domains leaves it out is the operator's choice (for example the domain an app's own web view
 * opens, where offering the app again makes no sense); every domain offers it by default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('merchant_domain')
    .addColumn('app_download', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
}
