import { randomInt } from 'node:crypto';
import { AppError } from '@portal/contracts/errors';
import { maskAccount } from '@portal/contracts/identity';
import {
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  REFERRAL_QUERY_PARAM,
  type ReferralFriendsQuery,
  type ReferralFriendsValue,
  type ReferralValue,
} from '@portal/contracts/referral';
import type { Db, MemberRow, Tx } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { payFromHouse } from '../ledger/ledger.service.ts';
import type { SystemService } from '../system/system.service.ts';
import * as repo from './referral.repo.ts';

/** What the cashier hands over of a deposit it has just credited. */
export type CreditedDeposit = {
  id: string;
  merchant_id: string;
  member_id: string;
  amount: string;
  currency: string;
};

/** The house account referral rewards are paid from, as rebates are. */
const REFERRAL_HOUSE_KIND = 'promotions';

const newInviteCode = () =>
  Array.from(
    { length: INVITE_CODE_LENGTH },
    () => INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)],
  ).join('');

/**
 * Invite friends (spec 2 member centre `referral`): each member's invite code, the friends who
 * registered with it, and the reward paid to the member once per friend, in the same transaction
 * as the friend's first approved deposit that reaches the merchant's minimum.
 */
export function createReferralService(deps: {
  db: Db;
  clock: Clock;
  system: Pick<SystemService, 'settingsById'>;
}) {
  /** The member's code, made the first time: random, retried when another member drew the same. */
  async function inviteCode(member: MemberRow): Promise<string> {
    if (member.invite_code) return member.invite_code;
    for (let attempt = 0; attempt < 5; attempt++) {
      if (await repo.claimInviteCode(deps.db, member.id, newInviteCode())) break;
      // Either the code was taken or a concurrent call gave the member one: read which.
      const now = await repo.inviteCodeOf(deps.db, member.id);
      if (now) return now;
    }
    const code = await repo.inviteCodeOf(deps.db, member.id);
    if (!code) throw new Error('could not make an invite code');
    return code;
  }

  async function enabledSettings(merchantId: string) {
    const settings = await repo.settingsOf(deps.db, merchantId);
    return settings?.enabled ? settings : null;
  }

  return {
    async value(member: MemberRow): Promise<ReferralValue> {
      const settings = await enabledSettings(member.merchant_id);
      if (!settings) return { enabled: false };
      const merchant = await deps.system.settingsById(member.merchant_id);
      const code = await inviteCode(member);
      const totals = await repo.totals(deps.db, member.id);
      return {
        enabled: true,
        code,
        path: `/register?${REFERRAL_QUERY_PARAM}=${code}`,
        currency: merchant.info.brand.currency,
        reward: Number(settings.reward),
        minDeposit: Number(settings.min_deposit),
        friends: totals.friends,
        rewardedFriends: totals.rewarded,
        earned: Number(totals.earned),
      };
    },

    async friends(member: MemberRow, query: ReferralFriendsQuery): Promise<ReferralFriendsValue> {
      if (!(await enabledSettings(member.merchant_id)))
        throw new AppError('FEATURE_DISABLED', 'Inviting friends is not offered here');
      const merchant = await deps.system.settingsById(member.merchant_id);
      const [rows, totals] = await Promise.all([
        repo.friendsPage(deps.db, {
          memberId: member.id,
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
        }),
        repo.totals(deps.db, member.id),
      ]);
      return {
        list: rows.map((r) => ({
          account: maskAccount(r.account),
          registeredAt: r.created_at.toISOString(),
          reward: r.amount === null ? null : Number(r.amount),
          rewardedAt: r.rewarded_at?.toISOString() ?? null,
        })),
        page: query.page,
        pageSize: query.pageSize,
        total: totals.friends,
        totalPages: Math.ceil(totals.friends / query.pageSize),
        currency: merchant.info.brand.currency,
      };
    },

    /**
     * Called inside the transaction that credits an approved deposit: when the depositor was
     * invited and the deposit reaches the minimum, its inviter is paid the reward (key
     * `referral:<friend>`), once per friend whatever happens later. Answers the inviter when
     * paid, whose open tabs the cashier tells the new balance once the credit commits.
     */
    async onDepositCredited(tx: Tx, deposit: CreditedDeposit): Promise<string[]> {
      const referrerId = await repo.referrerOf(tx, deposit.member_id);
      if (!referrerId) return [];
      const settings = await repo.settingsOf(tx, deposit.merchant_id);
      if (!settings?.enabled || BigInt(deposit.amount) < BigInt(settings.min_deposit)) return [];
      const first = await repo.insertReward(tx, {
        friend_id: deposit.member_id,
        referrer_id: referrerId,
        deposit_id: deposit.id,
        currency: deposit.currency,
        amount: settings.reward,
        created_at: deps.clock.now(),
      });
      if (!first) return [];
      const amount = BigInt(settings.reward);
      await payFromHouse(tx, {
        merchantId: deposit.merchant_id,
        memberId: referrerId,
        currency: deposit.currency,
        amount,
        house: REFERRAL_HOUSE_KIND,
        key: `referral:${deposit.member_id}`,
        type: 'referral_bonus',
        reference: `RF${deposit.member_id}`,
      });
      return [referrerId];
    },

    /** The operator switches the promotion on (with its reward and minimum deposit, minor units) or off. */
    async setSettings(
      merchantId: string,
      enabled: boolean,
      reward: number | null,
      minDeposit: number | null,
    ) {
      const current = await repo.settingsOf(deps.db, merchantId);
      const rewardText = reward !== null ? String(reward) : current?.reward;
      const minText = minDeposit !== null ? String(minDeposit) : (current?.min_deposit ?? '0');
      if (!rewardText)
        throw new AppError('VALIDATION_FAILED', 'The first time, give the reward: --reward MINOR_UNITS');
      await repo.setSettings(deps.db, {
        merchant_id: merchantId,
        enabled,
        reward: rewardText,
        min_deposit: minText,
      });
      return `referral ${enabled ? 'on' : 'off'}: reward ${rewardText} for a friend's deposit of at least ${minText} (minor units)`;
    },
  };
}
export type ReferralService = ReturnType<typeof createReferralService>;

/** The demo merchant pays ₫50,000 for each friend whose deposit reaches ₫100,000, unless changed. */
export async function seedDemoReferral(db: Db, merchantId: string): Promise<void> {
  await db
    .insertInto('merchant_referral')
    .values({ merchant_id: merchantId, enabled: true, reward: '5000000', min_deposit: '10000000' })
    .onConflict((oc) => oc.column('merchant_id').doNothing())
    .execute();
}
