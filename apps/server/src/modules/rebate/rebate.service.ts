import { AppError } from '@portal/contracts/errors';
import {
  REBATE_MAX_RATE_BP,
  REBATE_WINDOW_DAYS,
  type RebateClaim,
  type RebateClaimBody,
  type RebateClaimsQuery,
  type RebateClaimsValue,
  type RebateClaimValue,
  type RebateValue,
} from '@portal/contracts/rebate';
import type { Db, MemberRow, RebateClaimRow } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { payFromHouse } from '../ledger/ledger.service.ts';
import type { SystemService } from '../system/system.service.ts';
import * as repo from './rebate.repo.ts';

/** The house account rebates are paid from. */
export const REBATE_HOUSE_KIND = 'promotions';
const PRODUCTS: readonly repo.Product[] = ['game', 'lottery'];
const DAY_MS = 86_400_000;

/** Stake times rate in basis points, rounded down: the member is never paid a fraction. */
export const rebateOf = (stake: bigint, rateBp: number) => (stake * BigInt(rateBp)) / 10_000n;

/**
 * A product's rate for a member: the merchant's, raised by the member's VIP club level on a
 * product the merchant pays at all, never past the top rate.
 */
export const rateWithLevel = (merchantBp: number, levelBonusBp: number) =>
  merchantBp > 0 ? Math.min(REBATE_MAX_RATE_BP, merchantBp + levelBonusBp) : 0;

/** Minor units from a bigint; a sum past a safe integer is refused, never rounded. */
function minorUnits(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER))
    throw new Error(`${value} minor units cannot be shown exactly`);
  return Number(value);
}

const toClaim = (row: RebateClaimRow): RebateClaim => ({
  id: row.id,
  amount: minorUnits(BigInt(row.amount)),
  bets: row.bets,
  validBets: minorUnits(BigInt(row.valid_bets)),
  createdAt: row.created_at.toISOString(),
});

/**
 * Manual rebate (spec 2 member centre `manualRebate`): a member's settled bets of the last
 * `REBATE_WINDOW_DAYS`, not yet claimed, paid back at the merchant's rate per product (raised by
 * the member's VIP club level when it claims) when the member claims. Each bet carries the claim
 * that paid it, so it is paid once.
 */
export function createRebateService(deps: {
  db: Db;
  clock: Clock;
  system: Pick<SystemService, 'settingsById'>;
}) {
  /** The member's terms: rates with the boost of the club level the member holds now. */
  async function termsOf(member: MemberRow) {
    const merchant = await deps.system.settingsById(member.merchant_id);
    const rateRows = await repo.rates(deps.db, member.merchant_id);
    const rate = new Map(rateRows.map((r) => [r.product, r.rate_bp]));
    const level = merchant.clubLevels.find((l) => l.rank === member.club_rank);
    const bonusBp = level?.rebateBonusBp ?? 0;
    return {
      currency: merchant.info.brand.currency,
      since: new Date(deps.clock.now().getTime() - REBATE_WINDOW_DAYS * DAY_MS),
      level: level && bonusBp > 0 ? { name: level.name, bonusBp } : null,
      rate: (product: repo.Product) => rateWithLevel(rate.get(product) ?? 0, bonusBp),
      /** Products with a rate: bets of the others stay unclaimed until the operator sets one. */
      paying: PRODUCTS.filter((p) => (rate.get(p) ?? 0) > 0),
    };
  }

  return {
    /** What claiming now would pay, product by product. */
    async preview(member: MemberRow): Promise<RebateValue> {
      const terms = await termsOf(member);
      const rows = await repo.unclaimed(deps.db, {
        memberId: member.id,
        currency: terms.currency,
        since: terms.since,
        products: terms.paying,
      });
      const byProduct = new Map(rows.map((r) => [r.product, r]));
      const products = PRODUCTS.map((product) => {
        const row = byProduct.get(product);
        const stake = BigInt(row?.stake ?? 0);
        const rateBp = terms.rate(product);
        return {
          product,
          rateBp,
          bets: row?.bets ?? 0,
          validBets: minorUnits(stake),
          amount: minorUnits(rebateOf(stake, rateBp)),
        };
      });
      return {
        currency: terms.currency,
        windowDays: REBATE_WINDOW_DAYS,
        level: terms.level,
        products,
        total: products.reduce((sum, p) => sum + p.amount, 0),
      };
    },

    /**
     * Pays what the member's unclaimed bets earn, in one transaction: the bets are marked with the
     * claim, the claim is written and the ledger pays it (key `rebate:<claim>`). The same request
     * id answers the same claim; nothing to pay is NOTHING_TO_CLAIM and changes nothing.
     */
    async claim(member: MemberRow, body: RebateClaimBody): Promise<RebateClaimValue> {
      const terms = await termsOf(member);
      const paid = await deps.db.transaction().execute(async (tx) => {
        await repo.lockMember(tx, member.id);
        const earlier = await repo.claimByRequest(tx, member.id, body.requestId);
        if (earlier) return { claim: earlier, balance: null };
        const claimId = await repo.nextClaimId(tx);
        const marked = await repo.markClaimed(tx, {
          claimId,
          memberId: member.id,
          currency: terms.currency,
          since: terms.since,
          products: terms.paying,
        });
        let amount = 0n;
        let stake = 0n;
        let bets = 0;
        for (const row of marked) {
          amount += rebateOf(BigInt(row.stake), terms.rate(row.product));
          stake += BigInt(row.stake);
          bets += row.bets;
        }
        // Throwing rolls the marks back: the bets stay for a later claim.
        if (amount <= 0n) throw new AppError('NOTHING_TO_CLAIM', 'There is no rebate to claim yet', 409);
        const claim = await repo.insertClaim(tx, {
          id: claimId,
          merchant_id: member.merchant_id,
          member_id: member.id,
          request_id: body.requestId,
          currency: terms.currency,
          amount: amount.toString(),
          bets,
          valid_bets: stake.toString(),
        });
        const transfer = await payFromHouse(tx, {
          merchantId: member.merchant_id,
          memberId: member.id,
          currency: terms.currency,
          amount,
          house: REBATE_HOUSE_KIND,
          key: `rebate:${claimId}`,
          type: 'rebate',
          reference: `RB${claimId}`,
        });
        return { claim, balance: transfer.entries.find((e) => e.amount > 0n)?.balanceAfter ?? null };
      });
      const balance =
        paid.balance ??
        BigInt(
          (
            await deps.db
              .selectFrom('ledger_account')
              .select('balance')
              .where('member_id', '=', member.id)
              .where('kind', '=', 'main')
              .where('currency', '=', terms.currency)
              .executeTakeFirst()
          )?.balance ?? 0,
        );
      return { claim: toClaim(paid.claim), balance: minorUnits(balance), currency: terms.currency };
    },

    async claims(member: MemberRow, query: RebateClaimsQuery): Promise<RebateClaimsValue> {
      const merchant = await deps.system.settingsById(member.merchant_id);
      const { rows, total } = await repo.claimsPage(
        deps.db,
        member.id,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      return {
        list: rows.map(toClaim),
        page: query.page,
        pageSize: query.pageSize,
        total,
        currency: merchant.info.brand.currency,
      };
    },

    /** The operator sets a product's rate in basis points (0 stops paying it). */
    setRate: (merchantId: string, product: repo.Product, rateBp: number) =>
      repo.setRate(deps.db, merchantId, product, rateBp),
  };
}
export type RebateService = ReturnType<typeof createRebateService>;

/** The demo merchant pays 0.8% on games and 0.3% on the lottery, unless the operator changed it. */
export async function seedDemoRebateRates(db: Db, merchantId: string): Promise<void> {
  await db
    .insertInto('merchant_rebate_rate')
    .values([
      { merchant_id: merchantId, product: 'game', rate_bp: 80 },
      { merchant_id: merchantId, product: 'lottery', rate_bp: 30 },
    ])
    .onConflict((oc) => oc.columns(['merchant_id', 'product']).doNothing())
    .execute();
}
