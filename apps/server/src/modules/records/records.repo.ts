import { sql } from 'kysely';
import type { Tx } from '../../db/schema.ts';

/** Reads behind the account record, betting record and personal profit pages. */

type Range = { memberId: string; from: Date; to: Date };

const memberEntries = (tx: Tx, q: Range & { types?: readonly string[] | undefined }) => {
  let query = tx
    .selectFrom('ledger_entry as e')
    .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transfer as t', 't.id', 'e.transfer_id')
    .where('a.member_id', '=', q.memberId)
    .where('e.created_at', '>=', q.from)
    .where('e.created_at', '<', q.to);
  if (q.types) query = query.where('t.type', 'in', q.types);
  return query;
};

export async function accountEntries(
  tx: Tx,
  q: Range & { types?: readonly string[] | undefined; limit: number; offset: number },
) {
  const [rows, count] = await Promise.all([
    memberEntries(tx, q)
      .select(['e.id', 't.type', 'e.amount', 'e.balance_after', 'a.kind', 't.memo', 'e.created_at'])
      .orderBy('e.id', 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    memberEntries(tx, q)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

const memberBets = (tx: Tx, q: Range & { status?: string | undefined; product?: string | undefined }) => {
  let query = tx
    .selectFrom('bet')
    .where('member_id', '=', q.memberId)
    .where('placed_at', '>=', q.from)
    .where('placed_at', '<', q.to);
  if (q.status) query = query.where('status', '=', q.status as 'open');
  if (q.product) query = query.where('product', '=', q.product as 'game');
  return query;
};

export async function bets(
  tx: Tx,
  q: Range & { status?: string | undefined; product?: string | undefined; limit: number; offset: number },
) {
  const [rows, summary] = await Promise.all([
    memberBets(tx, q)
      .selectAll('bet')
      .select((eb) =>
        eb
          .selectFrom('game_vendor as v')
          .select('v.name')
          .whereRef('v.merchant_id', '=', 'bet.merchant_id')
          .whereRef('v.code', '=', 'bet.vendor')
          .as('vendor_name'),
      )
      .select((eb) =>
        eb
          .selectFrom('game as g')
          .select('g.name_vi')
          .whereRef('g.merchant_id', '=', 'bet.merchant_id')
          .whereRef('g.vendor_code', '=', 'bet.vendor')
          .whereRef('g.code', '=', 'bet.game_code')
          .orderBy('g.id')
          .limit(1)
          .as('game_name_vi'),
      )
      .select((eb) =>
        eb
          .selectFrom('lottery_bet as lb')
          .innerJoin('lottery_draw as d', 'd.id', 'lb.draw_id')
          .select('d.numero')
          .whereRef('lb.bet_id', '=', 'bet.id')
          .as('draw_numero'),
      )
      .orderBy('placed_at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    memberBets(tx, q)
      .select([
        (eb) => eb.fn.countAll<string>().as('n'),
        sql<string>`coalesce(sum(stake), 0)`.as('stake'),
        sql<string>`coalesce(sum(payout), 0)`.as('payout'),
        sql<string>`coalesce(sum(payout - stake) filter (where status = 'settled'), 0)`.as('profit'),
      ])
      .executeTakeFirst(),
  ]);
  return {
    rows,
    total: Number(summary?.n ?? 0),
    stake: BigInt(summary?.stake ?? 0),
    payout: BigInt(summary?.payout ?? 0),
    profit: BigInt(summary?.profit ?? 0),
  };
}

/** Sum and count of the member's movements of each of `types` over the range. */
export function totalsByType(tx: Tx, q: Range & { types: readonly string[] }) {
  return memberEntries(tx, q)
    .select([
      't.type',
      sql<string>`coalesce(sum(e.amount), 0)`.as('amount'),
      (eb) => eb.fn.countAll<string>().as('n'),
    ])
    .groupBy('t.type')
    .execute();
}

/** Sums of the member's main-wallet movements by type over the range. */
export async function movementTotals(tx: Tx, q: Range) {
  return memberEntries(tx, q)
    .where('a.kind', '=', 'main')
    .select([
      't.type',
      sql<string>`coalesce(sum(e.amount) filter (where e.amount > 0), 0)`.as('credit'),
      sql<string>`coalesce(sum(-e.amount) filter (where e.amount < 0), 0)`.as('debit'),
    ])
    .groupBy('t.type')
    .execute();
}

/** Paid withdrawals leave the hold, not the main wallet: summed from the hold. */
export async function paidWithdrawals(tx: Tx, q: Range) {
  const row = await memberEntries(tx, { ...q, types: ['withdraw_paid'] })
    .select(sql<string>`coalesce(sum(-e.amount), 0)`.as('total'))
    .executeTakeFirst();
  return BigInt(row?.total ?? 0);
}
