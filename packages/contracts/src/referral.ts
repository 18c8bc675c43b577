import { z } from 'zod';
import { minorUnitsSchema } from './money.ts';

/**
 * Invite friends (spec 2 member centre `referral`, shown when the referral promotion is enabled;
 * spec 3 registration `referralCode` from the query parameter). Each member has an invite code;
 * a visitor who registers through `/register?referralCode=CODE` becomes that member's friend,
 * and once a friend's approved deposit reaches the merchant's minimum, the member is paid the
 * merchant's reward for that friend, once.
 */
export const REFERRAL_QUERY_PARAM = 'referralCode';

/** Invite codes: eight characters without the ones people confuse (0/O, 1/I/L). */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;

/** `GET /wps/referral`: the member's invitation and what it has earned (enabled false: nothing else is shown). */
export const referralValueSchema = z.discriminatedUnion('enabled', [
  z.object({ enabled: z.literal(false) }),
  z.object({
    enabled: z.literal(true),
    code: z.string(),
    /** Path and query of the invitation; the web app puts its own origin in front. */
    path: z.string(),
    currency: z.string(),
    /** Paid for each friend whose approved deposit reaches `minDeposit` (minor units). */
    reward: minorUnitsSchema,
    minDeposit: minorUnitsSchema,
    friends: z.number().int().nonnegative(),
    rewardedFriends: z.number().int().nonnegative(),
    earned: minorUnitsSchema,
  }),
]);
export type ReferralValue = z.infer<typeof referralValueSchema>;

export const REFERRAL_FRIENDS_PAGE_SIZE = 10;

export const referralFriendsQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(REFERRAL_FRIENDS_PAGE_SIZE),
  })
  .strict();
export type ReferralFriendsQuery = z.infer<typeof referralFriendsQuerySchema>;

export const referralFriendSchema = z.object({
  /** The friend's account name, partly hidden ("jo***ne"). */
  account: z.string(),
  registeredAt: z.string(),
  /** Null until the friend's deposit earned the reward. */
  reward: minorUnitsSchema.nullable(),
  rewardedAt: z.string().nullable(),
});
export type ReferralFriend = z.infer<typeof referralFriendSchema>;

/** `GET /wps/referral/friends`: the friends who registered with the member's code, newest first. */
export const referralFriendsValueSchema = z.object({
  list: z.array(referralFriendSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  currency: z.string(),
});
export type ReferralFriendsValue = z.infer<typeof referralFriendsValueSchema>;
