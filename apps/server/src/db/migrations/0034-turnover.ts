import { type Kysely, sql } from 'kysely';

/**
 * Turnover before a withdrawal: a merchant may ask that a deposit, or a bonus, be staked a number of
 * times before the balance can be withdrawn (kept as a percentage: 100 is once). Both start at
 * zero, off, so a merchant turns them on. The operator may waive what a member still owes: credits
 * before `turnover_waived_at` are owed nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('merchant_cashier')
    .addColumn('deposit_turnover_pct', 'integer', (c) =>
      c.notNull().defaultTo(0).check(sql`deposit_turnover_pct between 0 and 10000`),
    )
    .addColumn('bonus_turnover_pct', 'integer', (c) =>
      c.notNull().defaultTo(0).check(sql`bonus_turnover_pct between 0 and 10000`),
    )
    .execute();
  await db.schema.alterTable('member').addColumn('turnover_waived_at', 'timestamptz').execute();
}
