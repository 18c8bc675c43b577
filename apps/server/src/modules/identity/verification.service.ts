import { AppError } from '@portal/contracts/errors';
import type { Db } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import * as repo from './identity.repo.ts';
import type { Mailer } from './mailer.ts';
import { newNumericCode, sameText, sha256 } from './secrets.ts';
import type { SmsSender } from './sms-sender.ts';

export type CodePurpose = 'register' | 'login' | 'reset' | 'twofactor';

/** Minutes a code lives; the resend countdown is the same length (spec 4 "SMS send"). */
export const CODE_MINUTES: Record<CodePurpose, number> = { register: 5, login: 5, reset: 5, twofactor: 5 };
export const MAX_CODE_ATTEMPTS = 5;

export const phoneTarget = (dialingCode: string, mobile: string) => `+${dialingCode}${mobile}`;

/** Six-digit one-time codes: stored hashed, single use, expiring, with an attempt limit. */
export function createVerificationService(deps: {
  db: Db;
  clock: Clock;
  sms: SmsSender;
  mailer: Mailer;
  limiter: RateLimiter;
}) {
  async function issue(merchantId: string, purpose: CodePurpose, target: string) {
    const now = deps.clock.now();
    // One send per second per target, whatever the purpose (spec 9 send throttle).
    await deps.limiter.consume(
      `code-send:${target}`,
      { max: 1, windowMs: 1000 },
      'Please wait a moment before asking for another code',
    );
    const latest = await repo.latestCode(deps.db, merchantId, purpose, target);
    const minutes = CODE_MINUTES[purpose];
    if (latest && !latest.used_at && latest.created_at.getTime() + minutes * 60_000 > now.getTime()) {
      const retryAfterSeconds = Math.ceil(
        (latest.created_at.getTime() + minutes * 60_000 - now.getTime()) / 1000,
      );
      throw new AppError(
        'SMS_TOO_SOON',
        `A code was already sent; you can ask again in ${retryAfterSeconds} s`,
        429,
        { retryAfterSeconds },
      );
    }
    const code = newNumericCode(6);
    const expiresAt = new Date(now.getTime() + minutes * 60_000);
    await repo.insertCode(deps.db, {
      merchant_id: merchantId,
      purpose,
      target,
      code_hash: sha256(code),
      expires_at: expiresAt,
      created_at: now,
    });
    return { code, expiresAt, minutes };
  }

  return {
    /**
     * Five SMS requests per address in five minutes, whatever the purpose, so the refusal's
     * "retry after 5 minutes" (spec 8) is true. Each number has its own countdown besides; five
     * leaves room for a few players behind one shared address.
     */
    limitPerAddress: (ip: string) =>
      deps.limiter.consume(
        `sms:ip:${ip}`,
        { max: 5, windowMs: 5 * 60_000 },
        'Too many requests; retry after 5 minutes',
      ),

    async sendSms(merchantId: string, purpose: CodePurpose, target: string) {
      const { code, expiresAt, minutes } = await issue(merchantId, purpose, target);
      await deps.sms.send({
        to: target,
        code,
        purpose,
        text: `Your verification code is ${code}. It expires in ${minutes} minutes.`,
      });
      return { expiredMinutes: minutes, expirationTime: expiresAt.getTime() };
    },

    async sendEmail(merchantId: string, purpose: CodePurpose, email: string) {
      const { code, expiresAt, minutes } = await issue(merchantId, purpose, email.toLowerCase());
      await deps.mailer.send({
        to: email,
        subject: 'Your verification code',
        text: `Your verification code is ${code}. It expires in ${minutes} minutes.`,
      });
      return { expiredMinutes: minutes, expirationTime: expiresAt.getTime() };
    },

    /** Consumes the latest code for the target, or throws the reason it cannot be used. */
    async verify(merchantId: string, purpose: CodePurpose, target: string, code: string): Promise<void> {
      const now = deps.clock.now();
      const latest = await repo.latestCode(deps.db, merchantId, purpose, target);
      if (!latest || latest.used_at)
        throw new AppError(
          'VERIFICATION_CODE_INVALID',
          'Invalid or missing verification code; please request a new one',
        );
      if (latest.expires_at.getTime() <= now.getTime())
        throw new AppError('VERIFICATION_CODE_EXPIRED', 'The code has expired; please send a new one');
      if (latest.attempts >= MAX_CODE_ATTEMPTS)
        throw new AppError('VERIFICATION_CODE_INVALID', 'Too many wrong codes; please request a new one');
      if (!sameText(sha256(code.trim()), latest.code_hash)) {
        await repo.countCodeAttempt(deps.db, latest.id);
        throw new AppError('VERIFICATION_CODE_INVALID', 'The verification code is not correct');
      }
      // Only one caller can mark it used: a replay racing this one loses here.
      if (!(await repo.useCode(deps.db, latest.id, now)))
        throw new AppError('VERIFICATION_CODE_INVALID', 'This code has already been used');
    },
  };
}
export type VerificationService = ReturnType<typeof createVerificationService>;
