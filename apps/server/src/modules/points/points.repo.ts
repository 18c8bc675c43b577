import { AppError } from '@portal/contracts/errors';
import type { PointsEntryKind, RewardKind } from '@portal/contracts/points';
import { sql } from 'kysely';
import type { Db, PointsRedeemRow, Tx } from '../../db/schema.ts';
import { translatedInto } from '../../db/translations.ts';

/** The only SQL of the points mall. */

export const settingsOf = (db: Tx, merchantId: string) =>
  db.selectFrom('merchant_points').selectAll().where('merchant_id', '=', merchantId).executeTakeFirst();

export async function setSettings(
  db: Tx,
  row: {
    merchant_id: string;
    enabled: boolean;
    earn_unit: string;
    earn_points: number;
    ratio_points: number;
    ratio_amount: string;
  },
) {
  const { merchant_id: _, ...rest } = row;
  await db
    .insertInto('merchant_points')
    .values(row)
    .onConflict((oc) => oc.column('merchant_id').doUpdateSet(rest))
    .execute();
}

export const accountOf = (db: Tx, memberId: string) =>
  db.selectFrom('points_account').selectAll().where('member_id', '=', memberId).executeTakeFirst();

/** Locks the member's points (made at zero when missing): a member's redeems and conversions run one at a time. */
export async function lockAccount(tx: Tx, memberId: string) {
  await tx
    .insertInto('points_account')
    .values({ member_id: memberId, balance: '0' })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
  return tx
    .selectFrom('points_account')
    .selectAll()
    .where('member_id', '=', memberId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/**
 * Changes a member's points by `change` for one cause (`kind`, `reference`), in the caller's
 * transaction: the account row is locked (made at zero when missing), a change below zero is
 * INSUFFICIENT_POINTS, and a cause already applied changes nothing (returns false).
 */
export async function changePoints(
  tx: Tx,
  q: {
    memberId: string;
    kind: PointsEntryKind;
    change: bigint;
    reference: string;
    at: Date;
    pendingChange?: bigint;
  },
): Promise<boolean> {
  const account = await lockAccount(tx, q.memberId);
  const done = await tx
    .selectFrom('points_entry')
    .select('id')
    .where('member_id', '=', q.memberId)
    .where('kind', '=', q.kind)
    .where('reference', '=', q.reference)
    .executeTakeFirst();
  if (done) return false;
  const balance = BigInt(account.balance) + q.change;
  if (balance < 0n)
    throw new AppError('INSUFFICIENT_POINTS', 'You do not have enough points', undefined, {
      points: Number(account.balance),
    });
  const pending = BigInt(account.pending) + (q.pendingChange ?? 0n);
  await tx
    .updateTable('points_account')
    .set({ balance: balance.toString(), pending: pending.toString() })
    .where('member_id', '=', q.memberId)
    .execute();
  await tx
    .insertInto('points_entry')
    .values({
      member_id: q.memberId,
      kind: q.kind,
      change: q.change.toString(),
      balance_after: balance.toString(),
      reference: q.reference,
      created_at: q.at,
    })
    .execute();
  return true;
}

/** Moves points out of "held": a decided request is no longer in process. */
export async function releasePending(tx: Tx, memberId: string, points: bigint) {
  await tx
    .updateTable('points_account')
    .set({ pending: sql`pending - ${points.toString()}::bigint` })
    .where('member_id', '=', memberId)
    .execute();
}

const activeRewards = (db: Db, merchantId: string) =>
  db
    .selectFrom('points_reward as w')
    .select(['w.id', 'w.kind', 'w.cash_amount', 'w.cost', 'w.available'])
    .where('w.merchant_id', '=', merchantId)
    .where('w.active', '=', true)
    .orderBy('w.cost')
    .orderBy('w.id');

/** The mall in `language`: a reward's translation in it where there is one, else its text as written. */
export const rewardsIn = (db: Db, merchantId: string, language: string) =>
  activeRewards(db, merchantId)
    .leftJoin('points_reward_text as x', (j) =>
      j.onRef('x.reward_id', '=', 'w.id').on('x.language', '=', language),
    )
    .select((eb) => [
      eb.fn.coalesce('x.name', 'w.name').as('name'),
      eb.fn.coalesce('x.description', 'w.description').as('description'),
    ])
    .execute();

/** The mall as written, for the operator, with the languages each reward is translated into. */
export const rewardsWithLanguages = (db: Db, merchantId: string) =>
  activeRewards(db, merchantId)
    .select(['w.name', translatedInto('points_reward_text', 'reward_id', 'w.id').as('languages')])
    .execute();

export const lockReward = (tx: Tx, merchantId: string, id: string) =>
  tx
    .selectFrom('points_reward')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export async function addToAvailable(tx: Tx, rewardId: string, quantity: number) {
  await tx
    .updateTable('points_reward')
    .set({ available: sql`available + ${quantity}::int` })
    .where('id', '=', rewardId)
    .where('available', 'is not', null)
    .execute();
}

export async function insertReward(
  db: Tx,
  row: {
    merchant_id: string;
    name: string;
    description: string;
    kind: RewardKind;
    cash_amount: string | null;
    cost: number;
    available: number | null;
  },
) {
  return (await db.insertInto('points_reward').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function endReward(db: Tx, merchantId: string, id: string) {
  const res = await db
    .updateTable('points_reward')
    .set({ active: false })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/**
 * Writes a reward's name and text in one language. An existing translation gets the new name, and
 * the new text only when `replaceText` (else it keeps the one it had).
 */
export const upsertRewardText = (
  db: Tx,
  row: { reward_id: string; language: string; name: string; description: string },
  replaceText: boolean,
) =>
  db
    .insertInto('points_reward_text')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['reward_id', 'language'])
        .doUpdateSet(replaceText ? { name: row.name, description: row.description } : { name: row.name }),
    )
    .execute();

/** Removes the merchant's reward's text in one language; false when it had none. */
export async function deleteRewardText(db: Tx, merchantId: string, rewardId: string, language: string) {
  const res = await db
    .deleteFrom('points_reward_text')
    .where('reward_id', '=', rewardId)
    .where('language', '=', language)
    .where('reward_id', 'in', (eb) =>
      eb.selectFrom('points_reward').select('id').where('merchant_id', '=', merchantId),
    )
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** The merchant's reward (in the mall or ended), or undefined when it is not this merchant's. */
export const rewardOf = (db: Tx, merchantId: string, id: string) =>
  db
    .selectFrom('points_reward')
    .select(['id', 'description'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();

/** The merchant's rewards with one of these names (the demo seed finds its own by name). */
export const rewardsNamed = (db: Tx, merchantId: string, names: readonly string[]) =>
  db
    .selectFrom('points_reward')
    .select(['id', 'name'])
    .where('merchant_id', '=', merchantId)
    .where('name', 'in', names)
    .execute();

/** Adds these translations, leaving any a reward already has in that language as it is. */
export async function insertMissingRewardTexts(
  db: Tx,
  rows: readonly { reward_id: string; language: string; name: string; description: string }[],
) {
  if (rows.length === 0) return;
  await db
    .insertInto('points_reward_text')
    .values([...rows])
    .onConflict((oc) => oc.columns(['reward_id', 'language']).doNothing())
    .execute();
}

type RedeemWithName = PointsRedeemRow & { reward_name: string };

const redeemsOfRewards = (db: Tx) =>
  db.selectFrom('points_redeem as r').innerJoin('points_reward as w', 'w.id', 'r.reward_id').selectAll('r');

/** Redeems with the reward's name as written. */
const redeemsWithName = (db: Tx) => redeemsOfRewards(db).select('w.name as reward_name');

/** Redeems with the reward's name in `language`, as the mall shows it. */
const redeemsWithNameIn = (db: Tx, language: string) =>
  redeemsOfRewards(db)
    .leftJoin('points_reward_text as x', (j) =>
      j.onRef('x.reward_id', '=', 'w.id').on('x.language', '=', language),
    )
    .select((eb) => eb.fn.coalesce('x.name', 'w.name').as('reward_name'));

export const redeemByRequest = (tx: Tx, memberId: string, requestId: string) =>
  redeemsWithName(tx)
    .where('r.member_id', '=', memberId)
    .where('r.request_id', '=', requestId)
    .executeTakeFirst() as Promise<RedeemWithName | undefined>;

export const redeemById = (tx: Tx, id: string) =>
  redeemsWithName(tx).where('r.id', '=', id).executeTakeFirst() as Promise<RedeemWithName | undefined>;

export async function insertRedeem(
  tx: Tx,
  row: {
    merchant_id: string;
    member_id: string;
    reward_id: string;
    request_id: string;
    quantity: number;
    points: string;
    created_at: Date;
  },
) {
  return (
    await tx
      .insertInto('points_redeem')
      .values({ ...row, status: 'process' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

/** Decides a request still in process; undefined when it is not (decided already, or unknown). */
export const decideRedeem = (
  tx: Tx,
  id: string,
  status: 'approved' | 'rejected',
  remark: string | null,
  at: Date,
) =>
  tx
    .updateTable('points_redeem')
    .set({ status, remark, decided_at: at })
    .where('id', '=', id)
    .where('status', '=', 'process')
    .returningAll()
    .executeTakeFirst();

export async function redeemsPage(db: Db, memberId: string, language: string, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    redeemsWithNameIn(db, language)
      .where('r.member_id', '=', memberId)
      .orderBy('r.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute() as Promise<RedeemWithName[]>,
    db
      .selectFrom('points_redeem')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Requests in process for the operator, oldest first. */
export const openRedeems = (db: Db, merchantId: string) =>
  db
    .selectFrom('points_redeem as r')
    .innerJoin('points_reward as w', 'w.id', 'r.reward_id')
    .innerJoin('member as m', 'm.id', 'r.member_id')
    .select(['r.id', 'r.quantity', 'r.points', 'r.created_at', 'w.name as reward_name', 'm.account'])
    .where('r.merchant_id', '=', merchantId)
    .where('r.status', '=', 'process')
    .orderBy('r.id')
    .limit(100)
    .execute();

export async function entriesPage(db: Db, memberId: string, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('points_entry')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('points_entry')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export const convertByRequest = (tx: Tx, memberId: string, requestId: string) =>
  tx
    .selectFrom('points_convert')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();

export async function insertConvert(
  tx: Tx,
  row: { member_id: string; request_id: string; points: string; amount: string; created_at: Date },
) {
  return (await tx.insertInto('points_convert').values(row).returning('id').executeTakeFirstOrThrow()).id;
}
