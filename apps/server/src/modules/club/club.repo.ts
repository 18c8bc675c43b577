import { sql } from 'kysely';
import type { Db, Tx } from '../../db/schema.ts';

/** The only SQL of the VIP club. */

export async function approvedDepositTotal(tx: Tx, memberId: string): Promise<bigint> {
  const row = await tx
    .selectFrom('deposit')
    .select(sql<string | null>`sum(amount)`.as('total'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  return BigInt(row?.total ?? 0);
}

/** The merchant's ladder, read in the caller's transaction (PGlite has one connection only). */
export const levelsOf = (tx: Tx, merchantId: string) =>
  tx
    .selectFrom('merchant_club_level')
    .select(['rank', 'min_deposit'])
    .where('merchant_id', '=', merchantId)
    .execute();

/** Raises the member to `rank`; a member already there or higher keeps its rank. */
export const raiseRank = (tx: Tx, memberId: string, rank: number) =>
  tx
    .updateTable('member')
    .set({ club_rank: rank })
    .where('id', '=', memberId)
    .where('club_rank', '<', rank)
    .execute();

export async function seedLevels(
  db: Db,
  merchantId: string,
  levels: { rank: number; name: string; color: string; color2: string; min_deposit: string }[],
) {
  await db
    .insertInto('merchant_club_level')
    .values(levels.map((l) => ({ merchant_id: merchantId, ...l })))
    .onConflict((oc) => oc.columns(['merchant_id', 'rank']).doNothing())
    .execute();
}
