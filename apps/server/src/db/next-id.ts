import { sql } from 'kysely';
import type { Tx } from './schema.ts';

/**
 * The next id of a table's `bigserial` key, taken before its row is written, so a transfer's
 * idempotency key can name the row written in the same transaction.
 */
export async function nextSerialId(tx: Tx, table: 'rebate_claim' | 'mission_claim'): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    select nextval(pg_get_serial_sequence(${table}, 'id'))::text as id`.execute(tx);
  const id = rows[0]?.id;
  if (!id) throw new Error(`no next id for ${table}`);
  return id;
}
