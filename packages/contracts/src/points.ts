import { z } from 'zod';
import { encryptedFieldSchema } from './identity.ts';
import { minorUnitsSchema } from './money.ts';
import { contentLanguageQuerySchema } from './system.ts';

/**
 * The points mall (spec 1 "a point mall"; spec 3 "Points": current points, points ratio,
 * changed points, points balance, redeem quantity, available quantity, remark; spec 4 "Redeem:
 * in process to approved or rejected"; spec 7 points calls; spec 9 "Points never expire").
 *
 * Members earn points on their approved deposits, at the merchant's rate. Points buy the mall's
 * rewards (a request the operator approves or rejects; a rejected one gives the points back) or
 * are converted to money at the merchant's ratio. Both take the payment password. Points are
 * whole numbers and never expire.
 */

/** `GET /wps/points`: the member's points and the merchant's rules. */
export const pointsValueSchema = z.discriminatedUnion('enabled', [
  z.object({ enabled: z.literal(false) }),
  z.object({
    enabled: z.literal(true),
    points: z.number().int().nonnegative(),
    currency: z.string(),
    /** Earning: `earnPoints` points for every `earnUnit` (minor units) of an approved deposit. */
    earnUnit: minorUnitsSchema,
    earnPoints: z.number().int().positive(),
    /** The points ratio: `ratioPoints` points convert to `ratioAmount` minor units. */
    ratioPoints: z.number().int().positive(),
    ratioAmount: minorUnitsSchema,
    /** Points that are held by redeem requests still in process. */
    pendingPoints: z.number().int().nonnegative(),
  }),
]);
export type PointsValue = z.infer<typeof pointsValueSchema>;

export const rewardKindSchema = z.enum(['item', 'cash']);
export type RewardKind = z.infer<typeof rewardKindSchema>;

export const rewardSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** 'cash' credits `cashAmount` to the wallet when approved; 'item' is delivered by the operator. */
  kind: rewardKindSchema,
  cashAmount: minorUnitsSchema.nullable(),
  /** Points for one. */
  cost: z.number().int().positive(),
  /** How many are left to redeem; null when there is no limit. */
  available: z.number().int().nonnegative().nullable(),
});
export type Reward = z.infer<typeof rewardSchema>;

/**
 * `GET /wps/points/rewards`: the mall, cheapest first, each reward in `language` where the operator
 * translated it, else as written.
 */
export const rewardsQuerySchema = contentLanguageQuerySchema.strict();
export type RewardsQuery = z.infer<typeof rewardsQuerySchema>;
export const rewardsValueSchema = z.object({ list: z.array(rewardSchema), currency: z.string() });
export type RewardsValue = z.infer<typeof rewardsValueSchema>;

export const REDEEM_MAX_QUANTITY = 99;

/** `POST /wps/points/redeem`: the same requestId again answers the same request, holding the points once. */
export const redeemBodySchema = z
  .object({
    rewardId: z.string().regex(/^\d{1,18}$/),
    quantity: z.number().int().min(1).max(REDEEM_MAX_QUANTITY),
    paymentPassword: encryptedFieldSchema,
    requestId: z.uuid(),
  })
  .strict();
export type RedeemBody = z.infer<typeof redeemBodySchema>;

export const redeemStatusSchema = z.enum(['process', 'approved', 'rejected']);
export type RedeemStatus = z.infer<typeof redeemStatusSchema>;

export const redeemSchema = z.object({
  id: z.string(),
  rewardName: z.string(),
  quantity: z.number().int().positive(),
  points: z.number().int().positive(),
  status: redeemStatusSchema,
  /** The operator's note when deciding. */
  remark: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Redeem = z.infer<typeof redeemSchema>;

export const redeemValueSchema = z.object({ redeem: redeemSchema, points: z.number().int().nonnegative() });
export type RedeemValue = z.infer<typeof redeemValueSchema>;

export const POINTS_PAGE_SIZE = 10;
const pageFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(POINTS_PAGE_SIZE),
};

/**
 * `GET /wps/points/redeems`: the member's redeem requests, newest first (redeem history), each
 * reward named in `language` as the mall names it.
 */
export const redeemsQuerySchema = contentLanguageQuerySchema.extend(pageFields).strict();
export type RedeemsQuery = z.infer<typeof redeemsQuerySchema>;
export const redeemsValueSchema = z.object({
  list: z.array(redeemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type RedeemsValue = z.infer<typeof redeemsValueSchema>;

/** Why the points changed: a deposit earned them, a redeem held them, a rejection returned them, a conversion spent them. */
export const pointsEntryKindSchema = z.enum(['deposit', 'redeem', 'redeem_refund', 'convert']);
export type PointsEntryKind = z.infer<typeof pointsEntryKindSchema>;

/** `GET /wps/points/transactions`: points details, newest first. */
export const pointsEntriesQuerySchema = z.object(pageFields).strict();
export type PointsEntriesQuery = z.infer<typeof pointsEntriesQuerySchema>;
export const pointsEntrySchema = z.object({
  id: z.string(),
  kind: pointsEntryKindSchema,
  /** Changed points: positive when earned or returned, negative when spent. */
  change: z.number().int(),
  /** The points balance after this change. */
  balance: z.number().int().nonnegative(),
  /** What it refers to: a deposit's reference, a redeem request's id, a conversion's id. */
  reference: z.string(),
  createdAt: z.string(),
});
export type PointsEntry = z.infer<typeof pointsEntrySchema>;
export const pointsEntriesValueSchema = z.object({
  list: z.array(pointsEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type PointsEntriesValue = z.infer<typeof pointsEntriesValueSchema>;

/**
 * `POST /wps/points/convert`: points to money at the ratio. Only whole multiples of the ratio's
 * points convert, so the member is never paid a fraction of a minor unit.
 */
export const convertBodySchema = z
  .object({
    points: z.number().int().min(1).max(1_000_000_000_000),
    paymentPassword: encryptedFieldSchema,
    requestId: z.uuid(),
  })
  .strict();
export type ConvertBody = z.infer<typeof convertBodySchema>;

export const convertValueSchema = z.object({
  points: z.number().int().nonnegative(),
  /** Minor units credited to the main wallet. */
  amount: minorUnitsSchema,
  balance: minorUnitsSchema,
  currency: z.string(),
});
export type ConvertValue = z.infer<typeof convertValueSchema>;

/** Minor units `points` convert to: whole multiples of the ratio only. */
export const convertedAmount = (points: number, ratioPoints: number, ratioAmount: number) =>
  Math.floor(points / ratioPoints) * ratioAmount;

/** Points an approved deposit earns: whole units only. */
export const earnedPoints = (deposit: number, earnUnit: number, earnPoints: number) =>
  Math.floor(deposit / earnUnit) * earnPoints;
