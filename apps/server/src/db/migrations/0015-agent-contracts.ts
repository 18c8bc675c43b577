import { type Kysely, sql } from 'kysely';

/**
 * Agent contracts (daily salary and dividend, spec 2-4): which kinds each merchant runs and on
 * what period, the contracts with their history (a contract in force at an instant is one
 * accepted before it and not ended by then), each settled period of a merchant and kind, and
 * what each agent was paid for it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agent_contract_setting')
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('dailySalary', 'dividend')`))
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull().check(sql`period in ('D', 'W', 'H', 'M')`))
    .addPrimaryKeyConstraint('agent_contract_setting_pk', ['merchant_id', 'kind'])
    .execute();
  await db.schema
    .createTable('agent_contract')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    // Null when the operator (the house) set it.
    .addColumn('offered_by', 'bigint', (c) => c.references('member.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('dailySalary', 'dividend')`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('offered', 'active', 'rejected', 'ended')`),
    )
    .addColumn('tiers', 'jsonb', (c) => c.notNull())
    .addColumn('offered_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .execute();
  // One contract in force and one offer waiting per agent and kind, at most.
  await sql`create unique index agent_contract_one_active on agent_contract (member_id, kind) where status = 'active'`.execute(
    db,
  );
  await sql`create unique index agent_contract_one_offer on agent_contract (member_id, kind) where status = 'offered'`.execute(
    db,
  );
  // Settlement reads the contracts of a merchant and kind in force at a period's end.
  await db.schema
    .createIndex('agent_contract_merchant')
    .on('agent_contract')
    .columns(['merchant_id', 'kind', 'accepted_at'])
    .execute();
  await db.schema
    .createTable('agent_settlement')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('settled_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('agent_settlement_period', ['merchant_id', 'kind', 'period_start'])
    .execute();
  await db.schema
    .createTable('agent_payout')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('settlement_id', 'bigint', (c) => c.notNull().references('agent_settlement.id'))
    .addColumn('contract_id', 'bigint', (c) => c.notNull().references('agent_contract.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('valid_bet', 'bigint', (c) => c.notNull())
    .addColumn('net_loss', 'bigint', (c) => c.notNull())
    .addColumn('active_members', 'integer', (c) => c.notNull())
    .addColumn('rate_bp', 'integer', (c) => c.notNull())
    .addColumn('share', 'bigint', (c) => c.notNull().check(sql`share >= 0`))
    .addColumn('downline_shares', 'bigint', (c) => c.notNull().check(sql`downline_shares >= 0`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('settled_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('agent_payout_period', ['member_id', 'kind', 'period_start'])
    .execute();
  await db.schema
    .createIndex('agent_payout_member')
    .on('agent_payout')
    .columns(['member_id', 'period_start desc'])
    .execute();
}
