import { type Kysely, sql } from 'kysely';

/**
 * Invite friends (spec 2 member centre `referral`): the merchant's referral promotion, each
 * member's own invite code (made when first asked for) and the member who invited it, and one
 * reward row per friend, so a friend earns its inviter the reward once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('merchant_referral')
    .addColumn('merchant_id', 'bigint', (c) => c.primaryKey().references('merchant.id'))
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('reward', 'bigint', (c) => c.notNull().check(sql`reward > 0`))
    .addColumn('min_deposit', 'bigint', (c) => c.notNull().check(sql`min_deposit >= 0`))
    .execute();
  await db.schema.alterTable('member').addColumn('invite_code', 'text').execute();
  await db.schema
    .alterTable('member')
    .addColumn('referred_by', 'bigint', (c) => c.references('member.id'))
    .execute();
  await sql`create unique index member_invite_code on member (merchant_id, invite_code) where invite_code is not null`.execute(
    db,
  );
  await sql`create index member_referred_by on member (referred_by, created_at desc) where referred_by is not null`.execute(
    db,
  );
  await db.schema
    .createTable('referral_reward')
    .addColumn('friend_id', 'bigint', (c) => c.primaryKey().references('member.id'))
    .addColumn('referrer_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('deposit_id', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('referral_reward_referrer')
    .on('referral_reward')
    .column('referrer_id')
    .execute();
}
