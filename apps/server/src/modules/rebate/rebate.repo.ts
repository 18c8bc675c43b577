import { sql } from 'kysely';
import { nextSerialId } from '../../db/next-id.ts';
import type { Tx } from '../../db/schema.ts';

/** The only SQL of rebates. */

export type Product = 'game' | 'lottery';

export const rates = (tx: Tx, merchantId: string) =>
  tx
    .selectFrom('merchant_rebate_rate')
    .select(['product', 'rate_bp'])
    .where('merchant_id', '=', merchantId)
    .execute();

export const setRate = (tx: Tx, merchantId: string, product: Product, rateBp: number) =>
  tx
    .insertInto('merchant_rebate_rate')
    .values({ merchant_id: merchantId, product, rate_bp: rateBp })
    .onConflict((oc) => oc.columns(['merchant_id', 'product']).doUpdateSet({ rate_bp: rateBp }))
    .execute();

type Unclaimed = { memberId: string; currency: string; since: Date; products: readonly Product[] };

/** The member's settled, unclaimed bets placed since `since`, counted and summed per product. */
export async function unclaimed(tx: Tx, q: Unclaimed) {
  if (q.products.length === 0) return [];
  const { rows } = await sql<{ product: Product; bets: number; stake: string }>`
    select product, count(*)::int as bets, coalesce(sum(stake), 0)::text as stake from bet
    where member_id = ${q.memberId}::bigint and placed_at >= ${q.since}::timestamptz
      and status = 'settled' and rebate_claim_id is null and currency = ${q.currency}
      and product in (${sql.join(q.products)})
    group by product`.execute(tx);
  return rows;
}

/**
 * Marks the same bets as `unclaimed` reads with `claimId` and answers their sums per product.
 * Bets another claim marked meanwhile are not matched again (their row is re-read once its lock
 * is released), so no bet is paid twice.
 */
export async function markClaimed(tx: Tx, q: Unclaimed & { claimId: string }) {
  if (q.products.length === 0) return [];
  const { rows } = await sql<{ product: Product; bets: number; stake: string }>`
    with marked as (
      update bet set rebate_claim_id = ${q.claimId}::bigint
      where member_id = ${q.memberId}::bigint and placed_at >= ${q.since}::timestamptz
        and status = 'settled' and rebate_claim_id is null and currency = ${q.currency}
        and product in (${sql.join(q.products)})
      returning product, stake
    )
    select product, count(*)::int as bets, coalesce(sum(stake), 0)::text as stake from marked group by product`.execute(
    tx,
  );
  return rows;
}

/** Claims of one member are made one at a time. */
export const lockMember = (tx: Tx, memberId: string) =>
  tx.selectFrom('member').select('id').where('id', '=', memberId).forUpdate().executeTakeFirst();

export const nextClaimId = (tx: Tx) => nextSerialId(tx, 'rebate_claim');

export const insertClaim = (
  tx: Tx,
  row: {
    id: string;
    merchant_id: string;
    member_id: string;
    request_id: string;
    currency: string;
    amount: string;
    bets: number;
    valid_bets: string;
  },
) => tx.insertInto('rebate_claim').values(row).returningAll().executeTakeFirstOrThrow();

export const claimByRequest = (tx: Tx, memberId: string, requestId: string) =>
  tx
    .selectFrom('rebate_claim')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();

export async function claimsPage(tx: Tx, memberId: string, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    tx
      .selectFrom('rebate_claim')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    tx
      .selectFrom('rebate_claim')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}
