import type { ContractKind, ContractPeriod, ContractTier } from '@portal/contracts/agent-contracts';
import { agentTypes } from '@portal/contracts/identity';
import { type Insertable, sql } from 'kysely';
import type { AgentContractRow, AgentPayoutRow, AgentPayoutTable, Db, Tx } from '../../db/schema.ts';

/** The only SQL of agent contracts: settings, contracts and their history, settled periods, payouts. */

export async function settings(db: Tx, merchantId: string) {
  return db.selectFrom('agent_contract_setting').selectAll().where('merchant_id', '=', merchantId).execute();
}

export async function setSetting(
  db: Tx,
  row: { merchant_id: string; kind: ContractKind; enabled: boolean; period: ContractPeriod },
) {
  await db
    .insertInto('agent_contract_setting')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'kind']).doUpdateSet({ enabled: row.enabled, period: row.period }),
    )
    .execute();
}

/** Merchants and kinds that run, for the settlement job. */
export async function enabledSettings(db: Tx) {
  return db.selectFrom('agent_contract_setting').selectAll().where('enabled', '=', true).execute();
}

export type ContractWithOfferer = AgentContractRow & { offered_by_account: string | null; account: string };

/** Every contract in force or offered, of these members and this kind. */
export async function openContracts(db: Tx, memberIds: readonly string[], kind: ContractKind) {
  if (memberIds.length === 0) return [];
  return db
    .selectFrom('agent_contract as c')
    .innerJoin('member as m', 'm.id', 'c.member_id')
    .leftJoin('member as o', 'o.id', 'c.offered_by')
    .selectAll('c')
    .select(['o.account as offered_by_account', 'm.account'])
    .where('c.member_id', 'in', memberIds)
    .where('c.kind', '=', kind)
    .where('c.status', 'in', ['active', 'offered'])
    .execute() as Promise<ContractWithOfferer[]>;
}

export async function contractById(tx: Tx, id: string) {
  return tx.selectFrom('agent_contract').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Locks the members' rows, lowest id first, so two changes of one branch run one after the other. */
export async function lockMembers(tx: Tx, ids: readonly string[]) {
  await sql`select id from member where id = any(${[...ids]}::bigint[]) order by id for update`.execute(tx);
}

export async function insertContract(
  tx: Tx,
  row: {
    merchant_id: string;
    member_id: string;
    offered_by: string | null;
    kind: ContractKind;
    status: 'offered' | 'active';
    tiers: readonly ContractTier[];
    offered_at: Date;
    accepted_at: Date | null;
  },
): Promise<AgentContractRow> {
  return tx
    .insertInto('agent_contract')
    .values({ ...row, tiers: JSON.stringify(row.tiers) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setStatus(
  tx: Tx,
  id: string,
  status: 'active' | 'rejected' | 'ended',
  at: Date,
): Promise<AgentContractRow> {
  return tx
    .updateTable('agent_contract')
    .set(status === 'active' ? { status, accepted_at: at } : { status, ended_at: at })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Ends every contract and offer of `kind` held by `rootId` (when `withRoot`) and by the accounts
 * below it, at any depth; returns their accounts.
 */
export async function endBranch(
  tx: Tx,
  q: { rootIds: readonly string[]; withRoot: boolean; kind: ContractKind; at: Date },
): Promise<string[]> {
  if (q.rootIds.length === 0) return [];
  const { rows } = await sql<{ account: string }>`
    with recursive branch(id) as (
      select id from member where ${q.withRoot ? sql`id` : sql`upline_id`} = any(${[...q.rootIds]}::bigint[])
      union
      select m.id from member m join branch on m.upline_id = branch.id
    ),
    ended as (
      update agent_contract c set status = 'ended', ended_at = ${q.at}::timestamptz
      from branch
      where c.member_id = branch.id and c.kind = ${q.kind} and c.status in ('active', 'offered')
      returning c.member_id
    )
    select distinct m.account from ended join member m on m.id = ended.member_id order by m.account`.execute(
    tx,
  );
  return rows.map((r) => r.account);
}

/** Direct downlines with an agent type, by account name (the contract page's list). */
export async function downlineAgents(db: Tx, q: { agentId: string; limit: number; offset: number }) {
  const base = db
    .selectFrom('member')
    .where('upline_id', '=', q.agentId)
    .where('type', 'in', [...agentTypes]);
  const [rows, count] = await Promise.all([
    base.select(['id', 'account', 'type']).orderBy('account').limit(q.limit).offset(q.offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The direct downline agent named `account` (case-insensitive), or undefined. */
export async function downlineAgent(db: Tx, agentId: string, account: string) {
  return db
    .selectFrom('member')
    .select(['id', 'account', 'type', 'upline_id', 'merchant_id'])
    .where('upline_id', '=', agentId)
    .where(sql<boolean>`lower(account) = lower(${account})`)
    .where('type', 'in', [...agentTypes])
    .executeTakeFirst();
}

// Settlement -------------------------------------------------------------------

export type ContractInForce = {
  id: string;
  member_id: string;
  upline_id: string | null;
  tiers: ContractTier[];
};

/**
 * Contracts of a merchant and kind in force at `at`: accepted before it and not ended by then,
 * held by an account that is still an agent (one made a player again is paid nothing more).
 */
export async function contractsInForce(tx: Tx, merchantId: string, kind: ContractKind, at: Date) {
  const { rows } = await sql<ContractInForce>`
    select c.id, c.member_id, m.upline_id, c.tiers
    from agent_contract c join member m on m.id = c.member_id
    where c.merchant_id = ${merchantId}::bigint and c.kind = ${kind}
      and m.type = any(${[...agentTypes]}::int[])
      and c.accepted_at < ${at}::timestamptz and (c.ended_at is null or c.ended_at >= ${at}::timestamptz)`.execute(
    tx,
  );
  return rows;
}

/**
 * When the contracts of a merchant and kind that may have been in force at some instant of
 * [from, to) were accepted and ended (offers never accepted are left out).
 */
export async function contractSpans(db: Tx, merchantId: string, kind: ContractKind, from: Date, to: Date) {
  const rows = await db
    .selectFrom('agent_contract')
    .select(['accepted_at', 'ended_at'])
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .where('accepted_at', 'is not', null)
    .where('accepted_at', '<', to)
    .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>=', from)]))
    .execute();
  return rows.flatMap((r) => (r.accepted_at ? [{ accepted_at: r.accepted_at, ended_at: r.ended_at }] : []));
}

/** The settled windows of a merchant and kind that start at `from` or later. */
export async function settledWindows(db: Tx, merchantId: string, kind: ContractKind, from: Date) {
  return db
    .selectFrom('agent_settlement')
    .select(['period_start', 'period_end'])
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .where('period_start', '>=', from)
    .execute();
}

/** Claims a period for settlement: the new row's id, or null when it was settled already. */
export async function claimSettlement(
  tx: Tx,
  row: { merchant_id: string; kind: ContractKind; period_start: Date; period_end: Date; settled_at: Date },
): Promise<string | null> {
  const inserted = await tx
    .insertInto('agent_settlement')
    .values(row)
    .onConflict((oc) => oc.columns(['merchant_id', 'kind', 'period_start']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/** Where the settled windows of `period` end (they tile it from its start), or null when none is. */
export async function settledUpTo(
  db: Tx,
  merchantId: string,
  kind: ContractKind,
  period: { start: Date; end: Date },
) {
  const row = await db
    .selectFrom('agent_settlement')
    .select((eb) => eb.fn.max('period_end').as('end'))
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .where('period_start', '>=', period.start)
    .where('period_start', '<', period.end)
    .executeTakeFirst();
  return (row?.end as Date | null | undefined) ?? null;
}

export type TeamPeriodFigures = { root: string; stake: string; payout: string; active: number };

/** How far before a period a bet settled in it may have been placed (a lottery bet on a later draw). */
const PLACED_LOOKBACK = "interval '7 days'";

/**
 * Each root's team figures over [from, to) in one statement: settled bets (their stakes are the
 * valid bets) that settled in the period, found through the members' (member, placed_at) index.
 */
export async function teamPeriodFigures(
  tx: Tx,
  q: { rootIds: readonly string[]; currency: string; from: Date; to: Date },
): Promise<TeamPeriodFigures[]> {
  if (q.rootIds.length === 0) return [];
  const { rows } = await sql<TeamPeriodFigures>`
    with recursive team(root, id) as (
      select upline_id, id from member where upline_id = any(${[...q.rootIds]}::bigint[])
      union
      select team.root, m.id from member m join team on m.upline_id = team.id
    )
    select team.root::text as root,
      coalesce(sum(b.stake), 0)::text as stake,
      coalesce(sum(b.payout), 0)::text as payout,
      count(distinct b.member_id)::int as active
    from team join bet b on b.member_id = team.id
    where b.status = 'settled' and b.currency = ${q.currency}
      and b.placed_at >= ${q.from}::timestamptz - ${sql.raw(PLACED_LOOKBACK)} and b.placed_at < ${q.to}::timestamptz
      and b.settled_at >= ${q.from}::timestamptz and b.settled_at < ${q.to}::timestamptz
    group by team.root`.execute(tx);
  return rows;
}

/**
 * The settled bets of each root's team over [from, to), as in teamPeriodFigures, grouped by
 * member, stake and whether the player lost (payout below the stake): the real-time salary pays
 * per bet by its stake and outcome. `bets` is how many, `payout` their payouts' sum.
 */
export type TeamBetGroup = {
  root: string;
  member_id: string;
  stake: string;
  lost: boolean;
  bets: number;
  payout: string;
};

export async function teamBetGroups(
  tx: Tx,
  q: { rootIds: readonly string[]; currency: string; from: Date; to: Date },
): Promise<TeamBetGroup[]> {
  if (q.rootIds.length === 0) return [];
  const { rows } = await sql<TeamBetGroup>`
    with recursive team(root, id) as (
      select upline_id, id from member where upline_id = any(${[...q.rootIds]}::bigint[])
      union
      select team.root, m.id from member m join team on m.upline_id = team.id
    )
    select team.root::text as root, b.member_id::text as member_id, b.stake::text as stake,
      b.payout < b.stake as lost, count(*)::int as bets, sum(b.payout)::text as payout
    from team join bet b on b.member_id = team.id
    where b.status = 'settled' and b.currency = ${q.currency}
      and b.placed_at >= ${q.from}::timestamptz - ${sql.raw(PLACED_LOOKBACK)} and b.placed_at < ${q.to}::timestamptz
      and b.settled_at >= ${q.from}::timestamptz and b.settled_at < ${q.to}::timestamptz
    group by team.root, b.member_id, b.stake, b.payout < b.stake`.execute(tx);
  return rows;
}

export async function insertPayouts(tx: Tx, rows: Insertable<AgentPayoutTable>[]): Promise<AgentPayoutRow[]> {
  if (rows.length === 0) return [];
  return tx.insertInto('agent_payout').values(rows).returningAll().execute();
}

/** One page of an agent's settled windows overlapping [from, to), newest first, with the count and the sum paid. */
export async function incomePage(
  db: Db,
  q: { memberId: string; kind: ContractKind | null; from: Date; to: Date; limit: number; offset: number },
) {
  const base = db
    .selectFrom('agent_payout')
    .where('member_id', '=', q.memberId)
    // Every settled window that overlaps the range: a day of the merchant's zone is shown for
    // the dates a browser in another zone picks, not only for windows that start inside them.
    .where('period_start', '<', q.to)
    .where('period_end', '>', q.from)
    .$if(q.kind !== null, (qb) => qb.where('kind', '=', q.kind as ContractKind));
  const [rows, totals] = await Promise.all([
    base
      .selectAll()
      .orderBy('period_start', 'desc')
      .orderBy('id', 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    base
      .select((eb) => [
        eb.fn.countAll<string>().as('n'),
        sql<string>`coalesce(sum(amount), 0)::text`.as('amount'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(totals.n), amount: totals.amount };
}
