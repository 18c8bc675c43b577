import { type Kysely, sql } from 'kysely';

/**
 * The welcome bonus (spec 1 "new-member registration bonus"): paid once to an account a visitor
 * opens, and once a day for each address it is opened from (the merchant's calendar day), so
 * the same visitor opening account after account is paid once. The unique key is that rule.
 * Paid with ledger key `welcome_bonus:<member>`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('welcome_bonus')
    .addColumn('member_id', 'bigint', (c) => c.primaryKey().references('member.id'))
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('welcome_bonus_once_a_day', ['merchant_id', 'ip', 'day'])
    .execute();
}
