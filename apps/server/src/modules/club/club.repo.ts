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

/** The ladder as the operator sees it, lowest rank first, with how many members hold each rank. */
export const ladderWithMembers = (tx: Tx, merchantId: string) =>
  tx
    .selectFrom('merchant_club_level as l')
    .select(['l.rank', 'l.name', 'l.color', 'l.color2', 'l.min_deposit'])
    .select((eb) =>
      eb
        .selectFrom('member as m')
        .whereRef('m.merchant_id', '=', 'l.merchant_id')
        .whereRef('m.club_rank', '=', 'l.rank')
        .select(eb.fn.countAll<string>().as('n'))
        .as('members'),
    )
    .where('l.merchant_id', '=', merchantId)
    .orderBy('l.rank')
    .execute();

/** The ladder, locked for a change: two operators' changes are checked one after the other. */
export const lockLadder = (tx: Tx, merchantId: string) =>
  tx
    .selectFrom('merchant_club_level')
    .select(['rank', 'name', 'color', 'color2', 'min_deposit'])
    .where('merchant_id', '=', merchantId)
    .orderBy('rank')
    .forUpdate()
    .execute();

export type ClubLevelRow = { rank: number; name: string; color: string; color2: string; min_deposit: string };

export const upsertLevel = (tx: Tx, merchantId: string, level: ClubLevelRow) =>
  tx
    .insertInto('merchant_club_level')
    .values({ merchant_id: merchantId, ...level })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'rank']).doUpdateSet({
        name: level.name,
        color: level.color,
        color2: level.color2,
        min_deposit: level.min_deposit,
      }),
    )
    .execute();

/**
 * Raises every member of the merchant whose approved deposits already reach a higher level (after
 * a threshold was lowered or a level added); as at each deposit, nobody is lowered. How many rose.
 */
export async function raiseReached(tx: Tx, merchantId: string): Promise<number> {
  const result = await sql`
    update member m set club_rank = reached.rank
    from (
      select totals.member_id, max(l.rank) as rank
      from (
        select member_id, sum(amount) as total from deposit
        where merchant_id = ${merchantId} and status = 'approved'
        group by member_id
      ) totals
      join merchant_club_level l on l.merchant_id = ${merchantId} and totals.total >= l.min_deposit
      group by totals.member_id
    ) reached
    where m.id = reached.member_id and m.club_rank < reached.rank`.execute(tx);
  return Number(result.numAffectedRows ?? 0n);
}
