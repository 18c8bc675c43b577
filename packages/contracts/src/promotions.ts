import { z } from 'zod';
import { minorUnitsSchema } from './money.ts';
import { contentLanguageQuerySchema } from './system.ts';

/**
 * Promotions (spec 2 `/promotions` and `/promoDetail`, spec 4 "Activity states", spec 5
 * "Activity application"): the operator's activities, each in a category (spec 3 "Promotion:
 * id, category (new_player used on registration)"), shown from its start to its end. An `info`
 * promotion is read; an `apply` one is applied for with a remark and up to three images, and
 * the operator issues its bonus into the main wallet or rejects it with a reason; a `raffle` one
 * is joined while it runs, the operator draws its winners after its end, and each winner claims
 * the prize (spec 7 `/wps/relay/MCS2_claimRafflePromotion`); a `checkin` one pays a member a
 * reward for checking in once a day while it runs (spec 4 state `signed`); a `match` one (a deposit
 * match) is joined while it runs, and pays the member a share of their next deposit made before
 * its end, up to its ceiling, when that deposit is credited.
 */

export const promotionCategories = ['new_player', 'deposit', 'games', 'lottery', 'vip', 'other'] as const;
export const promotionCategorySchema = z.enum(promotionCategories);
export type PromotionCategory = z.infer<typeof promotionCategorySchema>;

export const promotionActions = ['info', 'apply', 'raffle', 'checkin', 'match'] as const;
export const promotionActionSchema = z.enum(promotionActions);
export type PromotionAction = z.infer<typeof promotionActionSchema>;

/** Where an application stands: awaiting the operator, refused (the member may apply again), paid. */
export const applicationStatuses = ['applying', 'rejected', 'issued'] as const;
export const applicationStatusSchema = z.enum(applicationStatuses);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/**
 * The spec 4 activity states a promotion shows its viewer: `coming_soon` before its start,
 * `close` after its end, `join` while an `apply` promotion can be applied for, then the status of
 * the viewer's latest application. A running `info` promotion has no state (null). A raffle shows
 * `join`, then `joined` until its draw, then `claim` to a winner (`claimed` once paid) and `close`
 * to everyone else. A check-in shows `join` while the member may check in today and `signed`
 * once they have. A deposit match shows `join`, then `joined` until a deposit earns its bonus,
 * then `issued`.
 */
export const promotionStates = [
  'coming_soon',
  'join',
  'applying',
  'rejected',
  'issued',
  'joined',
  'claim',
  'claimed',
  'signed',
  'close',
] as const;
export const promotionStateSchema = z.enum(promotionStates);
export type PromotionState = z.infer<typeof promotionStateSchema>;

/** Spec 5 "Activity application: remark up to 140 characters; images png or jpg, up to 5 MB each, at most 3." */
export const APPLICATION_REMARK_MAX = 140;
export const APPLICATION_MAX_IMAGES = 3;
export const APPLICATION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const PROMOTION_TITLE_MAX = 80;
export const PROMOTION_SUMMARY_MAX = 200;
export const PROMOTION_CONTENT_MAX = 5000;

const idSchema = z.string().regex(/^\d{1,18}$/, 'A promotion id is digits');

export const promotionSchema = z.object({
  id: z.string(),
  category: promotionCategorySchema,
  action: promotionActionSchema,
  title: z.string(),
  summary: z.string(),
  /** The image of its card and page (a path on the site or an https address); null for none. */
  image: z.string().nullable(),
  /** ISO instants; `endsAt` null when open-ended. */
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  /**
   * The most an application can be issued, or a deposit match pays, minor units; null when the
   * operator set no ceiling (a deposit match always has one).
   */
  bonusMax: minorUnitsSchema.nullable(),
  state: promotionStateSchema.nullable(),
  /** A raffle's terms and progress; null for the other kinds. */
  raffle: z
    .object({
      /** Paid to each winner, minor units. */
      prize: minorUnitsSchema,
      winners: z.number().int().positive(),
      entries: z.number().int().nonnegative(),
      drawnAt: z.string().nullable(),
    })
    .nullable(),
  /** A check-in's reward and the viewer's record (zero and false for a visitor); null for the other kinds. */
  checkin: z
    .object({
      /** Paid for each day's check-in, minor units. */
      reward: minorUnitsSchema,
      /** Days the viewer has checked in. */
      days: z.number().int().nonnegative(),
      /** Consecutive days up to today, or up to yesterday while today is still open. */
      streak: z.number().int().nonnegative(),
      /** Whether the viewer checked in on the merchant's current day. */
      today: z.boolean(),
    })
    .nullable(),
  /**
   * The VIP club level the promotion is for, members of a higher one too (its rank and the
   * merchant's name for it); null when every member may take part.
   */
  level: z.object({ rank: z.number().int().positive(), name: z.string() }).nullable(),
  /** Whether the viewer's club level reaches `level` (true when there is none); null for a visitor or a trial account. */
  eligible: z.boolean().nullable(),
  /** A deposit match's terms and the viewer's bonus (nulls for a visitor); null for the other kinds. */
  match: z
    .object({
      /** The share of the deposit paid as a bonus, in percent (100 doubles it), up to `bonusMax`. */
      percent: z.number().int().positive(),
      /** The smallest deposit that earns the bonus, minor units. */
      minDeposit: minorUnitsSchema,
      /** Only the member's first approved deposit earns it; a member who has deposited cannot join. */
      firstDeposit: z.boolean(),
      /** For a first-deposit match, whether the viewer has an approved deposit already; null otherwise and for a visitor. */
      depositedBefore: z.boolean().nullable(),
      /** When the viewer joined; their next deposit from then until the end earns the bonus. */
      joinedAt: z.string().nullable(),
      /** The bonus paid to the viewer, minor units, and when; null until a deposit earns it. */
      bonus: minorUnitsSchema.nullable(),
      paidAt: z.string().nullable(),
    })
    .nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;
export type PromotionMatch = NonNullable<Promotion['match']>;
export type PromotionCheckin = NonNullable<Promotion['checkin']>;

/**
 * `GET /wps/promotions`: the running and coming promotions, optionally of one category. Each read
 * of promotions takes the `language` the site is shown in: a promotion's translation there, else
 * its text as published.
 */
export const promotionListQuerySchema = contentLanguageQuerySchema
  .extend({ category: promotionCategorySchema.optional() })
  .strict();
export type PromotionListQuery = z.infer<typeof promotionListQuerySchema>;

export const promotionListValueSchema = z.object({
  currency: z.string(),
  list: z.array(promotionSchema),
});
export type PromotionListValue = z.infer<typeof promotionListValueSchema>;

export const promotionParamsSchema = z.object({ id: idSchema }).strict();
/** `GET /wps/promotions/:id?language=`. */
export const promotionDetailQuerySchema = contentLanguageQuerySchema.strict();
export type PromotionDetailQuery = z.infer<typeof promotionDetailQuerySchema>;

export const applicationSchema = z.object({
  id: z.string(),
  promotionId: z.string(),
  promotionTitle: z.string(),
  status: applicationStatusSchema,
  remark: z.string().nullable(),
  /** How many images were attached. */
  images: z.number().int().min(0).max(APPLICATION_MAX_IMAGES),
  /** What was issued, minor units (issued only). */
  amount: minorUnitsSchema.nullable(),
  /** The operator's reason (rejected only). */
  reason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type Application = z.infer<typeof applicationSchema>;

/** `GET /wps/promotions/:id`: one promotion with its terms and the viewer's latest application. */
/** The viewer's entry to a raffle: `won` is null until the draw. */
export const raffleEntrySchema = z.object({
  promotionId: z.string(),
  joinedAt: z.string(),
  won: z.boolean().nullable(),
  claimedAt: z.string().nullable(),
});
export type RaffleEntry = z.infer<typeof raffleEntrySchema>;

export const promotionDetailSchema = promotionSchema.extend({
  currency: z.string(),
  content: z.string(),
  /**
   * How many times money this promotion pays is to be staked before it can be withdrawn (the
   * merchant's bonus turnover, as 3 or 2.5; 0 for none), a term shown with the offer; null for an
   * `info` promotion, which pays nothing.
   */
  turnoverTimes: z.number().nonnegative().nullable(),
  application: applicationSchema.nullable(),
  entry: raffleEntrySchema.nullable(),
});
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

/**
 * The text fields of `PUT /wps/promotions/:id/application` (multipart; the images travel as up to
 * three `image` files). The same `requestId` again answers the same application.
 */
export const applicationFieldsSchema = z
  .object({
    requestId: z.uuid('A request id is a UUID'),
    remark: z
      .string()
      .trim()
      .max(APPLICATION_REMARK_MAX, `A remark is at most ${APPLICATION_REMARK_MAX} characters`)
      .optional(),
  })
  .strict();
export type ApplicationFields = z.infer<typeof applicationFieldsSchema>;

export const applicationValueSchema = z.object({ application: applicationSchema });
export type ApplicationValue = z.infer<typeof applicationValueSchema>;

/** `GET /wps/promotions/applications`: the member's applications, newest first, titles in `language`. */
export const applicationsQuerySchema = contentLanguageQuerySchema
  .extend({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  })
  .strict();
export type ApplicationsQuery = z.infer<typeof applicationsQuerySchema>;

export const applicationsPageSchema = z.object({
  currency: z.string(),
  list: z.array(applicationSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type ApplicationsPage = z.infer<typeof applicationsPageSchema>;

/** The state a promotion shows at `now`, given the viewer's latest application status (if any). */
export function promotionStateOf(
  promotion: { action: PromotionAction; startsAt: Date; endsAt: Date | null },
  latest: ApplicationStatus | null,
  now: Date,
): PromotionState | null {
  // What the member already has stands even after the promotion ends.
  if (latest === 'issued' || latest === 'applying') return latest;
  if (promotion.startsAt.getTime() > now.getTime()) return 'coming_soon';
  if (promotion.endsAt && promotion.endsAt.getTime() <= now.getTime()) return 'close';
  if (promotion.action === 'info') return null;
  return latest === 'rejected' ? 'rejected' : 'join';
}

/** `POST /wps/relay/MCS2_joinRafflePromotion`: joining again answers the same entry. */
export const raffleJoinBodySchema = z.object({ promotionId: idSchema }).strict();
export type RaffleJoinBody = z.infer<typeof raffleJoinBodySchema>;
export const raffleJoinValueSchema = z.object({ entry: raffleEntrySchema });
export type RaffleJoinValue = z.infer<typeof raffleJoinValueSchema>;

/** `POST /wps/relay/MCS2_claimRafflePromotion` (spec 7): a winner's prize, paid once; a replay answers the same. */
export const raffleClaimBodySchema = z.object({ promotionId: idSchema, requestId: z.uuid() }).strict();
export type RaffleClaimBody = z.infer<typeof raffleClaimBodySchema>;
export const raffleClaimValueSchema = z.object({
  entry: raffleEntrySchema,
  /** Paid, minor units. */
  prize: minorUnitsSchema,
  /** The main wallet's balance after the claim (for a replay, as it is now), minor units. */
  balance: minorUnitsSchema,
  currency: z.string(),
});
export type RaffleClaimValue = z.infer<typeof raffleClaimValueSchema>;

/** The state a raffle shows at `now`, given whether it was drawn and the viewer's entry. */
export function raffleStateOf(
  raffle: { startsAt: Date; endsAt: Date | null; drawn: boolean },
  entry: { won: boolean | null; claimed: boolean } | null,
  now: Date,
): PromotionState {
  if (entry?.claimed) return 'claimed';
  if (raffle.drawn) return entry?.won ? 'claim' : 'close';
  if (raffle.startsAt.getTime() > now.getTime()) return 'coming_soon';
  if (raffle.endsAt && raffle.endsAt.getTime() <= now.getTime()) return entry ? 'joined' : 'close';
  return entry ? 'joined' : 'join';
}

/** The state a check-in shows at `now`, given whether the viewer checked in on the merchant's day. */
export function checkinStateOf(
  checkin: { startsAt: Date; endsAt: Date | null },
  today: boolean,
  now: Date,
): PromotionState {
  if (checkin.startsAt.getTime() > now.getTime()) return 'coming_soon';
  if (checkin.endsAt && checkin.endsAt.getTime() <= now.getTime()) return 'close';
  return today ? 'signed' : 'join';
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * Consecutive check-in days ending on `today` (local dates `YYYY-MM-DD`), or on the day before
 * while today has no check-in yet: a streak lasts until a whole day passes without one.
 */
export function checkinStreak(days: readonly string[], today: string): number {
  const have = new Set(days.map(dayNumber));
  let day = dayNumber(today);
  if (!have.has(day)) day -= 1;
  let streak = 0;
  while (have.has(day - streak)) streak++;
  return streak;
}

/** `POST /wps/relay/MCS2_checkInPromotion`: today's check-in, paid once; the same request id answers the same. */
export const checkinBodySchema = z.object({ promotionId: idSchema, requestId: z.uuid() }).strict();
export type CheckinBody = z.infer<typeof checkinBodySchema>;
export const checkinValueSchema = z.object({
  checkin: promotionSchema.shape.checkin.unwrap(),
  /** Paid for this check-in, minor units. */
  reward: minorUnitsSchema,
  /** The main wallet's balance after the check-in (for a replay, as it is now), minor units. */
  balance: minorUnitsSchema,
  currency: z.string(),
});
export type CheckinValue = z.infer<typeof checkinValueSchema>;

/** Most a deposit match may give, in percent of the deposit (five times the deposit). */
export const MATCH_PERCENT_MAX = 500;

/**
 * The bonus a deposit match pays on a deposit of `amount` (minor units): nothing below the
 * smallest deposit, else `percent` of it rounded down, never above the ceiling. Bigints, so a
 * large deposit times the percentage is exact.
 */
export function matchBonus(
  amount: bigint,
  terms: { percent: number; minDeposit: bigint; bonusMax: bigint },
): bigint {
  if (amount < terms.minDeposit || amount <= 0n) return 0n;
  const share = (amount * BigInt(terms.percent)) / 100n;
  return share < terms.bonusMax ? share : terms.bonusMax;
}

/** The state a deposit match shows at `now`, given the viewer's entry. */
export function matchStateOf(
  match: { startsAt: Date; endsAt: Date | null },
  entry: { paid: boolean } | null,
  now: Date,
): PromotionState {
  // A bonus paid stands after the end. (A deposit made before the end still pays once approved.)
  if (entry?.paid) return 'issued';
  if (match.startsAt.getTime() > now.getTime()) return 'coming_soon';
  if (match.endsAt && match.endsAt.getTime() <= now.getTime()) return 'close';
  return entry ? 'joined' : 'join';
}

/** `POST /wps/relay/MCS2_joinDepositPromotion`: joining again answers the same terms. */
export const matchJoinBodySchema = z.object({ promotionId: idSchema }).strict();
export type MatchJoinBody = z.infer<typeof matchJoinBodySchema>;
export const matchJoinValueSchema = z.object({ match: promotionSchema.shape.match.unwrap() });
export type MatchJoinValue = z.infer<typeof matchJoinValueSchema>;

/** `GET /wps/promotions/matches?language=`: the member's deposit matches waiting for a deposit, titles in `language`. */
export const waitingMatchesQuerySchema = contentLanguageQuerySchema.strict();
export type WaitingMatchesQuery = z.infer<typeof waitingMatchesQuerySchema>;
export const waitingMatchSchema = z.object({
  promotionId: z.string(),
  title: z.string(),
  percent: z.number().int().positive(),
  minDeposit: minorUnitsSchema,
  bonusMax: minorUnitsSchema,
  /** When the offer ends (a deposit asked for until then earns it); null when open-ended. */
  endsAt: z.string().nullable(),
});
export type WaitingMatch = z.infer<typeof waitingMatchSchema>;
export const waitingMatchesValueSchema = z.object({
  currency: z.string(),
  list: z.array(waitingMatchSchema),
});
export type WaitingMatchesValue = z.infer<typeof waitingMatchesValueSchema>;
