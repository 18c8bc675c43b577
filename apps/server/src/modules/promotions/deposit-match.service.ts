import { AppError } from '@portal/contracts/errors';
import {
  type MatchJoinBody,
  type MatchJoinValue,
  matchBonus,
  matchStateOf,
  type PromotionMatch,
  type WaitingMatchesQuery,
  type WaitingMatchesValue,
} from '@portal/contracts/promotions';
import type { Db, MemberRow, PromotionMatchRow, PromotionRow, Tx } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { safeNumber } from '../../lib/minor-units.ts';
import { payFromHouse } from '../ledger/ledger.service.ts';
import type { MessagesService } from '../messages/messages.service.ts';
import type { CreditedDeposit } from '../referral/referral.service.ts';
import { readingLanguage } from '../system/content-languages.ts';
import type { SystemService } from '../system/system.service.ts';
import * as repo from './deposit-match.repo.ts';
import { assertLevel } from './eligibility.ts';
import { PROMOTION_HOUSE_KIND } from './house.ts';
import * as promotionsRepo from './promotions.repo.ts';

/**
 * A deposit match's terms with the viewer's join (null for a visitor or before joining) and, for
 * a first-deposit match, whether the viewer has deposited already (null when not known).
 */
export function matchOf(
  row: PromotionRow,
  join: PromotionMatchRow | null,
  depositedBefore: boolean | null = null,
): PromotionMatch | null {
  if (row.action !== 'match' || row.match_percent === null || row.min_deposit === null) return null;
  return {
    percent: row.match_percent,
    minDeposit: safeNumber(row.min_deposit),
    firstDeposit: row.first_deposit_only,
    depositedBefore: row.first_deposit_only ? depositedBefore : null,
    joinedAt: join?.joined_at.toISOString() ?? null,
    bonus: join?.bonus == null ? null : safeNumber(join.bonus),
    paidAt: join?.paid_at?.toISOString() ?? null,
  };
}

/** The state a deposit match shows its viewer at `now`. */
export const matchStateFor = (row: PromotionRow, join: PromotionMatchRow | null, now: Date) =>
  matchStateOf(
    { startsAt: row.starts_at, endsAt: row.ends_at },
    join ? { paid: join.deposit_id !== null } : null,
    now,
  );

/**
 * Deposit matches: a member joins one while it runs, and the crediting transaction of their next
 * deposit of at least its smallest one, made before its end, pays its share as a bonus into the
 * main wallet (ledger key `match:<join>`, type `promotion_bonus`) and says so in the inbox. The
 * member's turnover for bonuses then applies to it, as to every bonus.
 */
export function createDepositMatchService(deps: {
  db: Db;
  clock: Clock;
  messages: Pick<MessagesService, 'record'>;
  /** The merchant's settings: its club levels (a promotion for a level), currency and languages. */
  system: Pick<SystemService, 'settingsById'>;
}) {
  const settingsOf = (merchantId: string) => deps.system.settingsById(merchantId);
  return {
    /** The member's joins still waiting for a deposit, in the order a deposit pays them. */
    async waiting(member: MemberRow, query: WaitingMatchesQuery): Promise<WaitingMatchesValue> {
      const now = deps.clock.now();
      const language = await readingLanguage(deps.system.settingsById, member.merchant_id, query.language);
      const [settings, rows] = await Promise.all([
        settingsOf(member.merchant_id),
        repo.waitingJoins(deps.db, { memberId: member.id, now, language }),
      ]);
      return {
        currency: settings.info.brand.currency,
        list: rows.flatMap((row) =>
          row.match_percent === null || row.min_deposit === null || row.bonus_max === null
            ? []
            : [
                {
                  promotionId: row.id,
                  title: row.title,
                  percent: row.match_percent,
                  minDeposit: safeNumber(row.min_deposit),
                  bonusMax: safeNumber(row.bonus_max),
                  endsAt: row.ends_at?.toISOString() ?? null,
                },
              ],
        ),
      };
    },

    /** Joins a running deposit match; joining again answers the same join. */
    async join(member: MemberRow, body: MatchJoinBody): Promise<MatchJoinValue> {
      const now = deps.clock.now();
      const row = await promotionsRepo.byId(deps.db, member.merchant_id, body.promotionId);
      if (!row) throw new AppError('PROMOTION_NOT_FOUND', 'There is no such promotion', 404);
      if (row.action !== 'match')
        throw new AppError('PROMOTION_NOT_APPLICABLE', 'This promotion is not a deposit match', 409);
      const earlier = (await repo.joinsOf(deps.db, member.id, [row.id]))[0] ?? null;
      if (!earlier) {
        assertLevel(member, row, (await settingsOf(member.merchant_id)).clubLevels);
        const state = matchStateFor(row, null, now);
        if (state !== 'join')
          throw new AppError('PROMOTION_NOT_OPEN', 'This offer is not open to join', 409, { state });
        if (row.first_deposit_only && (await repo.hasApprovedDeposit(deps.db, member.id)))
          throw new AppError(
            'PROMOTION_FIRST_DEPOSIT',
            'This offer is for a first deposit, and this account has deposited already',
          );
        await repo.insertJoin(deps.db, {
          merchant_id: member.merchant_id,
          promotion_id: row.id,
          member_id: member.id,
          joined_at: now,
        });
      }
      const join = earlier ?? (await repo.joinsOf(deps.db, member.id, [row.id]))[0];
      if (!join) throw new Error(`join of ${member.id} to ${row.id} vanished`);
      const match = matchOf(row, join);
      if (!match) throw new Error(`promotion ${row.id} has no match terms`);
      return { match };
    },

    /**
     * Runs in the transaction crediting an approved deposit: pays the bonus of the member's
     * earliest join this deposit earns, if any. The join's row lock and its unique deposit make
     * it once per join and once per deposit, whichever node credits.
     */
    async onDepositCredited(tx: Tx, deposit: CreditedDeposit & { created_at: Date }): Promise<void> {
      const join = await repo.lockEarnedJoin(tx, {
        memberId: deposit.member_id,
        madeAt: deposit.created_at,
        amount: deposit.amount,
        first: !(await repo.hasApprovedDeposit(tx, deposit.member_id, deposit.id)),
      });
      if (!join || join.match_percent === null || join.min_deposit === null || join.bonus_max === null)
        return;
      const bonus = matchBonus(BigInt(deposit.amount), {
        percent: join.match_percent,
        minDeposit: BigInt(join.min_deposit),
        bonusMax: BigInt(join.bonus_max),
      });
      if (bonus <= 0n) return;
      await repo.markPaid(tx, join.id, {
        depositId: deposit.id,
        bonus: bonus.toString(),
        at: deps.clock.now(),
      });
      await payFromHouse(tx, {
        merchantId: deposit.merchant_id,
        memberId: deposit.member_id,
        currency: deposit.currency,
        amount: bonus,
        house: PROMOTION_HOUSE_KIND,
        key: `match:${join.id}`,
        type: 'promotion_bonus',
        reference: `PM${join.id}`,
      });
      await deps.messages.record(tx, {
        memberId: deposit.member_id,
        kind: 'promotion_issued',
        reference: join.title,
        amount: bonus.toString(),
        currency: deposit.currency,
        note: null,
      });
    },
  };
}
export type DepositMatchService = ReturnType<typeof createDepositMatchService>;
