import { z } from 'zod';
import { encryptedFieldSchema } from './identity.ts';
import { minorUnitsSchema } from './money.ts';

/**
 * Player protection (responsible gaming), as regulated markets require it
 * (reference/domain-notes.md "Responsible gaming"; spec 2 footer "responsibility text";
 * DESIGN.md section 5 "player limits return their codes with the balance").
 *
 * - Limits on deposits, wagers and losses over the last 24 hours, 7 days and 30 days. Every
 *   limit set applies, so the lowest one is the one met first. Setting a lower limit (or a
 *   first one) takes effect at once; raising or removing one waits `COOLING_OFF_HOURS`.
 * - Reality checks: a reminder of the time logged in and the session's net result, at the
 *   interval the member chooses.
 * - Session-time limit: a session that has lasted the minutes the member chose ends (every
 *   member call answers `SESSION_LIMIT`, a game launched in it stops taking bets); logging in
 *   again starts a new one. Shorter applies at once, longer or none after the cooling-off.
 * - Daily time limit: the time signed in on the member site each local day of the merchant, every
 *   device's sessions together (time on two devices at once counts once). Reaching it ends the
 *   sessions (`DAILY_TIME_LIMIT`) and refuses logins until the day ends. Same cooling-off rule.
 * - Time-out (a break of 1 to 42 days) and self-exclusion (6 months and longer). Both start at
 *   once, end every session, refuse logins until they end and cannot be lifted early. The
 *   member is asked whether the exclusion also covers the operator's other brands.
 */

export const limitKinds = ['deposit', 'wager', 'loss'] as const;
export const limitKindSchema = z.enum(limitKinds);
export type LimitKind = z.infer<typeof limitKindSchema>;

/** Rolling windows: the last 24 hours, 7 days and 30 days. */
export const limitPeriods = ['day', 'week', 'month'] as const;
export const limitPeriodSchema = z.enum(limitPeriods);
export type LimitPeriod = z.infer<typeof limitPeriodSchema>;
export const LIMIT_PERIOD_HOURS: Record<LimitPeriod, number> = { day: 24, week: 24 * 7, month: 24 * 30 };

/** How long a raised or removed limit waits before it applies. */
export const COOLING_OFF_HOURS = 24;

/** The largest limit accepted (minor units): far above any real one, well inside bigint. */
export const LIMIT_MAX = 1_000_000_000_000_000;

export const limitSchema = z.object({
  kind: limitKindSchema,
  period: limitPeriodSchema,
  /** The limit in force; null when none is set. */
  amount: minorUnitsSchema.nullable(),
  /** Deposited, wagered or lost in the window so far (a loss is stakes minus wins, never below 0). */
  used: minorUnitsSchema,
  /** A raise or removal waiting for its cooling-off: `amount` null means removal. */
  pending: z.object({ amount: minorUnitsSchema.nullable(), from: z.string() }).nullable(),
});
export type PlayerLimit = z.infer<typeof limitSchema>;

export const realityCheckMinutes = [15, 30, 45, 60, 90, 120] as const;
export const sessionLimitMinutes = [30, 60, 90, 120, 180, 240, 360] as const;
export const dailyTimeMinutes = [60, 120, 180, 240, 360, 480, 720] as const;

/** The session-time limit in force (null: none) and a longer one or a removal waiting. */
export const sessionLimitSchema = z.object({
  minutes: z.number().int().positive().nullable(),
  pending: z.object({ minutes: z.number().int().positive().nullable(), from: z.string() }).nullable(),
});
export type SessionLimit = z.infer<typeof sessionLimitSchema>;

/** The daily time limit in force (null: none), a longer one or a removal waiting, and today's use. */
export const dailyTimeSchema = z.object({
  minutes: z.number().int().positive().nullable(),
  pending: z.object({ minutes: z.number().int().positive().nullable(), from: z.string() }).nullable(),
  /** Minutes signed in on the member site today (the merchant's local day), every device together. */
  playedMinutes: z.number().int().nonnegative(),
  /** When today ends and the count starts again (ISO). */
  resetsAt: z.string(),
});
export type DailyTime = z.infer<typeof dailyTimeSchema>;

/** `GET /wps/rg`: every kind and period (nine rows, kinds then periods), and the reality check. */
export const responsibleGamingValueSchema = z.object({
  currency: z.string(),
  limits: z.array(limitSchema),
  /** Minutes between reality checks; null when off. */
  realityCheckMinutes: z.number().int().positive().nullable(),
  sessionLimit: sessionLimitSchema,
  dailyTime: dailyTimeSchema,
  coolingOffHours: z.number().int().positive(),
});
export type ResponsibleGamingValue = z.infer<typeof responsibleGamingValueSchema>;

/** `PUT /wps/rg/limits`: null removes the limit (after the cooling-off). */
export const setLimitBodySchema = z
  .object({
    kind: limitKindSchema,
    period: limitPeriodSchema,
    amount: z.number().int().positive().max(LIMIT_MAX).nullable(),
  })
  .strict();
export type SetLimitBody = z.infer<typeof setLimitBodySchema>;

/** A body choosing one of the offered lengths in minutes, or null (off). */
const minutesChoiceSchema = (offered: readonly number[]) =>
  z
    .object({
      minutes: z
        .number()
        .int()
        .refine((m) => offered.includes(m), { message: `Choose one of ${offered.join(', ')} minutes` })
        .nullable(),
    })
    .strict();

/** `PUT /wps/rg/reality-check`. */
export const realityCheckBodySchema = minutesChoiceSchema(realityCheckMinutes);
export type RealityCheckBody = z.infer<typeof realityCheckBodySchema>;

/** `PUT /wps/rg/session-limit`: null removes the limit (after the cooling-off). */
export const sessionLimitBodySchema = minutesChoiceSchema(sessionLimitMinutes);
export type SessionLimitBody = z.infer<typeof sessionLimitBodySchema>;

/** `PUT /wps/rg/daily-time`: null removes the limit (after the cooling-off). */
export const dailyTimeBodySchema = minutesChoiceSchema(dailyTimeMinutes);
export type DailyTimeBody = z.infer<typeof dailyTimeBodySchema>;

/** The answer of `PUT /wps/rg/reality-check`. */
export const realityCheckSettingSchema = z.object({
  realityCheckMinutes: z.number().int().positive().nullable(),
});
export type RealityCheckSetting = z.infer<typeof realityCheckSettingSchema>;

/** `GET /wps/rg/session`: what the reality check shows, for the session making the call. */
export const realityCheckValueSchema = z.object({
  /** When this session logged in (ISO). */
  startedAt: z.string(),
  /** Stakes and wins of bets placed since then. */
  staked: minorUnitsSchema,
  won: minorUnitsSchema,
  /** Wins minus stakes: negative is a loss. */
  net: z.number().int(),
  currency: z.string(),
  realityCheckMinutes: z.number().int().positive().nullable(),
  /** The session-time limit in force and when this session ends by it (ISO); null: none. */
  sessionLimitMinutes: z.number().int().positive().nullable(),
  sessionEndsAt: z.string().nullable(),
  /**
   * The daily time limit in force and when this session ends by it, if play goes on without a
   * break (ISO); null: none. The earlier of the two ends is the one that comes.
   */
  dailyTimeMinutes: z.number().int().positive().nullable(),
  dailyEndsAt: z.string().nullable(),
});
export type RealityCheckValue = z.infer<typeof realityCheckValueSchema>;

export const exclusionKindSchema = z.enum(['timeout', 'self_exclusion']);
export type ExclusionKind = z.infer<typeof exclusionKindSchema>;

/** The lengths offered: a time-out from 24 hours up to 6 weeks, a self-exclusion from 6 months. */
export const timeoutDays = [1, 7, 30, 42] as const;
export const selfExclusionMonths = [6, 12, 60] as const;

/**
 * `POST /wps/rg/exclusion`: confirmed with the login password (an account made by social
 * sign-in has none, and is not asked); answers, then every session ends.
 */
export const exclusionBodySchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('timeout'),
      days: z
        .number()
        .int()
        .refine((d) => (timeoutDays as readonly number[]).includes(d), {
          message: `Choose one of ${timeoutDays.join(', ')} days`,
        }),
      allBrands: z.boolean(),
      password: encryptedFieldSchema.optional(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('self_exclusion'),
      months: z
        .number()
        .int()
        .refine((m) => (selfExclusionMonths as readonly number[]).includes(m), {
          message: `Choose one of ${selfExclusionMonths.join(', ')} months`,
        }),
      allBrands: z.boolean(),
      password: encryptedFieldSchema.optional(),
    })
    .strict(),
]);
export type ExclusionBody = z.infer<typeof exclusionBodySchema>;

/** A length the member can choose: a time-out in days, a self-exclusion in months. */
export type ExclusionChoice = { kind: 'timeout'; days: number } | { kind: 'self_exclusion'; months: number };

/** `months` calendar months after `from` (UTC), the day clamped to the month's last. */
export function addMonths(from: Date, months: number): Date {
  const to = new Date(from.getTime());
  const day = to.getUTCDate();
  to.setUTCDate(1);
  to.setUTCMonth(to.getUTCMonth() + months);
  const last = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() + 1, 0)).getUTCDate();
  to.setUTCDate(Math.min(day, last));
  return to;
}

/** When an exclusion chosen at `now` ends: the server's rule, and what the web's confirm step promises. */
export const exclusionEnd = (choice: ExclusionChoice, now: Date): Date =>
  choice.kind === 'timeout'
    ? new Date(now.getTime() + choice.days * 86_400_000)
    : addMonths(now, choice.months);

export const exclusionValueSchema = z.object({
  kind: exclusionKindSchema,
  until: z.string(),
  /** Accounts excluded, this one included (other brands' accounts with the same mobile or email). */
  accounts: z.number().int().positive(),
});
export type ExclusionValue = z.infer<typeof exclusionValueSchema>;

/**
 * The `value` of `ACCOUNT_EXCLUDED` (login refused) and of `PLAYER_LIMIT` (a deposit, bet or
 * game debit refused), so the web app can say which limit and until when.
 */
export const excludedErrorValueSchema = z.object({ kind: exclusionKindSchema, until: z.string() });
export const limitErrorValueSchema = z.object({
  kind: limitKindSchema,
  period: limitPeriodSchema,
  amount: minorUnitsSchema,
  used: minorUnitsSchema,
});
export type LimitErrorValue = z.infer<typeof limitErrorValueSchema>;

/** The `value` of `SESSION_LIMIT` (401): the session lasted the member's limit and has ended. */
export const sessionLimitErrorValueSchema = z.object({
  minutes: z.number().int().positive(),
  startedAt: z.string(),
  endedAt: z.string(),
});
export type SessionLimitErrorValue = z.infer<typeof sessionLimitErrorValueSchema>;

/** The `value` of `DAILY_TIME_LIMIT` (401): today's time is used up; play again from `resetsAt`. */
export const dailyTimeErrorValueSchema = z.object({
  minutes: z.number().int().positive(),
  resetsAt: z.string(),
});
export type DailyTimeErrorValue = z.infer<typeof dailyTimeErrorValueSchema>;
