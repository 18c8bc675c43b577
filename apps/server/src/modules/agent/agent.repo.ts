import { MemberType } from '@portal/contracts/identity';
import { type RawBuilder, type Selectable, sql } from 'kysely';
import type { BetTable, Tx } from '../../db/schema.ts';

/**
 * The only SQL of the agent centre. A team is every account below the agent in the
 * `member.upline_id` tree, at any depth, the agent itself left out; each figure is one
 * set-based statement over it, whatever the team's size.
 */

/** Every account below `agentId` (`union` rather than `union all`: a cycle could never loop). */
const teamOf = (agentId: string) => sql`
  team(id) as (
    select id from member where upline_id = ${agentId}::bigint
    union
    select m.id from member m join team on m.upline_id = team.id
  )`;

/** Wallets that hold a member's money in the merchant's currency, as the balance call counts them. */
const walletBalance = (currency: string) =>
  sql`a.currency = ${currency} and (a.kind = 'main' or a.kind like 'vendor:%')`;

export type TeamFigures = {
  direct_members: number;
  team_members: number;
  new_members: number;
  active_members: number;
  bet_count: number;
  /** Sums in minor units, as text (bigint). */
  team_balance: string;
  deposits: string;
  withdrawals: string;
  stake: string;
  payout: string;
};

/** The overview's figures for [from, to) in one statement. */
export async function teamFigures(
  tx: Tx,
  q: { agentId: string; currency: string; from: Date; to: Date },
): Promise<TeamFigures> {
  const from = sql`${q.from}::timestamptz`;
  const to = sql`${q.to}::timestamptz`;
  const { rows } = await sql<TeamFigures>`
    with recursive ${teamOf(q.agentId)},
    bets as (
      select count(*) as n, coalesce(sum(b.stake), 0) as stake, coalesce(sum(b.payout), 0) as payout,
        count(distinct b.member_id) as active
      from bet b join team on b.member_id = team.id
      where b.placed_at >= ${from} and b.placed_at < ${to}
        and b.status not in ('cancelled', 'rolled_back') and b.currency = ${q.currency}
    )
    select
      (select count(*) from member where upline_id = ${q.agentId}::bigint)::int as direct_members,
      (select count(*) from team)::int as team_members,
      (select count(*) from member m join team on m.id = team.id
        where m.created_at >= ${from} and m.created_at < ${to})::int as new_members,
      (select active from bets)::int as active_members,
      (select n from bets)::int as bet_count,
      (select coalesce(sum(a.balance), 0) from ledger_account a join team on a.member_id = team.id
        where ${walletBalance(q.currency)})::text as team_balance,
      (select coalesce(sum(d.amount), 0) from deposit d join team on d.member_id = team.id
        where d.status = 'approved' and d.currency = ${q.currency}
          and d.decided_at >= ${from} and d.decided_at < ${to})::text as deposits,
      (select coalesce(sum(w.amount), 0) from withdrawal w join team on w.member_id = team.id
        where w.status in ('approved', 'paid') and w.currency = ${q.currency}
          and w.decided_at >= ${from} and w.decided_at < ${to})::text as withdrawals,
      (select stake from bets)::text as stake,
      (select payout from bets)::text as payout`.execute(tx);
  return rows[0] as TeamFigures;
}

// Team reports ---------------------------------------------------------------

type ReportScope = { agentId: string; currency: string; account: string | null; from: Date; to: Date };

/**
 * `team` as above, and `scope`: the whole team, or the one team member named `account` (exact
 * name, case-insensitive), so a name from outside the team selects nobody.
 */
const scopeOf = (q: ReportScope) => sql`
  ${teamOf(q.agentId)},
  scope(id) as (
    select team.id from team
    ${q.account ? sql`join member m on m.id = team.id where lower(m.account) = lower(${q.account})` : sql``}
  )`;

type BetFilters = ReportScope & { status: string | null; product: string | null };

/** Conditions on `b`, the scope's bets: placed in [from, to), the merchant's currency, the optional filters. */
const betConditions = (q: BetFilters) => sql`
  b.placed_at >= ${q.from}::timestamptz and b.placed_at < ${q.to}::timestamptz
    and b.currency = ${q.currency}
    ${q.status ? sql`and b.status = ${q.status}` : sql``}
    ${q.product ? sql`and b.product = ${q.product}` : sql``}`;

/** A bet row as the member's betting record reads it, with its member's account. */
export type TeamBetRow = Omit<Selectable<BetTable>, 'merchant_id' | 'member_id' | 'currency'> & {
  account: string;
  vendor_name: string | null;
  game_name_vi: string | null;
  draw_numero: string | null;
};

/** One page of the team's bets, newest first. */
export async function teamBetPage(tx: Tx, q: BetFilters & { limit: number; offset: number }) {
  const { rows } = await sql<TeamBetRow>`
    with recursive ${scopeOf(q)}
    select b.id::text as id, m.account, b.product, b.vendor, v.name as vendor_name, b.game_code,
      b.game_name, (select g.name_vi from game g where g.merchant_id = b.merchant_id
        and g.vendor_code = b.vendor and g.code = b.game_code order by g.id limit 1) as game_name_vi,
      b.round_id, (select d.numero from lottery_bet lb join lottery_draw d on d.id = lb.draw_id
        where lb.bet_id = b.id) as draw_numero,
      b.stake::text as stake, b.payout::text as payout, b.status, b.placed_at, b.settled_at
    from bet b join scope on b.member_id = scope.id join member m on m.id = b.member_id
      left join game_vendor v on v.merchant_id = b.merchant_id and v.code = b.vendor
    where ${betConditions(q)}
    order by b.placed_at desc, b.id desc
    limit ${q.limit} offset ${q.offset}`.execute(tx);
  return rows;
}

export type TeamBetSummary = {
  bets: number;
  /** Sums in minor units, as text (bigint). */
  stake: string;
  payout: string;
  /** Payout minus stake of the settled bets only, as the member's own betting record counts it. */
  profit: string;
};

/** Count and sums over every bet the filters match (the whole list, not a page). */
export async function teamBetSummary(tx: Tx, q: BetFilters): Promise<TeamBetSummary> {
  const { rows } = await sql<TeamBetSummary>`
    with recursive ${scopeOf(q)}
    select count(*)::int as bets, coalesce(sum(b.stake), 0)::text as stake,
      coalesce(sum(b.payout), 0)::text as payout,
      coalesce(sum(b.payout - b.stake) filter (where b.status = 'settled'), 0)::text as profit
    from bet b join scope on b.member_id = scope.id
    where ${betConditions(q)}`.execute(tx);
  return rows[0] as TeamBetSummary;
}

/** Conditions on `e`, `a` and `t`: the scope's wallet entries made in [from, to), of the given types. */
const entryConditions = (q: ReportScope & { types: readonly string[] | null }) => sql`
  e.created_at >= ${q.from}::timestamptz and e.created_at < ${q.to}::timestamptz
    ${q.types ? sql`and t.type in (${sql.join(q.types)})` : sql``}`;

/** The scope's ledger entries with their accounts and transfers. */
const scopeEntries = sql`
  ledger_entry e join ledger_account a on a.id = e.account_id join scope on a.member_id = scope.id
  join ledger_transfer t on t.id = e.transfer_id`;

export type TeamEntryRow = {
  id: string;
  account: string;
  type: string;
  /** Minor units, signed, as text (bigint). */
  amount: string;
  balance_after: string;
  kind: string;
  memo: unknown;
  created_at: Date;
};

/** One page of the team's wallet movements, newest first, as each member's account record lists them. */
export async function teamEntryPage(
  tx: Tx,
  q: ReportScope & { types: readonly string[] | null; limit: number; offset: number },
): Promise<TeamEntryRow[]> {
  const { rows } = await sql<TeamEntryRow>`
    with recursive ${scopeOf(q)}
    select e.id::text as id, m.account, t.type, e.amount::text as amount,
      e.balance_after::text as balance_after, a.kind, t.memo, e.created_at
    from ${scopeEntries} join member m on m.id = a.member_id
    where ${entryConditions(q)}
    order by e.id desc
    limit ${q.limit} offset ${q.offset}`.execute(tx);
  return rows;
}

/** How many movements the filters match. */
export async function countTeamEntries(
  tx: Tx,
  q: ReportScope & { types: readonly string[] | null },
): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    with recursive ${scopeOf(q)}
    select count(*)::int as n from ${scopeEntries}
    where ${entryConditions(q)}`.execute(tx);
  return rows[0]?.n ?? 0;
}

/**
 * `scope` and `figures`: one row per team member with an approved deposit, an approved or paid
 * withdrawal (both by `decided_at`) or a bet (by `placed_at`, cancelled and rolled-back rounds
 * left out) in [from, to): the team overview's definitions, member by member.
 */
const memberFigures = (q: ReportScope) => {
  const from = sql`${q.from}::timestamptz`;
  const to = sql`${q.to}::timestamptz`;
  return sql`
    with recursive ${scopeOf(q)},
    deposits as (
      select d.member_id, sum(d.amount) as amount from deposit d join scope on d.member_id = scope.id
      where d.status = 'approved' and d.currency = ${q.currency}
        and d.decided_at >= ${from} and d.decided_at < ${to}
      group by d.member_id
    ), withdrawals as (
      select w.member_id, sum(w.amount) as amount from withdrawal w join scope on w.member_id = scope.id
      where w.status in ('approved', 'paid') and w.currency = ${q.currency}
        and w.decided_at >= ${from} and w.decided_at < ${to}
      group by w.member_id
    ), bets as (
      select b.member_id, count(*) as n, sum(b.stake) as stake, sum(b.payout) as payout
      from bet b join scope on b.member_id = scope.id
      where b.placed_at >= ${from} and b.placed_at < ${to}
        and b.status not in ('cancelled', 'rolled_back') and b.currency = ${q.currency}
      group by b.member_id
    ), figures as (
      select scope.id, coalesce(deposits.amount, 0) as deposits, coalesce(withdrawals.amount, 0) as withdrawals,
        coalesce(bets.n, 0) as bets, coalesce(bets.stake, 0) as stake, coalesce(bets.payout, 0) as payout
      from scope
      left join deposits on deposits.member_id = scope.id
      left join withdrawals on withdrawals.member_id = scope.id
      left join bets on bets.member_id = scope.id
      where deposits.member_id is not null or withdrawals.member_id is not null or bets.member_id is not null
    )`;
};

export type MemberFiguresRow = {
  account: string;
  type: number;
  bets: number;
  /** Sums in minor units, as text (bigint). */
  deposits: string;
  withdrawals: string;
  stake: string;
  payout: string;
};

/** One page of the members' figures, the biggest stake first, then by account. */
export async function memberFiguresPage(tx: Tx, q: ReportScope & { limit: number; offset: number }) {
  const { rows } = await sql<MemberFiguresRow>`
    ${memberFigures(q)}
    select m.account, m.type::int as type, figures.bets::int as bets, figures.deposits::text as deposits,
      figures.withdrawals::text as withdrawals, figures.stake::text as stake, figures.payout::text as payout
    from figures join member m on m.id = figures.id
    order by figures.stake desc, m.account, m.id
    limit ${q.limit} offset ${q.offset}`.execute(tx);
  return rows;
}

export type MemberFiguresTotals = Omit<MemberFiguresRow, 'account' | 'type'> & { members: number };

/** How many members the report has, and their figures added up. */
export async function memberFiguresTotals(tx: Tx, q: ReportScope): Promise<MemberFiguresTotals> {
  const { rows } = await sql<MemberFiguresTotals>`
    ${memberFigures(q)}
    select count(*)::int as members, coalesce(sum(bets), 0)::int as bets,
      coalesce(sum(deposits), 0)::text as deposits, coalesce(sum(withdrawals), 0)::text as withdrawals,
      coalesce(sum(stake), 0)::text as stake, coalesce(sum(payout), 0)::text as payout
    from figures`.execute(tx);
  return rows[0] as MemberFiguresTotals;
}

/** `%`, `_` and `\` stand for themselves in the account filter. */
const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const accountFilter = (search: string | null): RawBuilder<unknown> =>
  search ? sql`and lower(account) like lower(${likeContaining(search)}) escape '\\'` : sql``;

export type DownlineRow = {
  id: string;
  account: string;
  nickname: string | null;
  type: number;
  created_at: Date;
  last_login_at: Date | null;
  team_members: number;
  balance: string;
};

/** How many direct downlines match the filter. */
export async function countDirect(tx: Tx, agentId: string, search: string | null): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from member
    where upline_id = ${agentId}::bigint ${accountFilter(search)}`.execute(tx);
  return rows[0]?.n ?? 0;
}

/**
 * One page of direct downlines, newest first, each with its wallet balance and the size of its
 * own team (every account below it): one statement for the whole page.
 */
export async function directPage(
  tx: Tx,
  q: { agentId: string; currency: string; search: string | null; limit: number; offset: number },
): Promise<DownlineRow[]> {
  const { rows } = await sql<DownlineRow>`
    with recursive page as (
      select id, account, nickname, type, created_at, last_login_at from member
      where upline_id = ${q.agentId}::bigint ${accountFilter(q.search)}
      order by created_at desc, id desc
      limit ${q.limit} offset ${q.offset}
    ), below(root, id) as (
      select page.id, m.id from page join member m on m.upline_id = page.id
      union
      select below.root, m.id from below join member m on m.upline_id = below.id
    ), counts as (
      select root, count(*) as n from below group by root
    ), balances as (
      select a.member_id, sum(a.balance) as total from ledger_account a join page on a.member_id = page.id
      where ${walletBalance(q.currency)}
      group by a.member_id
    )
    select page.id::text as id, page.account, page.nickname, page.type::int as type, page.created_at,
      page.last_login_at, coalesce(counts.n, 0)::int as team_members,
      coalesce(balances.total, 0)::text as balance
    from page
    left join counts on counts.root = page.id
    left join balances on balances.member_id = page.id
    order by page.created_at desc, page.id desc`.execute(tx);
  return rows;
}

// Operator: member types -----------------------------------------------------

export const findMember = (tx: Tx, merchantId: string, account: string) =>
  tx
    .selectFrom('member')
    .select(['id', 'account', 'type'])
    .where('merchant_id', '=', merchantId)
    .where(sql<string>`lower(account)`, '=', account.toLowerCase())
    .executeTakeFirst();

/**
 * Sets the type, unless the account became a trial one, or the new type is the player's
 * while accounts hang below it: checked in the same statement as the change.
 */
export function setType(tx: Tx, id: string, type: number) {
  let update = tx
    .updateTable('member')
    .set({ type })
    .where('id', '=', id)
    .where('type', '<>', MemberType.Trial);
  if (type === MemberType.Player)
    update = update.where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('member as d').select('d.id').whereRef('d.upline_id', '=', 'member.id')),
      ),
    );
  return update.returning(['id', 'type']).executeTakeFirst();
}
