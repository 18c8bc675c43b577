import type { Db } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { DailyTimeService } from '../responsible-gaming/daily-time.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { CaptchaService } from './captcha.service.ts';
import type { Mailer } from './mailer.ts';
import type { FieldCipher } from './rsa-keys.ts';
import type { SessionService } from './session.service.ts';
import type { VerificationService } from './verification.service.ts';

/** What the account services need; each takes only the parts it uses. */
export type IdentityDeps = {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  cipher: FieldCipher;
  captcha: CaptchaService;
  codes: VerificationService;
  sessions: SessionService;
  mailer: Mailer;
  system: Pick<SystemService, 'settingsFor'>;
  /** The daily time limit: a login may be refused by it, and the session carries its end. */
  dailyTime: Pick<DailyTimeService, 'openingEnd'>;
};

/** Where a request came from, as the services need it. */
export type RequestOrigin = { host: string | null; ip: string; userAgent: string | null; origin: string };
