import { type Kysely, sql } from 'kysely';

/**
 * The real-time salary (spec 2 agent centre "real-time salary", spec 3 `realtimesalreqtype`):
 * a fourth kind of agent contract, paid per settled bet of the team (profit and loss rates on
 * a single bet's stake) and settled in 5-minute windows of the merchant's zone (period RT). Its
 * tiers keep the jsonb shape of the others (a loss rate added), and its payouts the columns
 * (decisions.md says what they hold for it), so only the checks on kinds and periods change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table agent_contract_setting
    drop constraint agent_contract_setting_kind_check,
    add constraint agent_contract_setting_kind_check
      check (kind in ('dailySalary', 'hourSalary', 'realtimeSalary', 'dividend')),
    drop constraint agent_contract_setting_period_check,
    add constraint agent_contract_setting_period_check check (period in ('D', 'W', 'H', 'M', 'HR', 'RT'))`.execute(
    db,
  );
  await sql`alter table agent_contract
    drop constraint agent_contract_kind_check,
    add constraint agent_contract_kind_check
      check (kind in ('dailySalary', 'hourSalary', 'realtimeSalary', 'dividend'))`.execute(db);
}
