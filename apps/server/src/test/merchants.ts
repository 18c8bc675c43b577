import { sql } from 'kysely';
import type { Db } from '../db/schema.ts';

/**
 * A second merchant with the demo merchant's settings under another code, for the tests that an
 * id of another merchant is refused. Answers its id.
 */
export async function insertOtherMerchant(db: Db, code: string): Promise<string> {
  const inserted = await sql<{ id: string }>`
    insert into merchant (code, name, currency, currency_exponent, currency_symbol, time_zone, default_language, register_options)
    select ${code}, 'Other', currency, currency_exponent, currency_symbol, time_zone, default_language, register_options
    from merchant where code = 'demo' returning id`.execute(db);
  const id = inserted.rows[0]?.id;
  if (!id) throw new Error('the demo merchant is missing');
  return id;
}

/** The demo merchant's id, which every test app seeds. */
export async function demoMerchantId(db: Db): Promise<string> {
  const row = await db
    .selectFrom('merchant')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  return row.id;
}
