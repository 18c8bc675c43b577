import { AppError } from '@portal/contracts/errors';
import {
  type ConvertBody,
  type ConvertValue,
  convertedAmount,
  earnedPoints,
  type PointsEntriesQuery,
  type PointsEntriesValue,
  type PointsValue,
  type Redeem,
  type RedeemBody,
  type RedeemsQuery,
  type RedeemsValue,
  type RedeemValue,
  type RewardKind,
  type RewardsQuery,
  type RewardsValue,
} from '@portal/contracts/points';
import type { Db, MemberRow, PointsRedeemRow, Tx } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CredentialsService } from '../cashier/credentials.service.ts';
import { payFromHouse } from '../ledger/ledger.service.ts';
import { assertOffered, readingLanguage } from '../system/content-languages.ts';
import type { SystemService } from '../system/system.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import * as repo from './points.repo.ts';

/** The house account that pays conversions and cash rewards, as other promotions. */
const POINTS_HOUSE_KIND = 'promotions';

/** A reward's name and text, as written or translated (`points reward add` and `translate`). */
export const REWARD_NAME_MAX = 100;
export const REWARD_TEXT_MAX = 500;

const toRedeem = (row: PointsRedeemRow & { reward_name: string }): Redeem => ({
  id: row.id,
  rewardName: row.reward_name,
  quantity: row.quantity,
  points: Number(row.points),
  status: row.status,
  remark: row.remark,
  createdAt: row.created_at.toISOString(),
  decidedAt: row.decided_at?.toISOString() ?? null,
});

const pageOf = <T>(list: T[], query: { page: number; pageSize: number }, total: number) => ({
  list,
  page: query.page,
  pageSize: query.pageSize,
  total,
  totalPages: Math.ceil(total / query.pageSize),
});

type EarningDeposit = { id: string; merchant_id: string; member_id: string; amount: string };

/**
 * The points an approved deposit earns, credited once (keyed by the deposit), in the transaction
 * that credits the deposit: the cashier calls it from the server and from the operator's CLI.
 */
export async function creditDepositPoints(tx: Tx, deposit: EarningDeposit, at: Date): Promise<void> {
  const settings = await repo.settingsOf(tx, deposit.merchant_id);
  if (!settings?.enabled) return;
  const points = earnedPoints(Number(deposit.amount), Number(settings.earn_unit), settings.earn_points);
  if (points <= 0) return;
  await repo.changePoints(tx, {
    memberId: deposit.member_id,
    kind: 'deposit',
    change: BigInt(points),
    reference: deposit.id,
    at,
  });
}

/**
 * The points mall (spec 1, 3, 4, 7): points earned on approved deposits, rewards redeemed by
 * request (points held until the operator decides; a rejection gives them back), conversions
 * to money. Every change of a member's points is one row of `points_entry` keyed by its cause,
 * under a lock of the member's points, so a cause applies once and the balance never goes below
 * zero. Money moves through the ledger.
 */
export function createPointsService(deps: {
  db: Db;
  clock: Clock;
  system: Pick<SystemService, 'settingsById'>;
  credentials: Pick<CredentialsService, 'verifyPaymentPassword'>;
  wallet: Pick<WalletService, 'publishBalance'>;
}) {
  async function enabledSettings(merchantId: string) {
    const settings = await repo.settingsOf(deps.db, merchantId);
    if (!settings?.enabled) throw new AppError('FEATURE_DISABLED', 'The points mall is not open');
    return settings;
  }

  async function currencyOf(merchantId: string) {
    return (await deps.system.settingsById(merchantId)).info.brand.currency;
  }

  async function pay(
    tx: Tx,
    member: { merchant_id: string; id: string },
    q: { key: string; type: string; amount: bigint; currency: string; reference: string },
  ) {
    return payFromHouse(tx, {
      merchantId: member.merchant_id,
      memberId: member.id,
      house: POINTS_HOUSE_KIND,
      ...q,
    });
  }

  return {
    async value(member: MemberRow): Promise<PointsValue> {
      const settings = await repo.settingsOf(deps.db, member.merchant_id);
      if (!settings?.enabled) return { enabled: false };
      const account = await repo.accountOf(deps.db, member.id);
      return {
        enabled: true,
        points: Number(account?.balance ?? 0),
        pendingPoints: Number(account?.pending ?? 0),
        currency: await currencyOf(member.merchant_id),
        earnUnit: Number(settings.earn_unit),
        earnPoints: settings.earn_points,
        ratioPoints: settings.ratio_points,
        ratioAmount: Number(settings.ratio_amount),
      };
    },

    /** The mall in the member's reading language (`query.language` when offered, else the default). */
    async rewards(member: MemberRow, query: RewardsQuery): Promise<RewardsValue> {
      await enabledSettings(member.merchant_id);
      const language = await readingLanguage(deps.system.settingsById, member.merchant_id, query.language);
      const rows = await repo.rewardsIn(deps.db, member.merchant_id, language);
      return {
        currency: await currencyOf(member.merchant_id),
        list: rows.map((r) => ({
          id: r.id,
          name: r.name,
          description: r.description,
          kind: r.kind,
          cashAmount: r.cash_amount === null ? null : Number(r.cash_amount),
          cost: r.cost,
          available: r.available,
        })),
      };
    },

    /** A redeem request: the points are held at once; the same requestId answers the same request. */
    async redeem(member: MemberRow, body: RedeemBody): Promise<RedeemValue> {
      await enabledSettings(member.merchant_id);
      const earlier = await repo.redeemByRequest(deps.db, member.id, body.requestId);
      if (!earlier) await deps.credentials.verifyPaymentPassword(member.id, body.paymentPassword);
      const redeem = await deps.db.transaction().execute(async (tx) => {
        await repo.lockAccount(tx, member.id);
        const again = await repo.redeemByRequest(tx, member.id, body.requestId);
        if (again) return again;
        const reward = await repo.lockReward(tx, member.merchant_id, body.rewardId);
        if (!reward?.active) throw new AppError('NOT_FOUND', 'This reward is not in the mall');
        if (reward.available !== null && reward.available < body.quantity)
          throw new AppError('REWARD_SOLD_OUT', `Only ${reward.available} left`, undefined, {
            available: reward.available,
          });
        const points = BigInt(reward.cost) * BigInt(body.quantity);
        const id = await repo.insertRedeem(tx, {
          merchant_id: member.merchant_id,
          member_id: member.id,
          reward_id: reward.id,
          request_id: body.requestId,
          quantity: body.quantity,
          points: points.toString(),
          created_at: deps.clock.now(),
        });
        await repo.changePoints(tx, {
          memberId: member.id,
          kind: 'redeem',
          change: -points,
          reference: id,
          at: deps.clock.now(),
          pendingChange: points,
        });
        if (reward.available !== null) await repo.addToAvailable(tx, reward.id, -body.quantity);
        return (await repo.redeemById(tx, id)) as NonNullable<Awaited<ReturnType<typeof repo.redeemById>>>;
      });
      const account = await repo.accountOf(deps.db, member.id);
      return { redeem: toRedeem(redeem), points: Number(account?.balance ?? 0) };
    },

    /** The redeem history, each reward named in the reading language as the mall names it. */
    async redeems(member: MemberRow, query: RedeemsQuery): Promise<RedeemsValue> {
      const language = await readingLanguage(deps.system.settingsById, member.merchant_id, query.language);
      const { rows, total } = await repo.redeemsPage(
        deps.db,
        member.id,
        language,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      return pageOf(rows.map(toRedeem), query, total);
    },

    async entries(member: MemberRow, query: PointsEntriesQuery): Promise<PointsEntriesValue> {
      const { rows, total } = await repo.entriesPage(
        deps.db,
        member.id,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      return pageOf(
        rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          change: Number(r.change),
          balance: Number(r.balance_after),
          reference: r.reference,
          createdAt: r.created_at.toISOString(),
        })),
        query,
        total,
      );
    },

    /** Points to money at the ratio, whole multiples only; the same requestId answers the same conversion. */
    async convert(member: MemberRow, body: ConvertBody): Promise<ConvertValue> {
      const settings = await enabledSettings(member.merchant_id);
      if (body.points % settings.ratio_points !== 0)
        throw new AppError(
          'VALIDATION_FAILED',
          `points: Convert a multiple of ${settings.ratio_points} points`,
        );
      const currency = await currencyOf(member.merchant_id);
      const earlier = await repo.convertByRequest(deps.db, member.id, body.requestId);
      if (!earlier) await deps.credentials.verifyPaymentPassword(member.id, body.paymentPassword);
      const done = await deps.db.transaction().execute(async (tx) => {
        await repo.lockAccount(tx, member.id);
        const again = await repo.convertByRequest(tx, member.id, body.requestId);
        if (again) return again;
        const amount = convertedAmount(body.points, settings.ratio_points, Number(settings.ratio_amount));
        const row = {
          member_id: member.id,
          request_id: body.requestId,
          points: String(body.points),
          amount: String(amount),
          created_at: deps.clock.now(),
        };
        const id = await repo.insertConvert(tx, row);
        await repo.changePoints(tx, {
          memberId: member.id,
          kind: 'convert',
          change: -BigInt(body.points),
          reference: id,
          at: deps.clock.now(),
        });
        await pay(tx, member, {
          key: `points-convert:${id}`,
          type: 'points_convert',
          amount: BigInt(amount),
          currency,
          reference: `PC${id}`,
        });
        return { id, ...row };
      });
      await deps.wallet.publishBalance({ id: member.id }, null).catch(() => undefined);
      const account = await repo.accountOf(deps.db, member.id);
      const balance = await deps.db
        .selectFrom('ledger_account')
        .select('balance')
        .where('member_id', '=', member.id)
        .where('kind', '=', 'main')
        .where('currency', '=', currency)
        .executeTakeFirst();
      return {
        points: Number(account?.balance ?? 0),
        amount: Number(done.amount),
        balance: Number(balance?.balance ?? 0),
        currency,
      };
    },

    /** In the transaction that credits an approved deposit: the points it earns, once. */
    onDepositCredited: (tx: Tx, deposit: EarningDeposit) =>
      creditDepositPoints(tx, deposit, deps.clock.now()),
  };
}
export type PointsService = ReturnType<typeof createPointsService>;

/** Operator commands: the mall's rules, its rewards and the redeem requests. */
export function createPointsOps(deps: {
  db: Db;
  clock: Clock;
  system: Pick<SystemService, 'settingsById'>;
  /** Tells the member's open tabs the new balance once a cash reward is paid (absent: nobody to tell). */
  publishBalance?: (memberId: string) => Promise<void>;
}) {
  return {
    async setSettings(
      merchantId: string,
      enabled: boolean,
      given: {
        earnUnit: number | null;
        earnPoints: number | null;
        ratioPoints: number | null;
        ratioAmount: number | null;
      },
    ) {
      const current = await repo.settingsOf(deps.db, merchantId);
      const row = {
        merchant_id: merchantId,
        enabled,
        earn_unit: String(given.earnUnit ?? current?.earn_unit ?? 100_000),
        earn_points: given.earnPoints ?? current?.earn_points ?? 1,
        ratio_points: given.ratioPoints ?? current?.ratio_points ?? 100,
        ratio_amount: String(given.ratioAmount ?? current?.ratio_amount ?? 100_000),
      };
      await repo.setSettings(deps.db, row);
      return `points ${enabled ? 'on' : 'off'}: ${row.earn_points} point(s) per ${row.earn_unit} deposited, ${row.ratio_points} points = ${row.ratio_amount} (minor units)`;
    },

    async addReward(
      merchantId: string,
      r: { name: string; text: string; cost: number; cash: number | null; quantity: number | null },
    ) {
      const kind: RewardKind = r.cash === null ? 'item' : 'cash';
      const id = await repo.insertReward(deps.db, {
        merchant_id: merchantId,
        name: r.name,
        description: r.text,
        kind,
        cash_amount: r.cash === null ? null : String(r.cash),
        cost: r.cost,
        available: r.quantity,
      });
      return `reward ${id} (${kind}, ${r.cost} points${r.quantity === null ? '' : `, ${r.quantity} available`}) added`;
    },

    async endReward(merchantId: string, id: string) {
      if (!(await repo.endReward(deps.db, merchantId, id)))
        throw new AppError('NOT_FOUND', `No reward ${id}`);
      return `reward ${id} taken out of the mall`;
    },

    /**
     * Writes a reward's name and text in `language` (replacing an earlier translation), for readers
     * of that language. Without a text, a translation keeps the text it had, or the one as written.
     */
    async translateReward(
      merchantId: string,
      id: string,
      given: { language: string; name: string; description: string },
    ) {
      await assertOffered(deps.system.settingsById, merchantId, given.language);
      const name = given.name.trim();
      const description = given.description.trim();
      if (!name || name.length > REWARD_NAME_MAX)
        throw new AppError('VALIDATION_FAILED', `A reward's name is 1 to ${REWARD_NAME_MAX} characters`);
      if (description.length > REWARD_TEXT_MAX)
        throw new AppError('VALIDATION_FAILED', `A reward's text is at most ${REWARD_TEXT_MAX} characters`);
      const reward = await repo.rewardOf(deps.db, merchantId, id);
      if (!reward) throw new AppError('NOT_FOUND', `No reward ${id}`, 404);
      // A translation always has a text (the table requires one). Without a new one it keeps the
      // one it had, or starts with the text as written.
      const text = description || reward.description;
      if (!text) throw new AppError('VALIDATION_FAILED', `Reward ${id} has no text as written: give --text`);
      const row = { reward_id: id, language: given.language, name, description: text };
      await repo.upsertRewardText(deps.db, row, description !== '');
      return `reward ${id} translated into ${given.language}`;
    },

    /** Removes a reward's translation: readers of that language read it as written again. */
    async untranslateReward(merchantId: string, id: string, language: string) {
      if (!(await repo.deleteRewardText(deps.db, merchantId, id, language)))
        throw new AppError('NOT_FOUND', `No translation of reward ${id} into ${language}`, 404);
      return `reward ${id}: translation into ${language} removed`;
    },

    /** The mall as written, with the languages each reward is translated into. */
    async listRewards(merchantId: string) {
      const rows = await repo.rewardsWithLanguages(deps.db, merchantId);
      if (rows.length === 0) return 'no rewards in the mall';
      return rows
        .map(
          (r) =>
            `${r.id}  ${r.cost} points  ${r.available ?? 'no limit'}  ${r.kind}${r.cash_amount ? ` ${r.cash_amount}` : ''}  ${r.name}  translations: ${r.languages ?? 'none'}`,
        )
        .join('\n');
    },

    async listRedeems(merchantId: string) {
      const rows = await repo.openRedeems(deps.db, merchantId);
      if (rows.length === 0) return 'no redeem requests in process';
      return rows
        .map(
          (r) =>
            `${r.id}  ${r.created_at.toISOString()}  ${r.account}  ${r.quantity} x ${r.reward_name}  ${r.points} points`,
        )
        .join('\n');
    },

    /**
     * Approves (a cash reward is paid to the wallet) or rejects (the points come back and the
     * quantity returns to the mall) a request in process; a decided one is ALREADY_DECIDED.
     */
    async decide(merchantId: string, id: string, decision: 'approve' | 'reject', remark: string | null) {
      const currency = (await deps.system.settingsById(merchantId)).info.brand.currency;
      const outcome = await deps.db.transaction().execute(async (tx) => {
        const existing = await repo.redeemById(tx, id);
        if (!existing || existing.merchant_id !== merchantId)
          throw new AppError('NOT_FOUND', `No redeem request ${id}`);
        await repo.lockAccount(tx, existing.member_id);
        const now = deps.clock.now();
        const row = await repo.decideRedeem(
          tx,
          id,
          decision === 'approve' ? 'approved' : 'rejected',
          remark,
          now,
        );
        if (!row) throw new AppError('ALREADY_DECIDED', `Redeem request ${id} is already ${existing.status}`);
        const points = BigInt(row.points);
        if (decision === 'reject') {
          await repo.changePoints(tx, {
            memberId: row.member_id,
            kind: 'redeem_refund',
            change: points,
            reference: row.id,
            at: now,
            pendingChange: -points,
          });
          await repo.addToAvailable(tx, row.reward_id, row.quantity);
          return `redeem ${id} rejected: ${points} points returned`;
        }
        await repo.releasePending(tx, row.member_id, points);
        const reward = await tx
          .selectFrom('points_reward')
          .selectAll()
          .where('id', '=', row.reward_id)
          .executeTakeFirstOrThrow();
        if (reward.cash_amount === null)
          return `redeem ${id} approved: deliver ${row.quantity} x ${reward.name}`;
        const amount = BigInt(reward.cash_amount) * BigInt(row.quantity);
        await payFromHouse(tx, {
          merchantId,
          memberId: row.member_id,
          currency,
          amount,
          house: POINTS_HOUSE_KIND,
          key: `points-redeem:${row.id}`,
          type: 'points_redeem',
          reference: `PR${row.id}`,
        });
        return { message: `redeem ${id} approved: ${amount} paid to the wallet`, paid: row.member_id };
      });
      if (typeof outcome === 'string') return outcome;
      await deps.publishBalance?.(outcome.paid).catch(() => undefined);
      return outcome.message;
    },
  };
}
export type PointsOps = ReturnType<typeof createPointsOps>;
