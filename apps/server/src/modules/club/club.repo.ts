import { sql } from 'kysely';
import type { Db, Tx } from '../../db/schema.ts';

/** The only SQL of the VIP club. */

export async function approvedDepositTotal(tx: Db | Tx, memberId: string): Promise<bigint> {
  const row = await tx
    .selectFrom('deposit')
    .select(sql<string | null>`sum(amount)`.as('total'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  return BigInt(row?.total ?? 0);
}

/** A level's columns, as the ladder is read and written. */
const LEVEL_COLUMNS = [
  'rank',
  'name',
  'color',
  'color2',
  'min_deposit',
  'upgrade_bonus',
  'rebate_bonus_bp',
  'withdraw_max',
  'withdraw_daily_count',
] as const;

/** The merchant's ladder, lowest rank first, read in the caller's transaction (PGlite has one connection only). */
export const levelsOf = (tx: Db | Tx, merchantId: string) =>
  tx
    .selectFrom('merchant_club_level')
    .select(LEVEL_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .orderBy('rank')
    .execute();
export type LadderLevel = Awaited<ReturnType<typeof levelsOf>>[number];

/**
 * Raises the member to `rank`; a member already there or higher keeps its rank. The rank it held
 * before, or null when it was not raised.
 */
export async function raiseRank(tx: Tx, memberId: string, rank: number): Promise<number | null> {
  const row = await sql<{ before: number }>`
    update member m set club_rank = ${rank}
    from member before
    where m.id = ${memberId} and before.id = m.id and m.club_rank < ${rank}
    returning before.club_rank as before`.execute(tx);
  return row.rows[0]?.before ?? null;
}

/**
 * Claims the member's bonus for reaching `rank`: true when this call wrote it, false when it was
 * paid before (the key that makes a rank pay once, whichever transaction gets there first).
 */
export async function claimLevelBonus(
  tx: Tx,
  bonus: { memberId: string; rank: number; amount: string; at: Date },
): Promise<boolean> {
  const row = await tx
    .insertInto('club_level_bonus')
    .values({ member_id: bonus.memberId, rank: bonus.rank, amount: bonus.amount, paid_at: bonus.at })
    .onConflict((oc) => oc.columns(['member_id', 'rank']).doNothing())
    .returning('rank')
    .executeTakeFirst();
  return row !== undefined;
}

/** The level-up bonuses paid to the member, by rank. */
export const bonusesOf = (db: Db, memberId: string) =>
  db.selectFrom('club_level_bonus').select(['rank', 'paid_at']).where('member_id', '=', memberId).execute();

export async function seedLevels(db: Db, merchantId: string, levels: ClubLevelRow[]) {
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
    .select([
      'l.rank',
      'l.name',
      'l.color',
      'l.color2',
      'l.min_deposit',
      'l.upgrade_bonus',
      'l.rebate_bonus_bp',
      'l.withdraw_max',
      'l.withdraw_daily_count',
    ])
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
    .select(LEVEL_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .orderBy('rank')
    .forUpdate()
    .execute();

export type ClubLevelRow = {
  rank: number;
  name: string;
  color: string;
  color2: string;
  min_deposit: string;
  upgrade_bonus: string;
  rebate_bonus_bp: number;
  /** Null keeps the level below's limit (or the merchant's). */
  withdraw_max: string | null;
  withdraw_daily_count: number | null;
};

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
        upgrade_bonus: level.upgrade_bonus,
        rebate_bonus_bp: level.rebate_bonus_bp,
        withdraw_max: level.withdraw_max,
        withdraw_daily_count: level.withdraw_daily_count,
      }),
    )
    .execute();

/**
 * Raises every member of the merchant whose approved deposits already reach a higher level (after
 * a threshold was lowered or a level added); as at each deposit, nobody is lowered. Who rose, from
 * which rank to which.
 */
export async function raiseReached(
  tx: Tx,
  merchantId: string,
): Promise<{ member_id: string; before: number; rank: number }[]> {
  const result = await sql<{ member_id: string; before: number; rank: number }>`
    update member m set club_rank = reached.rank
    from member before, (
      select totals.member_id, max(l.rank) as rank
      from (
        select member_id, sum(amount) as total from deposit
        where merchant_id = ${merchantId} and status = 'approved'
        group by member_id
      ) totals
      join merchant_club_level l on l.merchant_id = ${merchantId} and totals.total >= l.min_deposit
      group by totals.member_id
    ) reached
    where m.id = reached.member_id and before.id = m.id and m.club_rank < reached.rank
    returning m.id as member_id, before.club_rank as before, reached.rank`.execute(tx);
  return result.rows;
}
