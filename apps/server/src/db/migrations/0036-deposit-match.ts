import { type Kysely, sql } from 'kysely';

/**
 * Deposit matches: a promotion (`action` 'match') paying `match_percent` of a member's next
 * deposit of at least `min_deposit`, up to `bonus_max`, once per member. The member joins first
 * (`promotion_match`); the deposit's crediting transaction pays the bonus (ledger key
 * `match:<id>`) and records which deposit earned it, so a deposit pays one match at most.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table promotion
    add column match_percent integer check (match_percent between 1 and 500),
    add column min_deposit bigint check (min_deposit > 0),
    drop constraint promotion_action_check,
    add constraint promotion_action_check
      check (action in ('info', 'apply', 'raffle', 'checkin', 'match')),
    add constraint promotion_match check (
      (action = 'match') = (match_percent is not null and min_deposit is not null)
      and (action <> 'match' or (bonus_max is not null and prize is null and winners is null)))`.execute(db);
  await db.schema
    .createTable('promotion_match')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('promotion_id', 'bigint', (c) => c.notNull().references('promotion.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull())
    .addColumn('deposit_id', 'bigint', (c) => c.references('deposit.id').unique())
    .addColumn('bonus', 'bigint', (c) => c.check(sql`bonus > 0`))
    .addColumn('paid_at', 'timestamptz')
    .addUniqueConstraint('promotion_match_once', ['promotion_id', 'member_id'])
    .addCheckConstraint(
      'promotion_match_paid',
      sql`(deposit_id is null) = (bonus is null) and (bonus is null) = (paid_at is null)`,
    )
    .execute();
  // The crediting transaction looks up the depositor's joins still waiting.
  await db.schema
    .createIndex('promotion_match_waiting')
    .on('promotion_match')
    .columns(['member_id', 'joined_at'])
    .where(sql.ref('deposit_id'), 'is', null)
    .execute();
}
