import { AppError, isErrorCode } from '@portal/contracts/errors';
import { formatMoney } from '@portal/contracts/money';
import { afterEach, describe, expect, it, vi as vitest } from 'vitest';
import vi from '../locales/vi.json';
import { NetworkError } from './api-client.ts';
import { errorText } from './error-text.ts';
import { formatShortDateTime, formatTime } from './format.ts';
import { applyLanguage, i18n } from './i18n.ts';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);
const vnd = (minor: number) => formatMoney(minor, 2, '₫');
const until = '2026-12-03T10:00:00.000Z';

afterEach(async () => {
  vitest.useRealTimers();
  await applyLanguage('en');
});

const excluded = (kind: string) =>
  new AppError('ACCOUNT_EXCLUDED', 'This account is taking a break', 403, { kind, until });
const limit = (value: unknown) =>
  new AppError('PLAYER_LIMIT', 'This would pass your 24-hour deposit limit', 403, value);

describe('errorText: responsible gaming', () => {
  it('says until when an account is taking a break or self-excluded, in the page language', async () => {
    expect(errorText(excluded('timeout'), t)).toBe(
      `This account is taking a break until ${formatShortDateTime(until, 'en')}.`,
    );
    expect(errorText(excluded('self_exclusion'), t)).toBe(
      `This account is self-excluded until ${formatShortDateTime(until, 'en')}.`,
    );
    await applyLanguage('vi');
    expect(errorText(excluded('self_exclusion'), t)).toBe(
      `Tài khoản này đã tự loại trừ đến ${formatShortDateTime(until, 'vi')}.`,
    );
    // The language of the date can be given.
    expect(errorText(excluded('timeout'), t, { locale: 'en' })).toBe(
      `Tài khoản này đang tạm nghỉ đến ${formatShortDateTime(until, 'en')}.`,
    );
  });

  it('names the limit a deposit, slip or bet would pass, with its amount and what is used', async () => {
    expect(
      errorText(limit({ kind: 'deposit', period: 'day', amount: 100_000, used: 90_000 }), t, { money: vnd }),
    ).toBe('This would pass your 24-hour deposit limit of ₫1,000.00 (₫900.00 used).');
    expect(
      errorText(limit({ kind: 'loss', period: 'month', amount: 5_000_000, used: 0 }), t, { money: vnd }),
    ).toBe('This would pass your 30-day loss limit of ₫50,000.00 (₫0.00 used).');
    // Without the currency, plain figures.
    expect(errorText(limit({ kind: 'wager', period: 'week', amount: 123_450, used: 100 }), t)).toBe(
      'This would pass your 7-day wager limit of 1,234.50 (1.00 used).',
    );
    await applyLanguage('vi');
    expect(
      errorText(limit({ kind: 'wager', period: 'day', amount: 100_000, used: 90_000 }), t, { money: vnd }),
    ).toBe('Giao dịch này sẽ vượt quá hạn mức cược 24 giờ của bạn là ₫1,000.00 (đã dùng ₫900.00).');
  });

  it('tells a member whose daily time is used up (a login refused) the limit and when to come back', async () => {
    // 22:15 by the visitor's clock; the day's count starts again at midnight.
    vitest.useFakeTimers({ toFake: ['Date'] });
    vitest.setSystemTime(new Date(2026, 10, 26, 22, 15));
    const resetsAt = new Date(2026, 10, 27, 0, 0).toISOString();
    const refused = new AppError(
      'DAILY_TIME_LIMIT',
      `Your daily time limit of 120 minutes has been reached; you can sign in again from ${resetsAt}`,
      401,
      { minutes: 120, resetsAt },
    );
    expect(errorText(refused, t)).toBe(
      `You have reached your daily time limit of 2 hours. You can sign in again from ${formatTime(resetsAt, 'en')} tomorrow.`,
    );
    await applyLanguage('vi');
    expect(errorText(refused, t)).toBe(
      `Bạn đã đạt giới hạn thời gian mỗi ngày là 2 giờ. Bạn có thể đăng nhập lại từ ${formatTime(resetsAt, 'vi')} ngày mai.`,
    );
    // Without a readable value, the server's own words.
    expect(errorText(new AppError('DAILY_TIME_LIMIT', 'Daily limit reached', 401, { minutes: 120 }), t)).toBe(
      'Daily limit reached',
    );
  });

  it("falls back to the server's message when the value is not what the contract says", () => {
    expect(errorText(limit({ kind: 'deposit', period: 'year', amount: 1, used: 0 }), t)).toBe(
      'This would pass your 24-hour deposit limit',
    );
    expect(errorText(limit(undefined), t)).toBe('This would pass your 24-hour deposit limit');
    expect(
      errorText(new AppError('ACCOUNT_EXCLUDED', 'Excluded', 403, { kind: 'timeout', until: 'soon' }), t),
    ).toBe('Excluded');
  });

  it('leaves the other refusals as they were', () => {
    expect(errorText(new NetworkError(), t)).toBe('Network link abnormal, try again.');
    expect(errorText(new AppError('TRIAL_ACCOUNT', 'x', 403), t)).toBe(t('account.needRealAccount'));
    expect(errorText(new AppError('WRONG_PASSWORD', 'The password is not correct'), t)).toBe(
      'The password is not correct',
    );
    expect(errorText(new Error('boom'), t)).toBe('Something went wrong. Please try again.');
  });
});

describe('errorText: missions', () => {
  it('says why a mission claim was refused, in the page language', async () => {
    const incomplete = new AppError('MISSION_INCOMPLETE', 'Not yet', 409, { progress: 1, target: 2 });
    expect(errorText(incomplete, t)).toBe("This mission's target is not reached yet.");
    expect(errorText(new AppError('MISSION_CLAIMED', 'Claimed'), t)).toBe(
      "This mission's reward has already been claimed.",
    );
    expect(errorText(new AppError('MISSION_NOT_FOUND', 'Gone'), t)).toBe(
      'This mission is no longer running.',
    );
    await applyLanguage('vi');
    expect(errorText(new AppError('MISSION_CLAIMED', 'Claimed'), t)).toBe(
      'Phần thưởng của nhiệm vụ này đã được nhận.',
    );
  });
});

describe('errorText: promotions', () => {
  it('says why a promotion or an application was refused, in the page language', async () => {
    expect(errorText(new AppError('PROMOTION_NOT_FOUND', 'No such promotion', 404), t)).toBe(
      'This promotion does not exist or is no longer offered.',
    );
    expect(errorText(new AppError('PROMOTION_APPLIED', 'Applied', 409), t)).toBe(
      'You have already applied for this promotion: your application is under review or was issued.',
    );
    expect(errorText(new AppError('PROMOTION_NOT_APPLICABLE', 'Info', 409), t)).toBe(
      'This promotion needs no application.',
    );
    await applyLanguage('vi');
    expect(errorText(new AppError('PROMOTION_NOT_FOUND', 'No such promotion', 404), t)).toBe(
      'Chương trình khuyến mãi này không tồn tại hoặc không còn áp dụng.',
    );
  });

  it("says why a raffle's prize cannot be claimed, in the page language", async () => {
    expect(errorText(new AppError('RAFFLE_NOT_WON', 'Not won', 409), t)).toBe(
      'There is no prize of this raffle for you to claim: it is not drawn yet, or you did not win.',
    );
    expect(errorText(new AppError('RAFFLE_CLAIMED', 'Claimed', 409), t)).toBe(
      'Your prize of this raffle has already been claimed.',
    );
    await applyLanguage('vi');
    expect(errorText(new AppError('RAFFLE_CLAIMED', 'Claimed', 409), t)).toBe(
      'Giải thưởng bốc thăm của bạn đã được nhận.',
    );
  });

  it('tells a promotion not started from one ended, by the state the refusal carries', () => {
    const notOpen = (value: unknown) => new AppError('PROMOTION_NOT_OPEN', 'Not open', 409, value);
    expect(errorText(notOpen({ state: 'coming_soon' }), t)).toBe('This promotion has not started yet.');
    expect(errorText(notOpen({ state: 'close' }), t)).toBe('This promotion has ended.');
    expect(errorText(notOpen({ state: 'join' }), t)).toBe('This promotion is not open for applications now.');
    expect(errorText(notOpen(undefined), t)).toBe('This promotion is not open for applications now.');
  });
});

describe("errorText: the server's English words, or their translation by code", () => {
  const taken = new AppError('USERNAME_TAKEN', 'This username is already taken', 409);
  const wrong = (value?: unknown) =>
    new AppError('INVALID_CREDENTIALS', 'Wrong username or password (4 attempts left)', 401, value);

  it("shows the server's own sentence in English", () => {
    expect(errorText(taken, t)).toBe('This username is already taken');
    expect(errorText(wrong({ captchaRequired: true, attemptsLeft: 4 }), t)).toBe(
      'Wrong username or password (4 attempts left)',
    );
  });

  it('shows the translation of the code in Vietnamese, with the attempts left where the error carries them', async () => {
    await applyLanguage('vi');
    expect(errorText(taken, t)).toBe('Tên đăng nhập này đã được sử dụng.');
    expect(errorText(wrong({ captchaRequired: true, attemptsLeft: 4 }), t)).toBe(
      'Sai tên đăng nhập hoặc mật khẩu (còn 4 lần thử).',
    );
    expect(errorText(wrong(), t)).toBe('Sai tên đăng nhập hoặc mật khẩu.');
    // A code only vendors meet has no translation: the server's words stay.
    expect(errorText(new AppError('BAD_SIGNATURE', 'Unknown vendor or bad signature', 401), t)).toBe(
      'Unknown vendor or bad signature',
    );
  });

  it('translates only codes the server has', () => {
    const named = Object.keys(vi.errors.codes).map((key) => key.replace(/_left$/, ''));
    expect(named.filter((code) => !isErrorCode(code))).toEqual([]);
  });
});
