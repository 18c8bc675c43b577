import type { Db, Tx } from '../../db/schema.ts';

/** SQL of the leaderboard's prizes: the amounts per place and the prizes paid per week. */

/** The merchant's prizes, first place first. */
export const prizesOf = (db: Db | Tx, merchantId: string) =>
  db
    .selectFrom('mission_prize')
    .select(['place', 'amount'])
    .where('merchant_id', '=', merchantId)
    .orderBy('place')
    .execute();

/** Replaces the merchant's prizes with `amounts` (first place first); none clears them. */
export async function replacePrizes(tx: Tx, merchantId: string, amounts: readonly bigint[]) {
  await tx.deleteFrom('mission_prize').where('merchant_id', '=', merchantId).execute();
  if (amounts.length > 0)
    await tx
      .insertInto('mission_prize')
      .values(amounts.map((a, i) => ({ merchant_id: merchantId, place: i + 1, amount: a.toString() })))
      .execute();
}

export const merchantsWithPrizes = (db: Db) =>
  db.selectFrom('mission_prize').select('merchant_id').distinct().execute();

/** Locks the merchant's prize rows: one pass at a time pays a merchant's week. */
export const lockPrizes = (tx: Tx, merchantId: string) =>
  tx
    .selectFrom('mission_prize')
    .select(['place', 'amount'])
    .where('merchant_id', '=', merchantId)
    .orderBy('place')
    .forUpdate()
    .execute();

export const weekPaid = async (db: Db | Tx, merchantId: string, weekStart: Date) =>
  (await db
    .selectFrom('mission_prize_award')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('week_start', '=', weekStart)
    .limit(1)
    .executeTakeFirst()) !== undefined;

export const insertAward = (
  tx: Tx,
  row: {
    merchant_id: string;
    week_start: Date;
    place: number;
    member_id: string;
    points: number;
    amount: string;
    paid_at: Date;
  },
) => tx.insertInto('mission_prize_award').values(row).returning('id').executeTakeFirstOrThrow();
