import { type Kysely, sql } from 'kysely';

/**
 * The hourly salary (spec 2 agent centre "hourly salary"): a third kind of agent contract,
 * settled per local hour of the merchant's zone (period HR). Settlements and payouts carry the
 * kind without a check; the settings and the contracts list the kinds, and the settings the
 * periods.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table agent_contract_setting
    drop constraint agent_contract_setting_kind_check,
    add constraint agent_contract_setting_kind_check check (kind in ('dailySalary', 'hourSalary', 'dividend')),
    drop constraint agent_contract_setting_period_check,
    add constraint agent_contract_setting_period_check check (period in ('D', 'W', 'H', 'M', 'HR'))`.execute(
    db,
  );
  await sql`alter table agent_contract
    drop constraint agent_contract_kind_check,
    add constraint agent_contract_kind_check check (kind in ('dailySalary', 'hourSalary', 'dividend'))`.execute(
    db,
  );
}
