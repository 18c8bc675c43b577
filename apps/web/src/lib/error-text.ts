import { AppError } from '@portal/contracts/errors';
import { formatMoney } from '@portal/contracts/money';
import { NetworkError } from './api-client.ts';
import { dailyTimeText, dailyTimeValue } from './daily-time-limit.ts';
import { formatShortDateTime } from './format.ts';
import { i18n } from './i18n.ts';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export type ErrorTextOptions = {
  /** Writes minor units in the merchant currency (`useMoney`); plain 2-decimal figures without it. */
  money?: (minor: number) => string;
  /** The language dates are written in; the page language by default. */
  locale?: string;
};

const LIMIT_KINDS = ['deposit', 'wager', 'loss'];
const LIMIT_PERIODS = ['day', 'week', 'month'];
const EXCLUSION_KINDS = ['timeout', 'self_exclusion'];

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);
const isDate = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(new Date(value).getTime());

/** ACCOUNT_EXCLUDED's value: which kind of exclusion, until when. */
function excludedValue(value: unknown): { kind: string; until: string } | null {
  const v = value as { kind?: unknown; until?: unknown } | null | undefined;
  return typeof v?.kind === 'string' && EXCLUSION_KINDS.includes(v.kind) && isDate(v.until)
    ? { kind: v.kind, until: v.until }
    : null;
}

/** PLAYER_LIMIT's value: the limit met (kind and period), its amount and what is used of it. */
function limitValue(value: unknown): { kind: string; period: string; amount: number; used: number } | null {
  const v = value as
    | { kind?: unknown; period?: unknown; amount?: unknown; used?: unknown }
    | null
    | undefined;
  return typeof v?.kind === 'string' &&
    LIMIT_KINDS.includes(v.kind) &&
    typeof v.period === 'string' &&
    LIMIT_PERIODS.includes(v.period) &&
    isAmount(v.amount) &&
    isAmount(v.used)
    ? { kind: v.kind, period: v.period, amount: v.amount, used: v.used }
    : null;
}

/** PROMOTION_NOT_OPEN's value `{ state }`: not started yet, ended, or (unreadable) not open now. */
function notOpenState(value: unknown): 'coming_soon' | 'close' | 'other' {
  const state = (value as { state?: unknown } | null | undefined)?.state;
  return state === 'coming_soon' || state === 'close' ? state : 'other';
}

/**
 * The text for a failed call: spec 8's own wording where it names one, otherwise the
 * server's message, which is already written for people (in English; another language shows
 * its translation of the code). A refusal that carries figures (a player limit, an
 * exclusion's end) is written with them in the page language.
 */
export function errorText(error: unknown, t: Translate, options: ErrorTextOptions = {}): string {
  if (error instanceof NetworkError) return t('errors.network');
  if (error instanceof AppError) {
    switch (error.code) {
      case 'ACCOUNT_EXCLUDED': {
        const excluded = excludedValue(error.value);
        if (!excluded) return error.message;
        return t(`errors.accountExcluded.${excluded.kind}`, {
          date: formatShortDateTime(excluded.until, options.locale ?? i18n.language),
        });
      }
      case 'PLAYER_LIMIT': {
        const limit = limitValue(error.value);
        if (!limit) return error.message;
        const money = options.money ?? ((minor: number) => formatMoney(minor));
        return t('errors.playerLimit', {
          kind: t(`errors.limitKinds.${limit.kind}`),
          period: t(`errors.limitPeriods.${limit.period}`),
          amount: money(limit.amount),
          used: money(limit.used),
        });
      }
      case 'TURNOVER_REQUIRED': {
        const outstanding = (error.value as { outstanding?: unknown } | null | undefined)?.outstanding;
        if (!isAmount(outstanding)) return error.message;
        const money = options.money ?? ((minor: number) => formatMoney(minor));
        return t('errors.turnoverRequired', { amount: money(outstanding) });
      }
      case 'SESSION_LIMIT': {
        const minutes = (error.value as { minutes?: unknown } | null | undefined)?.minutes;
        return typeof minutes === 'number' ? t('errors.sessionLimit', { count: minutes }) : error.message;
      }
      case 'DAILY_TIME_LIMIT': {
        // A login refused (today's time is used up), or a session ended by the daily limit.
        const daily = dailyTimeValue(error.value);
        return daily ? dailyTimeText(daily, t, options.locale ?? i18n.language) : error.message;
      }
      case 'TRIAL_ACCOUNT':
        return t('account.needRealAccount');
      case 'MISSION_INCOMPLETE':
        return t('errors.missionIncomplete');
      case 'MISSION_CLAIMED':
        return t('errors.missionClaimed');
      case 'MISSION_NOT_FOUND':
        return t('errors.missionNotFound');
      case 'PROMOTION_NOT_FOUND':
        return t('errors.promotionNotFound');
      case 'PROMOTION_NOT_OPEN':
        return t(`errors.promotionNotOpen.${notOpenState(error.value)}`);
      case 'PROMOTION_APPLIED':
        return t('errors.promotionApplied');
      case 'PROMOTION_NOT_APPLICABLE':
        return t('errors.promotionNotApplicable');
      case 'RAFFLE_NOT_WON':
        return t('errors.raffleNotWon');
      case 'RAFFLE_CLAIMED':
        return t('errors.raffleClaimed');
      case 'CHECKIN_DONE':
        return t('errors.checkinDone');
      case 'PROMOTION_FIRST_DEPOSIT':
        return t('errors.promotionFirstDeposit');
      case 'PROMOTION_LEVEL_REQUIRED': {
        const level = (error.value as { level?: unknown } | null | undefined)?.level;
        if (typeof level === 'string') return t('errors.promotionLevel', { level });
        break;
      }
      case 'INVITATION_CODE_ERROR':
        return t('account.errors.invitationCode');
      case 'UNAUTHORIZED':
        return t('account.pleaseLogIn');
      case 'NOT_AGENT':
        return t('account.errors.notAgent');
      case 'NOT_MEMBER':
        return t('account.errors.notMember');
      case 'DECRYPTION_FAILED':
        // The server's key changed since it was fetched; the next try fetches it again. Loaded on
        // demand: the encryption code carries the identity schemas, which pages showing errors do not need.
        void import('./encrypt-field.ts').then((module) => module.forgetPublicKey());
        return t('account.errors.tryAgain');
      case 'INTERNAL':
        return error.status >= 500 ? t('errors.network') : error.message;
      default:
        return translatedMessage(error, t) ?? error.message;
    }
  }
  return t('account.errors.tryAgain');
}

/**
 * The server writes its messages in English, each for its situation. In another language the
 * page shows its own translation of the error's code (`errors.codes` in that language's
 * catalogue, none in English): less specific than the server's sentence, but in the reader's
 * language. A code it has no translation for keeps the server's words.
 */
function translatedMessage(error: AppError, t: Translate): string | null {
  const left = (error.value as { attemptsLeft?: unknown } | null | undefined)?.attemptsLeft;
  const withLeft = error.code === 'INVALID_CREDENTIALS' && typeof left === 'number';
  const key = `errors.codes.${error.code}${withLeft ? '_left' : ''}`;
  if (i18n.getResource(i18n.language, 'translation', key) === undefined) return null;
  return t(key, withLeft ? { left } : undefined);
}

/** Per-field messages of a VALIDATION_FAILED answer: value.issues [{field, message}]. */
export function fieldIssues(error: unknown): Record<string, string> {
  if (!(error instanceof AppError) || error.code !== 'VALIDATION_FAILED') return {};
  const issues = (error.value as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) {
    const match = /^(\w+): (.+)$/.exec(error.message);
    return match?.[1] && match[2] ? { [match[1]]: match[2] } : {};
  }
  const result: Record<string, string> = {};
  for (const issue of issues) {
    if (typeof issue?.field === 'string' && typeof issue?.message === 'string' && !result[issue.field])
      result[issue.field] = issue.message;
  }
  return result;
}
