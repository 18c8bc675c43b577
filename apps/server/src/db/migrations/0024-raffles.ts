import { type Kysely, sql } from 'kysely';

/**
 * Raffles (spec 7 `/wps/relay/MCS2_claimRafflePromotion`, spec 4 states joined, claim, claimed):
 * a promotion members join while it runs; after its end the operator draws its winners, each of
 * whom claims the prize once (ledger key `raffle:<entry>`). An entry is unique per promotion and
 * member; a claim's request id is unique per member.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table promotion
    add column prize bigint check (prize > 0),
    add column winners integer check (winners between 1 and 10000),
    add column drawn_at timestamptz,
    drop constraint promotion_action_check,
    add constraint promotion_action_check check (action in ('info', 'apply', 'raffle')),
    add constraint promotion_raffle check (
      (action = 'raffle') = (prize is not null and winners is not null)
      and (action <> 'raffle' or ends_at is not null)
      and (drawn_at is null or action = 'raffle'))`.execute(db);
  await db.schema
    .createTable('raffle_entry')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('promotion_id', 'bigint', (c) => c.notNull().references('promotion.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull())
    // Null until the draw.
    .addColumn('won', 'boolean')
    .addColumn('claim_request_id', 'uuid')
    .addColumn('claimed_at', 'timestamptz')
    .addUniqueConstraint('raffle_entry_once', ['promotion_id', 'member_id'])
    .addUniqueConstraint('raffle_entry_claim_request', ['member_id', 'claim_request_id'])
    .addCheckConstraint(
      'raffle_entry_claim',
      sql`(claimed_at is null) = (claim_request_id is null) and (claimed_at is null or won)`,
    )
    .execute();
  await db.schema
    .createIndex('raffle_entry_member')
    .on('raffle_entry')
    .columns(['member_id', 'promotion_id'])
    .execute();
  await sql`alter table member_message drop constraint member_message_kind_check,
    add constraint member_message_kind_check check (kind in ('notice', 'deposit_approved',
      'deposit_rejected', 'withdrawal_approved', 'withdrawal_rejected', 'withdrawal_paid',
      'promotion_issued', 'promotion_rejected', 'raffle_won'))`.execute(db);
}
