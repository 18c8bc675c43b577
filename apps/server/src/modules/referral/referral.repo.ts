import { sql } from 'kysely';
import type { Db, Tx } from '../../db/schema.ts';

/** The only SQL of invite friends: the merchant's promotion, invite codes, friends and rewards. */

export const settingsOf = (db: Tx, merchantId: string) =>
  db.selectFrom('merchant_referral').selectAll().where('merchant_id', '=', merchantId).executeTakeFirst();

export async function setSettings(
  db: Tx,
  row: { merchant_id: string; enabled: boolean; reward: string; min_deposit: string },
) {
  await db
    .insertInto('merchant_referral')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('merchant_id')
        .doUpdateSet({ enabled: row.enabled, reward: row.reward, min_deposit: row.min_deposit }),
    )
    .execute();
}

/** Gives the member `code` unless it has one; false when another member holds that code. */
export async function claimInviteCode(db: Db, memberId: string, code: string): Promise<boolean> {
  const { rows } = await sql<{ id: string }>`
    update member set invite_code = ${code}
    where id = ${memberId}::bigint and invite_code is null
      and not exists (select 1 from member other
        where other.merchant_id = member.merchant_id and other.invite_code = ${code})
    returning id`.execute(db);
  return rows.length > 0;
}

export const inviteCodeOf = async (db: Db, memberId: string) =>
  (await db.selectFrom('member').select('invite_code').where('id', '=', memberId).executeTakeFirst())
    ?.invite_code ?? null;

export async function totals(db: Db, memberId: string) {
  const { rows } = await sql<{ friends: number; rewarded: number; earned: string }>`
    select
      (select count(*) from member where referred_by = ${memberId}::bigint)::int as friends,
      (select count(*) from referral_reward where referrer_id = ${memberId}::bigint)::int as rewarded,
      (select coalesce(sum(amount), 0) from referral_reward where referrer_id = ${memberId}::bigint)::text as earned`.execute(
    db,
  );
  return rows[0] as { friends: number; rewarded: number; earned: string };
}

/** One page of the member's friends, newest first, with the reward each earned. */
export async function friendsPage(db: Db, q: { memberId: string; limit: number; offset: number }) {
  return db
    .selectFrom('member as f')
    .leftJoin('referral_reward as r', 'r.friend_id', 'f.id')
    .select(['f.account', 'f.created_at', 'r.amount', 'r.created_at as rewarded_at'])
    .where('f.referred_by', '=', q.memberId)
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
}

/** The member who invited this one, if any. */
export const referrerOf = async (tx: Tx, memberId: string) =>
  (await tx.selectFrom('member').select('referred_by').where('id', '=', memberId).executeTakeFirst())
    ?.referred_by ?? null;

/** Records the friend's reward; false when the friend already earned one. */
export async function insertReward(
  tx: Tx,
  row: {
    friend_id: string;
    referrer_id: string;
    deposit_id: string;
    currency: string;
    amount: string;
    created_at: Date;
  },
): Promise<boolean> {
  const inserted = await tx
    .insertInto('referral_reward')
    .values(row)
    .onConflict((oc) => oc.column('friend_id').doNothing())
    .returning('friend_id')
    .executeTakeFirst();
  return inserted !== undefined;
}
