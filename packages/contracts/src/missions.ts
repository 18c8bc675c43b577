import { z } from 'zod';
import { minorUnitsSchema } from './money.ts';

/**
 * Missions (spec 2 member centre `missionLeaderboard`, spec 7 mission summary and leaderboard):
 * goals the merchant sets for a day or a week (deposit, wager, bets), each paying a reward into
 * the main wallet and points on the week's leaderboard when the member claims it. A mission is
 * claimed once a period; the periods follow the merchant's calendar (its time zone), weeks
 * starting on Monday.
 */

/** What a mission counts: approved deposits, stakes of any bet, stakes of lottery bets, bets placed. */
export const missionKinds = ['deposit', 'wager', 'lottery_wager', 'bets'] as const;
export const missionKindSchema = z.enum(missionKinds);
export type MissionKind = z.infer<typeof missionKindSchema>;

/** Kinds whose target and progress are money (minor units); `bets` counts bets. */
export const isMoneyKind = (kind: MissionKind) => kind !== 'bets';

export const missionPeriodSchema = z.enum(['daily', 'weekly']);
export type MissionPeriod = z.infer<typeof missionPeriodSchema>;

/**
 * Spec 4 activity states a mission shows: `process` while under target, `claim` once reached and
 * not claimed this period, `claimed` after.
 */
export const missionStateSchema = z.enum(['process', 'claim', 'claimed']);
export type MissionState = z.infer<typeof missionStateSchema>;

export const MISSION_MAX_POINTS = 10_000;

export const missionSchema = z.object({
  id: z.string(),
  kind: missionKindSchema,
  period: missionPeriodSchema,
  /** Minor units for money kinds, a count of bets for `bets`. */
  target: z.number().int().positive(),
  /** What this period counts so far, same unit as `target`; may pass it. */
  progress: z.number().int().nonnegative(),
  /** Paid into the main wallet on claim, minor units. */
  reward: minorUnitsSchema,
  /** Added to the week's leaderboard on claim. */
  points: z.number().int().min(0).max(MISSION_MAX_POINTS),
  state: missionStateSchema,
  /** The period this answer is about: ISO instants, start inclusive, end exclusive. */
  periodStart: z.string(),
  periodEnd: z.string(),
  claimedAt: z.string().nullable(),
});
export type Mission = z.infer<typeof missionSchema>;

/** `GET /wps/relay/MCSFE_getMissionSummaryDetails` */
export const missionSummarySchema = z.object({
  currency: z.string(),
  missions: z.array(missionSchema),
  /** Missions reached and not yet claimed: the menu badge (spec 2). */
  open: z.number().int().nonnegative(),
});
export type MissionSummary = z.infer<typeof missionSummarySchema>;

/** `POST /wps/relay/MCSFE_claimMission`: the same `requestId` again answers the same claim, paying once. */
export const missionClaimBodySchema = z
  .object({ missionId: z.string().regex(/^\d{1,18}$/, 'A mission id is digits'), requestId: z.uuid() })
  .strict();
export type MissionClaimBody = z.infer<typeof missionClaimBodySchema>;

export const missionClaimSchema = z.object({
  id: z.string(),
  missionId: z.string(),
  reward: minorUnitsSchema,
  points: z.number().int().nonnegative(),
  periodStart: z.string(),
  claimedAt: z.string(),
});
export type MissionClaim = z.infer<typeof missionClaimSchema>;

export const missionClaimValueSchema = z.object({
  claim: missionClaimSchema,
  /** The main wallet's balance after the claim (for a repeated request, as it is now), minor units. */
  balance: minorUnitsSchema,
  currency: z.string(),
});
export type MissionClaimValue = z.infer<typeof missionClaimValueSchema>;

/** The leaderboard shows this many members. */
export const MISSION_LEADERBOARD_SIZE = 20;

export const leaderboardEntrySchema = z.object({
  rank: z.number().int().positive(),
  /** Masked (first and last characters kept), except the member's own row. */
  account: z.string(),
  points: z.number().int().nonnegative(),
  missions: z.number().int().nonnegative(),
  me: z.boolean(),
  /** What this place wins when the week ends (minor units), null for a place without a prize. */
  prize: minorUnitsSchema.nullable(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/**
 * `GET /wps/relay/MCSFE_getMissionLeaderboard`: this week's points from claimed missions; ties go
 * to whoever reached the points first. `mine` is the member's own place (rank null before a claim).
 */
export const missionLeaderboardSchema = z.object({
  periodStart: z.string(),
  periodEnd: z.string(),
  /** The prizes of the top places when the week ends, first place first (minor units; empty: none). */
  prizes: z.array(minorUnitsSchema),
  currency: z.string(),
  list: z.array(leaderboardEntrySchema),
  mine: z.object({
    rank: z.number().int().positive().nullable(),
    points: z.number().int().nonnegative(),
    missions: z.number().int().nonnegative(),
  }),
});
export type MissionLeaderboard = z.infer<typeof missionLeaderboardSchema>;

/** The state a mission shows for its progress and whether this period's claim exists. */
export function missionStateOf(progress: number, target: number, claimed: boolean): MissionState {
  if (claimed) return 'claimed';
  return progress >= target ? 'claim' : 'process';
}
