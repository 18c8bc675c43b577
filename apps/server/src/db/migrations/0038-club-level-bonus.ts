import { type Kysely, sql } from 'kysely';

/**
 * VIP level-up bonuses: each level of the ladder may pay a bonus once to a member who reaches it
 * (`upgrade_bonus`, minor units; 0 pays nothing). `club_level_bonus` holds what was paid, one row
 * per member and rank (ledger key `club-level:<member>:<rank>`), so a rank pays once whichever
 * deposit or ladder change gets there first; the member's inbox says so (`club_level_bonus`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table merchant_club_level
    add column upgrade_bonus bigint not null default 0 check (upgrade_bonus >= 0)`.execute(db);
  await db.schema
    .createTable('club_level_bonus')
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('paid_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('club_level_bonus_pk', ['member_id', 'rank'])
    .execute();
  await sql`alter table member_message drop constraint member_message_kind_check,
    add constraint member_message_kind_check check (kind in ('notice', 'deposit_approved',
      'deposit_rejected', 'withdrawal_approved', 'withdrawal_rejected', 'withdrawal_paid',
      'promotion_issued', 'promotion_rejected', 'raffle_won', 'mission_prize',
      'club_level_bonus'))`.execute(db);
}
