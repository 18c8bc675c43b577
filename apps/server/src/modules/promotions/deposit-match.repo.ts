import type { Db, Tx } from '../../db/schema.ts';
import { readable } from './promotions.repo.ts';

/** The only SQL of deposit matches (a promotion's own row is in promotions.repo.ts). */

/** The member's joins to the deposit matches. */
export const joinsOf = (tx: Tx, memberId: string, promotionIds: readonly string[]) =>
  promotionIds.length === 0
    ? Promise.resolve([])
    : tx
        .selectFrom('promotion_match')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('promotion_id', 'in', promotionIds)
        .execute();

/** Whether the member has an approved deposit, other than `except` (the one being credited). */
export async function hasApprovedDeposit(db: Db | Tx, memberId: string, except?: string): Promise<boolean> {
  let query = db
    .selectFrom('deposit')
    .select('id')
    .where('member_id', '=', memberId)
    .where('status', '=', 'approved');
  if (except !== undefined) query = query.where('id', '<>', except);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** Joins once: a second join (or a racing one) writes nothing. */
export const insertJoin = (
  tx: Tx,
  row: { merchant_id: string; promotion_id: string; member_id: string; joined_at: Date },
) =>
  tx
    .insertInto('promotion_match')
    .values(row)
    .onConflict((oc) => oc.columns(['promotion_id', 'member_id']).doNothing())
    .execute();

/**
 * The member's join a deposit made at `madeAt` for `amount` earns, locked: still unpaid, joined
 * before the deposit was made, the deposit within the promotion's window and at least its
 * smallest one; a first-deposit match only when `first` (the deposit is the member's first
 * approved one). The earliest join first, so a deposit pays one match and the rest wait.
 */
export const lockEarnedJoin = (
  tx: Tx,
  q: { memberId: string; madeAt: Date; amount: string; first: boolean },
) =>
  tx
    .selectFrom('promotion_match as m')
    .innerJoin('promotion as p', 'p.id', 'm.promotion_id')
    .select(['m.id', 'm.promotion_id', 'p.title', 'p.match_percent', 'p.min_deposit', 'p.bonus_max'])
    .$if(!q.first, (qb) => qb.where('p.first_deposit_only', '=', false))
    .where('m.member_id', '=', q.memberId)
    .where('m.deposit_id', 'is', null)
    .where('m.joined_at', '<=', q.madeAt)
    .where('p.action', '=', 'match')
    .where('p.starts_at', '<=', q.madeAt)
    .where((eb) => eb.or([eb('p.ends_at', 'is', null), eb('p.ends_at', '>', q.madeAt)]))
    .where('p.min_deposit', '<=', q.amount)
    .orderBy('m.joined_at')
    .orderBy('m.id')
    .limit(1)
    .forUpdate('m')
    .executeTakeFirst();

export const markPaid = (tx: Tx, id: string, paid: { depositId: string; bonus: string; at: Date }) =>
  tx
    .updateTable('promotion_match')
    .set({ deposit_id: paid.depositId, bonus: paid.bonus, paid_at: paid.at })
    .where('id', '=', id)
    .where('deposit_id', 'is', null)
    .executeTakeFirstOrThrow();

/**
 * The member's joins still waiting for a deposit in the deposit matches running at `now` (not a
 * first-deposit one once the member has an approved deposit), as a
 * reader of `language` gets their titles; in the order they were joined, which is the order a
 * deposit pays them.
 */
export const waitingJoins = (tx: Tx, q: { memberId: string; now: Date; language: string }) =>
  readable(tx, q.language)
    .innerJoin('promotion_match as m', 'm.promotion_id', 'p.id')
    .where('m.member_id', '=', q.memberId)
    .where('m.deposit_id', 'is', null)
    // A first-deposit match waits only while the member has no approved deposit.
    .where((eb) =>
      eb.or([
        eb('p.first_deposit_only', '=', false),
        eb.not(
          eb.exists(
            eb
              .selectFrom('deposit as d')
              .select('d.id')
              .whereRef('d.member_id', '=', 'm.member_id')
              .where('d.status', '=', 'approved'),
          ),
        ),
      ]),
    )
    .where('p.action', '=', 'match')
    .where('p.starts_at', '<=', q.now)
    .where((eb) => eb.or([eb('p.ends_at', 'is', null), eb('p.ends_at', '>', q.now)]))
    .orderBy('m.joined_at')
    .orderBy('m.id')
    .execute();
